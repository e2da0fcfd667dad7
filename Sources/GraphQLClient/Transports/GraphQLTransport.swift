import Foundation

/// What a transport hands back: the raw body, its HTTP status and where it came from.
public struct TransportReply: Sendable, Hashable {
    /// The response body.
    public var body: Data
    /// The HTTP status (200 for in-process transports that executed the request, 400 for ones that refused it).
    public var statusCode: Int
    /// Where the reply came from.
    public var source: ResponseSource
    /// How it travelled, for replies that came over HTTP.
    public var exchange: HTTPExchange?
    /// When the request must be over, parsing and normalizing the reply included; nil when it has no deadline.
    public var deadline: ReplyDeadline?

    /// Creates a reply.
    public init(
        body: Data, statusCode: Int = 200, source: ResponseSource, exchange: HTTPExchange? = nil, deadline: ReplyDeadline? = nil
    ) {
        self.body = body
        self.statusCode = statusCode
        self.source = source
        self.exchange = exchange
        self.deadline = deadline
    }

    // The deadline is when the work must end, not part of what was received.
    public static func == (lhs: TransportReply, rhs: TransportReply) -> Bool {
        lhs.body == rhs.body && lhs.statusCode == rhs.statusCode && lhs.source == rhs.source && lhs.exchange == rhs.exchange
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(body)
        hasher.combine(statusCode)
        hasher.combine(source)
        hasher.combine(exchange)
    }
}

/// Carries a `GraphQLRequest` to a GraphQL server (over HTTP, in process, ...) and brings back its reply.
public protocol GraphQLTransport: Sendable {
    /// Sends one request.
    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply
}
