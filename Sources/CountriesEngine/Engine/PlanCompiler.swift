import GraphQL

/// Why an operation could not be compiled.
enum PlanFailure: Error {
    /// The operation could produce more values than the limit allows.
    case tooLarge(limit: Int)
    /// The document does not fit the schema (validation should have caught it).
    case invalid(String)
    /// An error graphql-js raises while executing, not while validating: a `@skip` or `@include` condition that
    /// is null (at the root; below it the error nulls a field), or an operation type the schema lacks. The
    /// response is `data: null` with the error.
    case nullData(FieldError)

    /// What the client is told.
    var message: String {
        switch self {
        case .tooLarge(let limit):
            "Query result is too large: it could produce more than \(limit) values. "
                + "Ask for fewer fields, aliases or nested lists."
        case .invalid(let message): message
        case .nullData(let error): error.description
        }
    }
}

/// Compiles one operation of a validated document into an `ExecutionPlan`, bounding its result as it goes.
struct PlanCompiler {
    /// What an introspection root field is charged, in values: about the size of this schema's full introspection.
    static let introspectionCharge = 5_000

    private let schema: GraphQLSchema
    private let index: SchemaIndex
    private let resultBound: ResultBound
    private let fragments: [String: FragmentDefinition]
    private let variables: [String: Map]
    private let data: EngineData
    private let coercion: InputCoercion
    private let limit: Int
    private var spent = 0
    private var fields: [PlannedField] = []
    private var argumentSites: [ArgumentSite] = []
    /// The first site of each resolver and argument text.
    private var siteByText: [String: Int] = [:]
    /// The root introspection fields, by response key, in selection order.
    private var introspectionFields: [(key: String, nodes: [Field])] = []

    /// A compiler for operations of a document with these `fragments`; `variables` are the request's coerced
    /// values, read only by `@skip` and `@include`; arguments that name no variable are bound once, over `data`.
    init(
        schema: GraphQLSchema, index: SchemaIndex, resultBound: ResultBound,
        fragments: [String: FragmentDefinition], variables: [String: Map], data: EngineData, coercion: InputCoercion,
        limit: Int
    ) {
        self.schema = schema
        self.index = index
        self.resultBound = resultBound
        self.fragments = fragments
        self.variables = variables
        self.data = data
        self.coercion = coercion
        self.limit = limit
    }

    /// The plan of `operation`, or why there is none.
    mutating func compile(_ operation: OperationDefinition) throws(PlanFailure) -> ExecutionPlan {
        guard operation.operation == .query, let queryType = schema.queryType else {
            throw .nullData(FieldError("Schema is not configured to execute \(operation.operation) operation.", at: operation))
        }
        let root = try selection(of: [operation.selectionSet], on: queryType, parents: 1, distinct: true)
        return ExecutionPlan(
            root: root, fields: fields, argumentSites: argumentSites,
            introspection: introspectionFields.isEmpty ? nil : IntrospectionPart(fields: introspectionFields, fragments: fragments),
            bound: spent
        )
    }

    /// The merged fields of `sets` on `type`, each planned with its sub-selection.
    private mutating func selection(
        of sets: [SelectionSet], on type: GraphQLObjectType, parents: Int, distinct: Bool
    ) throws(PlanFailure) -> [PlannedField] {
        let collected: [(key: String, nodes: [Field])]
        do throws(FieldError) {
            collected = try FieldCollection(fragments: fragments, variables: variables, coercion: coercion)
                .fields(of: sets.map(\.selections), on: type.name)
        } catch {
            throw .nullData(error)
        }
        var planned: [PlannedField] = []
        planned.reserveCapacity(collected.count)
        for (key, nodes) in collected {
            guard let first = nodes.first else { continue }
            if let field = try plan(key: key, nodes: nodes, name: first.name.value, on: type, parents: parents, distinct: distinct) {
                planned.append(field)
            }
        }
        return planned
    }

