import Foundation
import GraphQLClient

/// A transport that answers every request with the same prepared body, so that only the client's own
/// work (building the request, decoding the reply) is timed.
struct ReplayTransport: GraphQLTransport {
    /// The body every reply carries.
    let body: Data
    /// Where replies claim to come from: a network source makes the client cache them.
    var source: ResponseSource = .fallback(reason: .offline)

    /// Returns the prepared body with HTTP 200.
    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        TransportReply(body: body, statusCode: 200, source: source)
    }
}
