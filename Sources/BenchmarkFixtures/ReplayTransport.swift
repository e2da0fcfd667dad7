import Foundation
import GraphQLClient

/// A transport that answers every request with the same prepared body, so that only the client's own
/// work (building the request, decoding the reply) is timed.
public struct ReplayTransport: GraphQLTransport {
    /// The body every reply carries.
    public let body: Data
    /// Where replies claim to come from: a network source makes the client cache them.
    public var source: ResponseSource

    /// A transport replying `body`, as if from `source`.
    public init(body: Data, source: ResponseSource = .fallback(reason: .offline)) {
        self.body = body
        self.source = source
    }

    /// Returns the prepared body with HTTP 200.
    public func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        TransportReply(body: body, statusCode: 200, source: source)
    }
}
