/// One entry of a selection set as the spec's CollectFields reads it, whichever syntax tree holds it.
public enum CollectableSelection<FieldNode, SelectionNode, Directives> {
    /// A field, under its response key (the alias, else the name).
    case field(FieldNode, responseKey: String, directives: Directives)
    /// `...Name`.
    case fragmentSpread(name: String, directives: Directives)
    /// `... on Type { ... }`, or `... { ... }` with no type condition.
    case inlineFragment(typeCondition: String?, directives: Directives, selections: [SelectionNode])
}

/// The spec's (and graphql-js's) CollectFields over a syntax tree of selections: the engine runs it over
/// GraphQLSwift's tree, and the client's cache, the answers' text and `query --document` over the selection model.
/// A conformer says what its selections are, how it reads `@skip` and `@include`, its fragments and its type
/// conditions; the walk itself is written once, here.
public protocol FieldCollecting {
    /// One entry of a selection set.
    associatedtype SelectionNode
    /// A field entry.
    associatedtype FieldNode
    /// A selection's directives.
    associatedtype Directives
    /// Why `@skip` or `@include` could not be read.
    associatedtype Failure: Error

    /// What `selection` is; nil for an entry that is none of a field, a fragment spread or an inline fragment.
    func collectable(_ selection: SelectionNode) -> CollectableSelection<FieldNode, SelectionNode, Directives>?
    /// Whether `@skip` and `@include` among `directives` let their selection through.
    func isIncluded(_ directives: Directives) throws(Failure) -> Bool
    /// The type condition and selections of the fragment named `name`; nil when there is none of that name.
    func fragment(named name: String) -> (typeCondition: String, selections: [SelectionNode])?
    /// Whether an object of the type named `typeName` satisfies the type condition `condition`.
    func satisfies(_ typeName: String, _ condition: String) -> Bool
}

extension FieldCollecting {
    /// The fields `selectionSets` select on an object of the type named `typeName`, by response key in document
    /// order, each key with its field nodes in order; each fragment is expanded once.
    @inlinable
    public func fields(of selectionSets: [[SelectionNode]], on typeName: String) throws(Failure) -> [(key: String, nodes: [FieldNode])] {
        var keys: [String] = []
        var nodesByKey: [String: [FieldNode]] = [:]
        var visitedFragments: Set<String> = []
        for selections in selectionSets {
            try collect(selections, on: typeName, keys: &keys, nodesByKey: &nodesByKey, visitedFragments: &visitedFragments)
        }
        return keys.compactMap { key in nodesByKey[key].map { (key, $0) } }
    }

    @inlinable
    func collect(
        _ selections: [SelectionNode], on typeName: String, keys: inout [String], nodesByKey: inout [String: [FieldNode]],
        visitedFragments: inout Set<String>
    ) throws(Failure) {
        for selection in selections {
            switch collectable(selection) {
            case .field(let field, let key, let directives):
                guard try isIncluded(directives) else { continue }
                if nodesByKey[key] == nil { keys.append(key) }
                nodesByKey[key, default: []].append(field)
            case .inlineFragment(let condition, let directives, let inner):
                guard try isIncluded(directives), condition.map({ satisfies(typeName, $0) }) ?? true else { continue }
                try collect(inner, on: typeName, keys: &keys, nodesByKey: &nodesByKey, visitedFragments: &visitedFragments)
            case .fragmentSpread(let name, let directives):
                // In graphql-js's order: a spread of a fragment already met is passed over before its directives
                // are read (which may fail), and a fragment counts as met even where its condition does not hold.
                guard !visitedFragments.contains(name), try isIncluded(directives) else { continue }
                visitedFragments.insert(name)
                guard let fragment = fragment(named: name), satisfies(typeName, fragment.typeCondition) else { continue }
                try collect(fragment.selections, on: typeName, keys: &keys, nodesByKey: &nodesByKey, visitedFragments: &visitedFragments)
            case nil:
                continue
            }
        }
    }
}
