import Foundation

/// Where a response's data came from.
public enum ResponseSource: Sendable, Hashable {
    /// A live endpoint.
    case network(endpoint: String)
    /// A local source standing in for a server (such as bundled data): the client's fallback, or a transport
    /// that answers in process; `reason` says why (offline mode, or the network failure that forced it).
    /// Never stored, and never preferred to cached data.
    case fallback(reason: FallbackReason)
    /// The local cache, written at `storedAt`.
    case cache(storedAt: Date)
}

/// A response to one operation: its data, any errors, and where it came from.
///
/// Partial data that arrives with errors is kept.
public struct GraphQLResponse<ResponseData: Sendable>: Sendable {
    /// The decoded data, when the server sent any.
    public var data: ResponseData?
    /// The errors, when the server sent any.
    public var errors: [GraphQLResponseError]
    /// Where it came from.
    public var source: ResponseSource
    /// How it was obtained (operation, variables, policy, origin, timings, sizes), when the client answered it.
    public var trace: AnswerTrace?

    /// Creates a response.
    public init(data: ResponseData?, errors: [GraphQLResponseError] = [], source: ResponseSource, trace: AnswerTrace? = nil) {
        self.data = data
        self.errors = errors
        self.source = source
        self.trace = trace
    }
}

extension GraphQLResponse: Equatable where ResponseData: Equatable {
    /// Equal data, errors and source: how an answer was obtained (its trace) is not part of it.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.data == rhs.data && lhs.errors == rhs.errors && lhs.source == rhs.source
    }
}
