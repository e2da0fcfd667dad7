import GraphQLSelectionModel

/// The resolved selection of one generated struct: its fields and the fragments it spreads.
struct SelectionSetIR {
    /// The GraphQL type the selection is made on, e.g. `Country`.
    let parentTypeName: String
    /// The fields in the order they were first selected, one per response key.
    let fields: [FieldIR]
    /// The fragments spread directly into this selection, sorted by name.
    let fragments: [FragmentReference]
}

/// One selected field: its response key, Swift type and, for objects, the nested selection.
struct FieldIR {
    /// The key in the JSON response (the alias if there is one), also the Swift property name.
    let responseKey: String
    /// The schema field's name.
    let fieldName: String
    /// The field's type; object types name the nested struct.
    let shape: TypeShape
    /// The one-line doc comment text.
    let documentation: String
    /// The nested struct for object-typed fields.
    let nested: NestedSelection?
}

/// A nested struct generated for an object-typed field.
struct NestedSelection {
    /// The struct's Swift name, e.g. `Country` for `countries`.
    let typeName: String
    /// What the struct mirrors.
    let selection: SelectionSetIR
}

/// A fragment spread, exposed as a property of the selection's `Fragments` struct.
struct FragmentReference {
    /// The fragment's GraphQL name.
    let name: String
    /// The fragment's generated type.
    let typeName: String
    /// The property inside `Fragments`, e.g. `countryBasicInfo`.
    let propertyName: String
}

/// An input value: a variable of an operation or a field of an input object.
struct InputValueIR {
    /// The GraphQL name, also the Swift property name and JSON key.
    let name: String
    /// The value's type.
    let shape: TypeShape
    /// The one-line doc comment text.
    let documentation: String
}

/// A generated query.
struct OperationIR {
    /// The operation's GraphQL name.
    let name: String
    /// The generated struct's name.
    let typeName: String
    /// The file it came from.
    let sourcePath: String
    /// The one-line doc comment text.
    let documentation: String
    /// The operation text followed by every fragment it spreads.
    let document: String
    /// The declared variables, in declaration order.
    let variables: [InputValueIR]
    /// The selection `Data` mirrors.
    let data: SelectionSetIR
    /// The operation's own selections, for the cache; its fragments are `fragmentTypeNames`' selections.
    let selections: OperationSelections
    /// The generated types of every fragment the operation spreads, directly or not, sorted by name.
    let fragmentTypeNames: [String]
}

/// A generated fragment.
struct FragmentIR {
    /// The fragment's GraphQL name.
    let name: String
    /// The generated struct's name.
    let typeName: String
    /// The file it came from.
    let sourcePath: String
    /// The one-line doc comment text.
    let documentation: String
    /// The fragment definition's text.
    let definition: String
    /// The selection the struct mirrors.
    let selection: SelectionSetIR
    /// The fragment's selections, for the cache.
    let selections: FragmentSelections
}

/// A generated schema input object.
struct InputObjectIR {
    /// The input type's name, also the Swift struct's name.
    let name: String
    /// The one-line doc comment text.
    let documentation: String
    /// The fields in schema order.
    let fields: [InputValueIR]
}
