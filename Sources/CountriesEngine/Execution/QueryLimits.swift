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
        var measure = DepthMeasure(fragments: fragments)
        let depth = measure.depth(of: operation.selectionSet)
        guard depth > maxDepth else { return nil }
        return GraphQLError(
            message: "Query is nested \(depth) fields deep; the limit is \(maxDepth). Ask for fewer nested levels."
        )
    }
}

/// Measures how deep selections nest, each fragment once: expanding a fragment at every spread costs 2^n
/// for n fragments that each spread the next one twice.
private struct DepthMeasure {
    let fragments: [String: FragmentDefinition]
    private var fragmentDepths: [String: Int] = [:]
    private var visiting: Set<String> = []

    init(fragments: [String: FragmentDefinition]) {
        self.fragments = fragments
    }

    mutating func depth(of selectionSet: SelectionSet) -> Int {
        var deepest = 0
        for selection in selectionSet.selections {
            switch selection {
            case let field as Field:
                // Introspection is deep by nature (ofType chains) and bounded by the schema.
                if field.name.value.hasPrefix("__") { continue }
                let below = field.selectionSet.map { depth(of: $0) } ?? 0
                deepest = max(deepest, 1 + below)
            case let inline as InlineFragment:
                deepest = max(deepest, depth(of: inline.selectionSet))
            case let spread as FragmentSpread:
                deepest = max(deepest, depth(ofFragment: spread.name.value))
            default:
                continue
            }
        }
        return deepest
    }

    private mutating func depth(ofFragment name: String) -> Int {
        if let known = fragmentDepths[name] { return known }
        // A cycle (refused by validation) or an unknown fragment adds nothing.
        guard let fragment = fragments[name], visiting.insert(name).inserted else { return 0 }
        let measured = depth(of: fragment.selectionSet)
        visiting.remove(name)
        fragmentDepths[name] = measured
        return measured
    }
}
