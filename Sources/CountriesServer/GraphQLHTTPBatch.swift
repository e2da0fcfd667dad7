import CountriesEngine
import Foundation
import GraphQL

/// What a request asks to run: one operation, or a batch of them (a JSON array of request objects, which the
/// public API's graphql-yoga accepts with `batching: true`), each entry an operation or why it is refused.
enum RequestedOperations {
    case single(GraphQLServiceRequest)
    case batch([Result<GraphQLServiceRequest, GraphQLHTTPEndpoint.Refusal>])
}

extension GraphQLHTTPEndpoint {
    /// graphql-yoga's default limit on the operations of a batch.
    public static let standardBatchLimit = 10
    /// The largest `--batch-limit`: a batch shares one request's body size and deadline anyway.
    public static let maxBatchLimit = 1_000

    /// The operations of a batch, each an object as a single request's body is; refused whole when the batch is
    /// empty or past `limit`. An entry that is not a request, or names a persisted query the server does not know,
    /// is answered in its place, so that the other entries still run and a client can act on each answer.
    func batch(_ entries: [Map]) -> Result<[Result<GraphQLServiceRequest, Refusal>], Refusal> {
        let limit = batchLimit
        guard !entries.isEmpty else {
            return .failure(Refusal(status: 400, message: "The batch is empty; send at least one {\"query\": ...}."))
        }
        guard entries.count <= limit else {
            return .failure(Refusal(status: 413, message: "Batching is limited to \(limit) operations per request."))
        }
        return .success(entries.map { operation($0) })
    }

    /// Runs a batch's operations one after another within the one request deadline, and answers the array of
    /// their results in order, a refused entry's error in its place. An operation the deadline leaves no time for
    /// is answered with the deadline's error without running.
    func answer(batch operations: [Result<GraphQLServiceRequest, Refusal>], contentType: String) async -> GraphQLHTTPReply {
        let start = now()
        var body = Data("[".utf8)
        for (index, entry) in operations.enumerated() {
            if index > 0 { body.append(UInt8(ascii: ",")) }
            let operation: GraphQLServiceRequest
            switch entry {
            case .success(let given): operation = given
            case .failure(let refusal):
                body.append(CountriesEngine.requestErrorBody(refusal.message, code: refusal.code))
                continue
            }
            let left = deadline - (now() - start)
            guard left > .zero else {
                body.append(CountriesEngine.requestErrorBody(deadlineMessage))
                continue
            }
            let reply = await answer(operation, contentType: contentType, within: left)
            if reply.status == 503 { return reply }
            body.append(reply.body)
        }
        body.append(UInt8(ascii: "]"))
        return GraphQLHTTPReply(status: 200, contentType: contentType, body: body, operationName: nil, headers: [:])
    }
}
