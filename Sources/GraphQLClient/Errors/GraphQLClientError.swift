/// Everything that can go wrong fetching an operation, each with a message a person can act on.
///
/// The tutorial's three kinds (network, GraphQL errors, no data) plus the transport's finer cases.
public enum GraphQLClientError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server could not be reached: which host, and why (DNS, refused, reset...).
    case network(host: String, reason: String)
    /// The server did not answer in time.
    case timeout(host: String, seconds: Double)
    /// The server answered with an HTTP error status and no GraphQL response.
    case httpStatus(code: Int, bodyExcerpt: String)
    /// The reply is not JSON, or not shaped like a GraphQL response, or its data does not match the operation.
    case malformedResponse(String)
    /// The reply broke one of the transport's `ReplyLimits` and was refused while it streamed in.
    case replyTooLarge(String)
    /// The server answered with errors and no data.
    case graphQLErrors([GraphQLResponseError])
    /// The server answered with neither data nor errors.
    case noData
    /// The request itself could not be built.
    case invalidRequest(String)
    /// The task was cancelled.
    case cancelled
    /// `cacheOnly` found no answer in the cache: what was missing, or too old.
    case cacheMiss(String)

    /// One line that says what happened.
    public var description: String {
        switch self {
        case .network(let host, let reason):
            "network error: cannot reach \(host): \(reason)"
        case .timeout(let host, let seconds):
            "network error: \(host) did not answer within \(Self.format(seconds)) s"
        case .httpStatus(let code, let excerpt):
            "HTTP \(code) from the server" + (excerpt.isEmpty ? "" : ": \(excerpt)")
        case .malformedResponse(let detail):
            "malformed response: \(detail)"
        case .replyTooLarge(let detail):
            "reply refused: \(detail)"
        case .graphQLErrors(let errors):
            "GraphQL error: " + errors.map(\.description).joined(separator: "; ")
        case .noData:
            "no data: the server answered with neither data nor errors"
        case .invalidRequest(let detail):
            "invalid request: \(detail)"
        case .cancelled:
            "cancelled"
        case .cacheMiss(let detail):
            "cache miss: \(detail)"
        }
    }

    /// Whether the client's fallback is warranted: the network, not the request, failed.
    public var isNetworkFailure: Bool {
        switch self {
        case .network, .timeout: true
        case .httpStatus(let code, _): code >= 500
        default: false
        }
    }

    /// Whether the server could not be asked or did not answer properly, as opposed to answering with errors.
    public var isTransportFailure: Bool {
        switch self {
        case .network, .timeout, .httpStatus, .malformedResponse, .replyTooLarge: true
        default: false
        }
    }

    private static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}
