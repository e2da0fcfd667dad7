import GraphQL

/// Bounds that refuse abusive queries before they exhaust memory or time.
public struct QueryLimits: Sendable, Equatable {
    /// The longest chain of nested fields allowed (introspection excepted).
    public var maxDepth: Int
    /// The most values one response may hold, as bounded before execution from the static data: every
    /// field's value under every parent object it can have, and every list element.
    public var maxResultValues: Int

    /// Creates limits.
    public init(maxDepth: Int = 6, maxResultValues: Int = 100_000) {
        self.maxDepth = maxDepth
        self.maxResultValues = maxResultValues
    }

    /// Returns an error when the operation nests fields deeper than `maxDepth`.
    func checkDepth(of operation: OperationDefinition, fragments: [String: FragmentDefinition]) -> GraphQLError? {
        var visiting: Set<String> = []
        let depth = Self.depth(of: operation.selectionSet, fragments: fragments, visiting: &visiting)
        guard depth > maxDepth else { return nil }
        return GraphQLError(
            message: "Query is nested \(depth) fields deep; the limit is \(maxDepth). Ask for fewer nested levels."
        )
    }

    private static func depth(
        of selectionSet: SelectionSet, fragments: [String: FragmentDefinition], visiting: inout Set<String>
    ) -> Int {
        var deepest = 0
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                // Introspection is deep by nature (ofType chains) and bounded by the schema.
                if field.name.value.hasPrefix("__") { continue }
                let below = field.selectionSet.map { depth(of: $0, fragments: fragments, visiting: &visiting) } ?? 0
                deepest = max(deepest, 1 + below)
            case let inline as InlineFragment:
                deepest = max(deepest, depth(of: inline.selectionSet, fragments: fragments, visiting: &visiting))
            case let spread as FragmentSpread:
                let name = spread.name.value
                guard let fragment = fragments[name], visiting.insert(name).inserted else { continue }
                deepest = max(deepest, depth(of: fragment.selectionSet, fragments: fragments, visiting: &visiting))
                visiting.remove(name)
            default:
                continue
            }
        }
        return deepest
    }
}
