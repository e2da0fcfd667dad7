import GraphQL

/// A field as a selection set asks for it: the node, the type it is selected on, and what that type says of it.
struct CollectedField {
    /// The type the field is selected on (nil when it is unknown, which other rules report).
    let parentType: (any GraphQLCompositeType)?
    /// The field node.
    let node: Field
    /// The field's declared type, nil for unknown fields and meta-fields such as `__typename`.
    let type: (any GraphQLOutputType)?
    /// `ArgumentsKey` of the node's arguments, computed once.
    let argumentsKey: String
    /// The same number for the same leaf field with the same arguments on the same type (see `FieldConflictFinder`);
    /// nil for a field with a sub-selection.
    let leafIdentity: Int?
}

/// The fields of one selection set by response name (inline fragments included), and the fragments it spreads.
///
/// A class because the conflict finder caches it per selection set and compares instances by identity.
final class CollectedFields {
    /// Response names in the order they first appear.
    private(set) var responseNames: [String] = []
    /// The fields under each response name, in document order.
    private(set) var fieldsByResponseName: [String: [CollectedField]] = [:]
    /// Names of the fragments spread directly or through inline fragments, without repeats, in order.
    private(set) var fragmentNames: [String] = []
    private var knownFragmentNames: Set<String> = []

    /// Adds a field under its response name.
    func add(_ field: CollectedField) {
        let responseName = field.node.alias?.value ?? field.node.name.value
        if fieldsByResponseName[responseName] == nil { responseNames.append(responseName) }
        fieldsByResponseName[responseName, default: []].append(field)
    }

    /// Records a fragment spread.
    func addFragment(named name: String) {
        if knownFragmentNames.insert(name).inserted { fragmentNames.append(name) }
    }
}
