import Foundation
import GraphQLClient
import Synchronization

/// A transport that answers from a script and counts its calls.
final class StubTransport: GraphQLTransport {
    private let script: @Sendable (Int) throws(GraphQLClientError) -> TransportReply
    private let calls = Mutex(0)

    /// How many requests were sent.
    var callCount: Int { calls.withLock { $0 } }

    /// Answers request n (0-based) with `script(n)`.
    init(_ script: @escaping @Sendable (Int) throws(GraphQLClientError) -> TransportReply) {
        self.script = script
    }

    /// Always answers with this body.
    convenience init(body: String, status: Int = 200) {
        self.init { _ in TransportReply(body: Data(body.utf8), statusCode: status, source: .network(endpoint: "stub")) }
    }

    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        let index = calls.withLock { count in
            defer { count += 1 }
            return count
        }
        return try script(index)
    }
}

/// A small hand-written operation, so these tests do not depend on generated code.
struct CapitalQuery: GraphQLQuery {
    struct Variables: Encodable, Sendable { let code: String }
    struct Data: Decodable, Sendable, Equatable {
        struct Country: Decodable, Sendable, Equatable {
            let name: String
            let capital: String?
        }
        let country: Country?
    }

    static let operationName = "Capital"
    static let document = "query Capital($code: ID!) { country(code: $code) { name capital } }"
    /// These tests use no cache.
    static let selections: OperationSelections? = nil
    let variables: Variables

    init(code: String) { variables = Variables(code: code) }
}
