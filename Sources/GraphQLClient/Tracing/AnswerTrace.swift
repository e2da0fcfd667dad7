import Foundation
import JSONCore

/// How one answer was obtained: what was asked, under which policy, where the answer came from, how long it
/// took and how large it was, and what it held. Every answer the client gives carries one, and the client
/// keeps the last ones in its request log.
public struct AnswerTrace: Sendable, Hashable, Identifiable {
    /// Its place in this client's log: 1 for the first answer or failure of the run, then counting up.
    public var id: Int
    /// The operation's name, when the document names it.
    public var operationName: String?
    /// Query, mutation or subscription.
    public var operationType: GraphQLOperationType
    /// The document as sent, fragments included.
    public var document: String
    /// The variables as sent: a JSON object.
    public var variables: Data
    /// The policy the answer was given under; nil for the fallback's answer given at once (`fallbackAnswer`).
    public var policy: CachePolicy?
    /// Where the answer came from; nil when there was none (`failure` says why).
    public var origin: AnswerOrigin?
    /// When the client was asked.
    public var startedAt: Date
    /// How long after `startedAt` the answer (or the failure) came.
    public var duration: Duration
    /// The answer's `data`, when it had any.
    public var data: JSONValue?
    /// The answer's GraphQL errors: with `data`, a partial answer.
    public var errors: [GraphQLResponseError]
    /// Why there was no answer, in words; nil when there was one.
    public var failure: String?

    /// Creates a trace.
    public init(
        id: Int, operationName: String?, operationType: GraphQLOperationType, document: String, variables: Data,
        policy: CachePolicy?, origin: AnswerOrigin?, startedAt: Date, duration: Duration, data: JSONValue? = nil,
        errors: [GraphQLResponseError] = [], failure: String? = nil
    ) {
        self.id = id
        self.operationName = operationName
        self.operationType = operationType
        self.document = document
        self.variables = variables
        self.policy = policy
        self.origin = origin
        self.startedAt = startedAt
        self.duration = duration
        self.data = data
        self.errors = errors
        self.failure = failure
    }
}

/// Where an answer came from, with what the inspector shows of each source.
public enum AnswerOrigin: Sendable, Hashable {
    /// A server at `endpoint`, which answered with HTTP `status` and `bytes` bytes (after any decompression);
    /// `exchange` says how, when the transport is HTTP.
    case network(endpoint: String, status: Int, bytes: Int, exchange: HTTPExchange?)
    /// The normalized cache: rebuilt from `records` records, the oldest written at `storedAt`, kept in `file`
    /// (nil in memory).
    case cache(storedAt: Date, records: Int, file: URL?)
    /// A local stand-in such as the bundled data, which answered with `bytes` bytes, and why.
    case bundled(FallbackReason, bytes: Int)
}

extension AnswerOrigin {
    /// The bytes the answer came as, when it came as bytes (the network's, or a stand-in's).
    var bytes: Int? {
        switch self {
        case .network(_, _, let bytes, _), .bundled(_, let bytes): bytes
        case .cache: nil
        }
    }
}

/// How a request travelled over HTTP.
public struct HTTPExchange: Sendable, Hashable {
    /// GET or POST.
    public var method: String
    /// What was sent of the document under automatic persisted queries (`.document` without them).
    public var sending: DocumentSending
    /// Whether the body is the one kept for this GET, which the server confirmed unchanged (304).
    public var revalidated: Bool

    /// Creates an exchange.
    public init(method: String, sending: DocumentSending, revalidated: Bool = false) {
        self.method = method
        self.sending = sending
        self.revalidated = revalidated
    }
}
