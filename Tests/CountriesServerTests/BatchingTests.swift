@testable import CountriesServer
@testable import CountriesEngine
import CountryExplorerTesting
import Foundation
import Testing

/// Batched requests, as graphql-yoga's `batching: true` takes them: a JSON array of requests, answered with the
/// array of their results in order, within one deadline and a limit on their number.
@Suite("Batched requests")
struct BatchingTests {
    private func post(_ body: String, to endpoint: GraphQLHTTPEndpoint, accept: String? = nil) async -> GraphQLHTTPReply {
        await endpoint.respond(to: GraphQLHTTPRequest(method: "POST", contentType: "application/json", accept: accept, body: Data(body.utf8)))
    }

    private func entries(_ count: Int) -> String {
        "[" + Array(repeating: #"{"query":"{ a }"}"#, count: count).joined(separator: ",") + "]"
    }

    @Test func resultsComeInTheOrderOfTheEntries() async throws {
        let clock = ManualClock()
        let endpoint = GraphQLHTTPEndpoint(executor: SlowExecutor(clock: clock, step: .milliseconds(1)), clock: clock)
        let reply = await post(entries(3), to: endpoint)
        #expect(reply.status == 200)
        #expect(String(decoding: reply.body, as: UTF8.self) == #"[{"data":{"n":1}},{"data":{"n":2}},{"data":{"n":3}}]"#)
    }

    @Test func theLimitIsTenByDefaultAsInGraphQLYoga() async {
        let endpoint = GraphQLHTTPEndpoint(executor: PromptExecutor())
        #expect(await post(entries(10), to: endpoint).status == 200)
        let over = await post(entries(11), to: endpoint)
        #expect(over.status == 413)
        #expect(String(decoding: over.body, as: UTF8.self) == #"{"errors":[{"message":"Batching is limited to 10 operations per request."}]}"#)
    }

    @Test func theLimitIsAnOption() async {
        let endpoint = GraphQLHTTPEndpoint(executor: PromptExecutor(), batchLimit: 2)
        #expect(await post(entries(2), to: endpoint).status == 200)
        #expect(await post(entries(3), to: endpoint).status == 413)
    }

    @Test func anEmptyBatchIsRefusedWhole() async throws {
        let reply = await post("[]", to: GraphQLHTTPEndpoint(executor: PromptExecutor()))
        #expect(reply.status == 400)
        let errors = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [String: Any])["errors"] as? [[String: Any]]
        #expect(errors?.first?["message"] as? String == "The batch is empty; send at least one {\"query\": ...}.")
    }

    /// Each entry gets its own answer: one that is not a request is answered with its error in its place, and the
    /// others still run.
    @Test(arguments: [
        (#"[{"query":"{ a }"},1]"#, "Request body must be a JSON object with a \"query\"."),
        (#"[{"query":"{ a }"},{"variables":{}}]"#, "Missing \"query\": send the GraphQL document as a string."),
        (#"[{"query":"{ a }"},[]]"#, "Request body must be a JSON object with a \"query\"."),
    ])
    func aBadEntryIsAnsweredInItsPlace(body: String, message: String) async throws {
        let reply = await post(body, to: GraphQLHTTPEndpoint(executor: PromptExecutor()))
        #expect(reply.status == 200)
        let results = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]])
        #expect(results.count == 2)
        #expect(results.first?["data"] != nil)
        #expect((results.last?["errors"] as? [[String: Any]])?.first?["message"] as? String == message)
    }

    /// An Apollo client batches persisted queries by hash; an unknown hash is answered in its entry's place with
    /// the code it acts on (sending the document), as a single request is, and the other entries still run.
    @Test func anUnknownPersistedQueryInABatchGetsItsOwnNotFound() async throws {
        let hash = String(repeating: "ab", count: 32)
        let body = #"[{"query":"{ a }"},{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"\#(hash)"}}},{"query":"{ a }"}]"#
        // A clock no one moves: the batch's one deadline cannot pass however busy the machine is.
        let reply = await post(body, to: GraphQLHTTPEndpoint(executor: PromptExecutor(), clock: ManualClock()))
        let text = String(decoding: reply.body, as: UTF8.self)
        #expect(reply.status == 200)
        let results = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]], "\(text)")
        #expect(results.count == 3)
        #expect(results[0]["data"] != nil && results[2]["data"] != nil, "\(text)")
        let error = try #require((results[1]["errors"] as? [[String: Any]])?.first)
        #expect(error["message"] as? String == "PersistedQueryNotFound")
        #expect((error["extensions"] as? [String: Any])?["code"] as? String == "PERSISTED_QUERY_NOT_FOUND")
    }

    @Test func theBatchSharesOneDeadline() async throws {
        let clock = ManualClock()
        let executor = SlowExecutor(clock: clock, step: .seconds(3))
        let endpoint = GraphQLHTTPEndpoint(executor: executor, deadline: .seconds(5), clock: clock)
        let reply = await post(entries(3), to: endpoint)
        #expect(reply.status == 200)
        // The second entry moves the clock past the deadline, so its own answer races the deadline's; the third
        // finds no time left either way.
        #expect(executor.count == 2, "the third entry finds the deadline passed and does not run")
        let results = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]])
        #expect(results.count == 3)
        #expect((results[2]["errors"] as? [[String: Any]])?.first?["message"] as? String == "The request did not finish within 5 s and was stopped.")
    }
}

/// The GraphQL-over-HTTP spec's SHOULDs for the legacy `application/json` media type: a document that does not
/// parse, validate or coerce is answered 200 with its errors, where `application/graphql-response+json` gets 400.
@Suite("Request errors by media type")
struct RequestErrorStatusTests {
    final class Refusing: GraphQLExecuting {
        func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
            GraphQLServiceResponse(body: Data(#"{"errors":[{"message":"no"}]}"#.utf8), outcome: .rejected)
        }
    }

    @Test(arguments: [
        (nil, 200), ("application/json", 200), ("*/*", 200),
        ("application/graphql-response+json", 400), ("application/graphql-response+json, application/json;q=0.9", 400),
    ] as [(String?, Int)])
    func theStatusOfARequestErrorFollowsTheMediaType(accept: String?, status: Int) async {
        let endpoint = GraphQLHTTPEndpoint(executor: Refusing())
        let reply = await endpoint.respond(to: GraphQLHTTPRequest(method: "POST", contentType: "application/json", accept: accept, body: Data(#"{"query":"{ a }"}"#.utf8)))
        #expect(reply.status == status)
    }
}
