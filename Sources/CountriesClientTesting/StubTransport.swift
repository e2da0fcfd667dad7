import Foundation
import GraphQLClient
import Synchronization

/// A transport that answers from a script and counts its calls.
public final class StubTransport: GraphQLTransport {
    private let script: @Sendable (Int) throws(GraphQLClientError) -> TransportReply
    private let calls = Mutex(0)

    /// How many requests were sent.
    public var callCount: Int { calls.withLock { $0 } }

    /// Answers request n (0-based) with `script(n)`.
    public init(_ script: @escaping @Sendable (Int) throws(GraphQLClientError) -> TransportReply) {
        self.script = script
    }

    /// Always answers with this body.
    public convenience init(body: String, status: Int = 200) {
        self.init { _ in TransportReply(body: Data(body.utf8), statusCode: status, source: .network(endpoint: "stub")) }
    }

    public func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        let index = calls.withLock { count in
            defer { count += 1 }
            return count
        }
        return try script(index)
    }
}
