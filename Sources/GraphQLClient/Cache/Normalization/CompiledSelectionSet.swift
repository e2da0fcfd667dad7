import GraphQLSelectionModel

/// An operation's selections resolved once for its variables: for each object type a selection can meet,
/// the fields that apply, with their storage keys, so that writing and reading walk no fragments.
final class CompiledSelectionSet: Sendable {
    /// The fields for each concrete type the selection can meet.
    private let fieldsByType: [String: CompiledFields]
    /// The type the schema gives the selection, used when an object's own type is unknown.
    private let staticType: String
    /// The types an object here may have: the keys of `fieldsByType`.
    private let acceptedTypeNames: [String]

    /// Resolves `selectionSet`, made on `staticType`, for every concrete type it can meet.
    init(_ selectionSet: [Selection], on staticType: String, context: SelectionContext) {
        self.staticType = staticType
        let candidates = [staticType] + (context.schema.possibleTypes[staticType].map { $0.sorted() } ?? [])
        var fieldsByType: [String: CompiledFields] = [:]
        for typeName in candidates {
            fieldsByType[typeName] = CompiledFields(context.collector.collectFields(selectionSet, typeName: typeName).map { collected in
                let field = collected.field
                let compositeType = context.schema.compositeType(of: field.name, in: typeName)
                let isLeaf = compositeType == nil && collected.selectionSet.isEmpty
                return CompiledField(
                    responseKey: field.responseKey,
                    fieldKey: context.fieldKey(field),
                    selection: isLeaf ? nil : CompiledSelectionSet(collected.selectionSet, on: compositeType ?? field.name, context: context)
                )
            })
        }
        self.fieldsByType = fieldsByType
        acceptedTypeNames = candidates
    }

    /// The fields that apply to an object of `typeName`.
    func fields(for typeName: String) -> CompiledFields {
        fieldsByType[typeName] ?? fieldsByType[staticType] ?? CompiledFields([])
    }

    /// Whether an object of the type named by these UTF-8 bytes can stand here: the selection's type or one of
    /// its possible types.
    func accepts(typeNamed utf8: Substring.UTF8View) -> Bool {
        acceptedTypeNames.contains { $0.utf8.elementsEqual(utf8) }
    }

    /// The type objects of this selection have when they do not say.
    var defaultType: String { staticType }
}

/// The fields of a compiled selection that apply to one type, in the order they are selected, and their response
/// keys in the order a `JSONObject` holds them: one array of keys for every object read with them.
struct CompiledFields: Sendable {
    /// The fields, as selected.
    let fields: [CompiledField]
    /// Their response keys, sorted.
    let responseKeys: [String]
    /// Where each field's response key is among `responseKeys`.
    let slots: [Int]

    /// The fields, each with its own response key (as CollectFields groups them).
    init(_ fields: [CompiledField]) {
        self.fields = fields
        let sorted = fields.indices.sorted { fields[$0].responseKey < fields[$1].responseKey }
        responseKeys = sorted.map { fields[$0].responseKey }
        var slots = [Int](repeating: 0, count: fields.count)
        for (slot, index) in sorted.enumerated() { slots[index] = slot }
        self.slots = slots
    }
}

/// One field of a compiled selection.
struct CompiledField: Sendable {
    /// Its key in the response: the alias, else the name.
    let responseKey: String
    /// Its key in a record: the name with its arguments.
    let fieldKey: String
    /// Its sub-selection; nil for a leaf.
    let selection: CompiledSelectionSet?
}
