import GraphQL

/// One field of a compiled selection set: its response key, its resolver and what to select below it.
///
/// Fields with the same response key are merged into one, as the spec's CollectFields does, so `nodes` holds
/// every field node behind it (for error locations).
final class PlannedField: @unchecked Sendable {
    // Immutable after compilation; `nodes` are GraphQLSwift AST nodes, which are never mutated after parsing.
    /// The position of this field in `ExecutionPlan.fields`, used in error paths.
    let id: Int
    /// The alias, else the field name.
    let responseKey: String
    /// `"responseKey":`, ready to write.
    let keyBytes: [UInt8]
    let resolver: FieldResolver
    /// `Country.name`, for messages.
    let coordinate: String
    /// Whether null is a valid value, so that an error stops here instead of nulling the parent.
    let nullable: Bool
    /// The selection below an object or list-of-objects field; empty for leaves.
    let selection: [PlannedField]
    /// The field's index in `ExecutionPlan.argumentSites`, if it takes arguments.
    let argumentSlot: Int?
    /// The field nodes merged into this field.
    let nodes: [Field]
    /// `"Country"` for `__typename`, ready to write.
    let typenameBytes: [UInt8]
    /// Why the selection below this field cannot be collected (a `@skip` or `@include` whose condition is null):
    /// the error that replaces each object this field resolves to.
    let selectionFailure: FieldError?

    init(
        id: Int, responseKey: String, resolver: FieldResolver, coordinate: String, nullable: Bool,
        selection: [PlannedField], argumentSlot: Int?, nodes: [Field], typename: String, selectionFailure: FieldError? = nil
    ) {
        self.id = id
        self.responseKey = responseKey
        keyBytes = JSONBytes.string(responseKey) + [UInt8(ascii: ":")]
        self.resolver = resolver
        self.coordinate = coordinate
        self.nullable = nullable
        self.selection = selection
        self.argumentSlot = argumentSlot
        self.nodes = nodes
        typenameBytes = JSONBytes.string(typename)
        self.selectionFailure = selectionFailure
    }
}

/// A field that takes arguments, with what is needed to bind them for each request.
struct ArgumentSite: @unchecked Sendable {
    // `Argument` nodes and GraphQLSwift types are immutable after parsing and schema building.
    let resolver: FieldResolver
    /// The field node whose arguments are bound: the first of the merged nodes, as graphql-js reads them.
    let field: Field
    let definitions: [(name: String, type: any GraphQLInputType, defaultValue: Map?)]
    /// The binding, when the arguments name no variable and so are the same for every request.
    let constant: BoundArgument?
    /// An earlier site of the plan whose resolver and argument text are the same, and so its binding and its
    /// records in every request: a hundred aliases of one filtered list are filtered once.
    let sameAs: Int?
}

/// The root introspection fields of an operation, which `GraphQLParity` answers.
struct IntrospectionPart: @unchecked Sendable {
    // Immutable AST nodes.
    /// Each root `__schema` or `__type` field's response key and nodes, in selection order.
    let fields: [(key: String, nodes: [Field])]
    /// The document's fragments, which the introspection selections may spread.
    let fragments: [String: FragmentDefinition]
}

/// An operation compiled against the schema: fields collected and merged, fragments and directives applied,
/// resolvers bound. Built once per (document, operation, @skip/@include values) and reused.
final class ExecutionPlan: Sendable {
    /// The root selection.
    let root: [PlannedField]
    /// Every planned field, by id.
    let fields: [PlannedField]
    /// The fields that take arguments, by argument slot.
    let argumentSites: [ArgumentSite]
    /// Root `__schema` and `__type` fields.
    let introspection: IntrospectionPart?
    /// The most values the operation can produce over this data.
    let bound: Int
    /// The selections laid out flat, which the writer walks.
    let program: WriteProgram

    init(
        root: [PlannedField], fields: [PlannedField], argumentSites: [ArgumentSite],
        introspection: IntrospectionPart?, bound: Int
    ) {
        self.root = root
        self.fields = fields
        self.argumentSites = argumentSites
        self.introspection = introspection
        self.bound = bound
        program = WriteProgram(root: root)
    }
}