    private mutating func plan(
        key: String, nodes: [Field], name: String, on type: GraphQLObjectType, parents: Int, distinct: Bool
    ) throws(PlanFailure) -> PlannedField? {
        let coordinate = "\(type.name).\(name)"
        if name == "__schema" || name == "__type" {
            guard type.name == schema.queryType?.name else { throw .invalid("\(name) is only allowed on the query root.") }
            try charge(Self.introspectionCharge)
            introspectionFields.append((key, nodes))
            return add(key: key, resolver: .introspection, coordinate: coordinate, nullable: name == "__type",
                       selection: [], argumentSlot: nil, nodes: nodes, typename: type.name)
        }
        try charge(max(parents, 1))
        if name == "__typename" {
            return add(key: key, resolver: .typename, coordinate: coordinate, nullable: false,
                       selection: [], argumentSlot: nil, nodes: nodes, typename: type.name)
        }
        guard let resolver = FieldResolver.table[type.name]?[name], let definition = index.field(name, of: type) else {
            throw .invalid("Cannot query field \"\(name)\" on type \"\(type.name)\".")
        }
        var argumentSlot: Int?
        if !definition.args.isEmpty {
            argumentSlot = argumentSites.count
            let definitions = definition.args.map { ($0.key, $0.value.type, $0.value.defaultValue) }
            let text = coordinate + "(" + nodes[0].arguments.map { print(ast: $0) }.joined(separator: ",") + ")"
            let sameAs = siteByText[text]
            if sameAs == nil { siteByText[text] = argumentSites.count }
            let site = ArgumentSite(resolver: resolver, field: nodes[0], definitions: definitions, constant: nil, sameAs: sameAs)
            // Literal arguments (`name(lang: "fr")`) are coerced here, once per plan, not once per request.
            let constant = sameAs.flatMap { argumentSites[$0].constant?.shareable }
                ?? (BoundArgument.readsVariables(nodes[0].arguments)
                ? nil
                : BoundArgument.bind(site, variables: [:], data: data, coercion: coercion))
            argumentSites.append(ArgumentSite(
                resolver: resolver, field: nodes[0], definitions: definitions, constant: constant, sameAs: sameAs
            ))
        }
        var selection: [PlannedField] = []
        var selectionFailure: FieldError?
        if let objectType = getNamedType(type: definition.type) as? GraphQLObjectType {
            var children = parents
            var childrenDistinct = parents <= 1
            if let fanout = resultBound.fanout(of: resolver) {
                children = fanout.elements(parents: parents, distinct: distinct)
                childrenDistinct = distinct && fanout.partitions
                try charge(children)
            }
            do throws(PlanFailure) {
                selection = try self.selection(
                    of: nodes.compactMap(\.selectionSet), on: objectType, parents: children, distinct: childrenDistinct
                )
            } catch .nullData(let error) {
                selectionFailure = error
            }
        } else if let fanout = resultBound.fanout(of: resolver) {
            try charge(fanout.elements(parents: parents, distinct: distinct))
        }
        return add(key: key, resolver: resolver, coordinate: coordinate, nullable: !(definition.type is GraphQLNonNull),
                   selection: selection, argumentSlot: argumentSlot, nodes: nodes, typename: type.name,
                   selectionFailure: selectionFailure)
    }

    private mutating func add(
        key: String, resolver: FieldResolver, coordinate: String, nullable: Bool, selection: [PlannedField],
        argumentSlot: Int?, nodes: [Field], typename: String, selectionFailure: FieldError? = nil
    ) -> PlannedField {
        let field = PlannedField(
            id: fields.count, responseKey: key, resolver: resolver, coordinate: coordinate, nullable: nullable,
            selection: selection, argumentSlot: argumentSlot, nodes: nodes, typename: typename,
            selectionFailure: selectionFailure
        )
        fields.append(field)
        return field
    }

    private mutating func charge(_ values: Int) throws(PlanFailure) {
        spent = ResultBound.sum(spent, values)
        if spent > limit { throw .tooLarge(limit: limit) }
    }

    /// The names of the variables that `@skip` and `@include` read anywhere in the document: the plan depends on them.
    static func directiveVariables(of document: Document) -> [String] {
        var names: Set<String> = []
        var pending: [SelectionSet] = document.definitions.compactMap {
            ($0 as? OperationDefinition)?.selectionSet ?? ($0 as? FragmentDefinition)?.selectionSet
        }
        while let set = pending.popLast() {
            for selection in set.selections {
                let directives: [Directive]
                switch selection {
                case let field as Field:
                    directives = field.directives
                    if let below = field.selectionSet { pending.append(below) }
                case let inline as InlineFragment:
                    directives = inline.directives
                    pending.append(inline.selectionSet)
                case let spread as FragmentSpread:
                    directives = spread.directives
                default:
                    continue
                }
                for directive in directives {
                    for argument in directive.arguments {
                        if let variable = argument.value as? Variable { names.insert(variable.name.value) }
                    }
                }
            }
        }
        return names.sorted()
    }
}
