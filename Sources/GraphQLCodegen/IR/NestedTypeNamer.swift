/// Names the nested structs of one selection Apollo-style, keeping sibling names unique.
///
/// A field's struct takes the field's response key in UpperCamelCase, singular for lists
/// (`countries` → `Country`). If a sibling or a reserved name already has it, the plural is used,
/// then the name with a `Selection` suffix, then a numbered one.
struct NestedTypeNamer {
    /// Names a nested struct must never take: Swift types the generated code refers to, members of
    /// every selection struct, and the generated fragment types (which nested code refers to by name).
    static let reservedNames: Set<String> = [
        "Any", "Array", "Bool", "Data", "Directive", "Double", "FieldSelection", "FragmentSelections", "Fragments",
        "GraphQLClient", "GraphQLFragment", "GraphQLNullable", "GraphQLQuery", "GraphQLSelectionModel", "Hashable",
        "InputArgument", "Int", "JSONCore", "JSONReadError", "JSONValue", "JSONValueReadable", "JSONValueWritable",
        "NoVariables", "OperationCatalog", "OperationSelections", "Optional", "Protocol", "Self", "Sendable", "String",
        "Swift", "Type", "Variables",
    ]

    private var taken: Set<String>

    /// A namer for one selection, avoiding `reserved` as well as `reservedNames`.
    init(reserved: Set<String>) {
        taken = reserved.union(Self.reservedNames)
    }

    /// The struct name for the field with `responseKey`; `isList` asks for the singular form first.
    mutating func name(forResponseKey responseKey: String, isList: Bool) -> String {
        let plain = SwiftNames.upperCamel(responseKey)
        var candidates = isList ? [SwiftNames.singular(plain), plain] : [plain]
        candidates.append(plain + "Selection")
        if let free = candidates.first(where: { !taken.contains($0) }) {
            taken.insert(free)
            return free
        }
        var number = 2
        while taken.contains("\(plain)Selection\(number)") { number += 1 }
        let numbered = "\(plain)Selection\(number)"
        taken.insert(numbered)
        return numbered
    }
}
