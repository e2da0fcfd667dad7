import Foundation
import JSONCore

/// The record of one request: what was asked, under which policy, each source asked and what came back (status,
/// time and size, or the failure), the verdict on the reply (accepted, or refused and why), where the answer given
/// came from (the network, or the cache or the bundled data instead), how long it all took, and what it held.
/// Made in one place (`GraphQLClient.run`); every answer the client gives carries one, the client keeps the last
/// ones in its request log and hands each to its `onRecord`, and the request log, `--log` and `--explain` are
/// renderings of it (`AnswerTrace+Words`).
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
    /// Each source asked, in order: the network, then a stand-in when the network failed.
    public var attempts: [TransportAttempt]
    /// Why the network's reply was refused (it does not match the operation, or broke a limit); nil when it was
    /// not.
    public var refusal: String?

    /// Creates a trace.
    public init(
        id: Int, operationName: String?, operationType: GraphQLOperationType, document: String, variables: Data,
        policy: CachePolicy?, origin: AnswerOrigin?, startedAt: Date, duration: Duration, data: JSONValue? = nil,
        errors: [GraphQLResponseError] = [], failure: String? = nil, attempts: [TransportAttempt] = [], refusal: String? = nil
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
        self.attempts = attempts
        self.refusal = refusal
    }

    /// The verdict on the reply: refused and why, else accepted; nil when no source replied (a cache read, or a
    /// failure before any reply).
    public var verdict: ReplyVerdict? {
        if let refusal { return .refused(refusal) }
        let replied = attempts.contains { if case .replied = $0.outcome { true } else { false } }
        return replied && failure == nil ? .accepted : nil
    }

    /// What was shown instead of the network's answer: the cache's or the bundled data's, after the network
    /// failed or its reply was refused; nil when the network answered, or nothing did.
    public var shownInstead: AnswerOrigin? {
        let networkFailed = attempts.contains { attempt in
            guard !attempt.standIn else { return false }
            if case .failed = attempt.outcome { return true }
            return refusal != nil
        }
        guard networkFailed, let origin else { return nil }
        if case .network = origin { return nil }
        return origin
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
