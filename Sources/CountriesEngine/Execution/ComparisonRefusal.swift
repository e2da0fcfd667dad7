import GraphQL

/// The errors of a field-merging search that stopped before its end.
enum ComparisonRefusal {
    /// The words that begin the refusal of a document over the comparison budget.
    static let prefix = "Document needs more than"
    /// What a search stopped by its task's cancellation says (the request's deadline passed, or its client left).
    static let cancelled = "The request was cancelled before it was done."

    /// Whether `error` is one of these.
    static func isStop(_ error: GraphQLError) -> Bool {
        error.message.hasPrefix(prefix) || error.message == cancelled
    }

    /// The refusal of a document whose fields need more than `limit` comparisons to merge.
    static func message(limit: Int) -> String {
        "\(prefix) \(limit) comparisons of fields to validate, the limit. Ask for each field once under each name."
    }
}
