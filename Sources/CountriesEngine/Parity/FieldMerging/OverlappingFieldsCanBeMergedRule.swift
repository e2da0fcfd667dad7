import GraphQL

/// The spec's Field Selection Merging rule (5.3.2), missing from GraphQLSwift 4.3.0's `specifiedRules`: fields
/// answering under one response name must be one field with one set of arguments (unless their parents are
/// different object types) and return types that merge, down through their sub-selections.
///
/// Reports at most `maxConflicts` conflicts, since a document can hold quadratically many. A search that needs
/// more than `maxComparisons` comparisons of two fields is refused with `ComparisonRefusal`, and one whose task is
/// cancelled stops with `ComparisonRefusal.cancelled`; either is then the rule's last error.
func overlappingFieldsCanBeMergedRule(
    maxConflicts: Int, maxComparisons: Int, index: SchemaIndex
) -> @Sendable (ValidationContext) -> Visitor {
    { context in
        let finder = FieldConflictFinder(context: context, index: index, maxComparisons: maxComparisons)
        var reported = 0
        return Visitor(enter: { node, _, _, _, _ in
            guard let selectionSet = node as? SelectionSet, reported < maxConflicts else { return .continue }
            let limit = maxConflicts - reported
            for conflict in finder.conflicts(within: selectionSet, parentType: context.parentType, limit: limit).prefix(limit) {
                context.report(error: conflict.error)
                reported += 1
            }
            switch finder.stop {
            case nil:
                return .continue
            case .overBudget?:
                context.report(error: GraphQLError(message: ComparisonRefusal.message(limit: maxComparisons)))
            case .cancelled?:
                context.report(error: GraphQLError(message: ComparisonRefusal.cancelled))
            }
            // This rule alone stops: GraphQLSwift's visitors in parallel leave it out from here on.
            return .break
        })
    }
}
