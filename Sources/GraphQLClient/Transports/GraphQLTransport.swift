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

    /// Creates a reply.
    public init(body: Data, statusCode: Int = 200, source: ResponseSource, exchange: HTTPExchange? = nil) {
        self.body = body
        self.statusCode = statusCode
        self.source = source
        self.exchange = exchange
    }
}

/// Carries a `GraphQLRequest` to a GraphQL server (over HTTP, in process, ...) and brings back its reply.
public protocol GraphQLTransport: Sendable {
    /// Sends one request.
    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply
}
