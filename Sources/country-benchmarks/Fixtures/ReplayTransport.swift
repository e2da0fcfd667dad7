import Foundation
import GraphQLClient

/// A transport that answers every request with the same prepared body, so that only the client's own
/// work (building the request, decoding the reply) is timed.
struct ReplayTransport: GraphQLTransport {
    /// The body every reply carries.
    let body: Data

    /// Returns the prepared body with HTTP 200.
    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        TransportReply(body: body, statusCode: 200, source: .bundled(reason: "benchmark replay"))
    }
}
