import GraphQL

/// Finds fragment spreads in a selection set, including inside nested fields and inline fragments.
enum FragmentSpreads {
    /// The distinct names spread anywhere inside `selectionSet`, sorted.
    static func names(in selectionSet: SelectionSet) -> [String] {
        var names: Set<String> = []
        collect(selectionSet, into: &names)
        return names.sorted()
    }

    private static func collect(_ selectionSet: SelectionSet, into names: inout Set<String>) {
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                if let nested = field.selectionSet { collect(nested, into: &names) }
            case let spread as FragmentSpread:
                names.insert(spread.name.value)
            case let inline as InlineFragment:
                collect(inline.selectionSet, into: &names)
            default:
                break
            }
        }
    }
}
