/// Tries a primary transport (the network) and, when the network fails (DNS, connect, timeout, 5xx),
/// answers from a fallback (the bundled data), marking the reply as coming from it.
public struct FallbackTransport: GraphQLTransport {
    private let primary: any GraphQLTransport
    private let fallback: any GraphQLTransport

    /// Creates a transport that falls back from `primary` to `fallback`.
    public init(primary: any GraphQLTransport, fallback: any GraphQLTransport) {
        self.primary = primary
        self.fallback = fallback
    }

    /// Sends through the primary, or through the fallback when the primary's network failed.
    public func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        do {
            return try await primary.send(request)
        } catch where error.isNetworkFailure {
            var reply = try await fallback.send(request)
            reply.source = .bundled(reason: error.description)
            return reply
        }
    }
}
