import GraphQL
import Synchronization

/// Counts the list elements one execution resolves; once over its limit, every further list resolves empty
/// so that execution winds down quickly, and the service replaces the result with one clear error.
final class ResultBudget: Sendable {
    private let limit: Int
    private let state = Mutex<(spent: Int, exceeded: Bool)>((0, false))

    /// Creates a budget of `limit` list elements.
    init(limit: Int) {
        self.limit = limit
    }

    /// Charges `count` elements; false once the budget is exceeded.
    func admit(_ count: Int) -> Bool {
        state.withLock { state in
            guard !state.exceeded else { return false }
            state.spent += count
            if state.spent > limit { state.exceeded = true }
            return !state.exceeded
        }
    }

    /// Whether any list was refused.
    var exceeded: Bool { state.withLock { $0.exceeded } }

    /// The error reported when the budget is exceeded.
    var error: GraphQLError {
        GraphQLError(
            message: "Query result is too large: it resolves more than \(limit) list elements. Ask for fewer nested lists."
        )
    }
}
