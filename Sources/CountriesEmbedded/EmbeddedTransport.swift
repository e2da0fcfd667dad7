import CountriesEngine
import Foundation
import GraphQL
import GraphQLClient
// GraphQLSwift has a GraphQLRequest too; this file means the client's.
import struct GraphQLClient.GraphQLRequest

/// A `GraphQLTransport` that runs requests on an in-process executor: no sockets, no network.
public struct EmbeddedTransport: GraphQLTransport {
    private let executor: any GraphQLExecuting
    private let reason: FallbackReason

    /// Creates a transport over `executor`; `reason` explains, in the reply's source, why the in-process data
    /// answers (a client's fallback marks its replies with its own reason).
    public init(executor: any GraphQLExecuting, reason: FallbackReason = .offline) {
        self.executor = executor
        self.reason = reason
    }

    /// Executes the request in process.
    public func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        guard case .dictionary(let members)? = try? JSONRequestValue.decode(request.variables) else {
            throw .invalidRequest("the variables are not a JSON object")
        }
        let variables = Dictionary(members.map { ($0.key, $0.value) }) { first, _ in first }
        let response = await executor.execute(
            GraphQLServiceRequest(query: request.query, operationName: request.operationName, variables: variables)
        )
        return TransportReply(
            body: response.body, statusCode: response.outcome == GraphQLServiceResponse.Outcome.executed ? 200 : 400,
            source: .fallback(reason: reason)
        )
    }
}
