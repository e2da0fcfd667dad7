@testable import CountriesServer
@testable import CountriesService
import Foundation
import Testing

@Suite("GraphQLHTTPEndpoint")
struct GraphQLHTTPEndpointTests {
    let endpoint = GraphQLHTTPEndpoint(executor: PromptExecutor())

    @Test func headIsAnsweredLikeGET() async {
        for method in ["GET", "HEAD"] {
            let reply = await endpoint.respond(to: GraphQLHTTPRequest(method: method, queryParameters: ["query": "{ a }"]))
            #expect(reply.status == 200, "\(method)")
        }
    }

    @Test func aQueryStringThatIsNotFormEncodingIsA400() async {
        let reply = await endpoint.respond(to: GraphQLHTTPRequest(method: "GET", queryParameters: nil))
        #expect(reply.status == 400)
        #expect(String(decoding: reply.body, as: UTF8.self).contains("not valid form encoding"))
    }

    @Test func aRememberedAnswerIsGivenWithoutExecuting() async {
        let remembered = GraphQLServiceResponse(body: Data(#"{"data":{"a":1}}"#.utf8), outcome: .executed)
        let endpoint = GraphQLHTTPEndpoint(executor: RememberingExecutor(remembered: remembered), deadline: .seconds(60))
        let reply = await endpoint.respond(to: GraphQLHTTPRequest(method: "GET", queryParameters: ["query": "{ a }"]))
        #expect(reply.status == 200)
        #expect(reply.body == remembered.body)
    }

    @Test func anotherMethodIsA405ThatListsTheAllowedOnes() async {
        let reply = await endpoint.respond(to: GraphQLHTTPRequest(method: "PUT"))
        #expect(reply.status == 405)
        #expect(reply.headers["Allow"] == "GET, POST, OPTIONS, HEAD")
    }

    @Test func errorMessagesQuoteAtMost64CharactersOfTheRequest() async {
        let just = String(repeating: "m", count: 64), over = String(repeating: "m", count: 65)
        let quotedJust = await endpoint.respond(to: GraphQLHTTPRequest(method: just))
        #expect(String(decoding: quotedJust.body, as: UTF8.self).contains("Method \(just) is"))
        let quotedOver = await endpoint.respond(to: GraphQLHTTPRequest(method: over))
        #expect(String(decoding: quotedOver.body, as: UTF8.self).contains("Method \(just)… is"))

        let longType = "text/" + String(repeating: "x", count: 100_000)
        let unsupported = await endpoint.respond(
            to: GraphQLHTTPRequest(method: "POST", contentType: longType, body: Data("{}".utf8))
        )
        #expect(unsupported.status == 415)
        #expect(unsupported.body.count < 512)
    }

    @Test func aCancelledRequestIsA503() async {
        let endpoint = self.endpoint
        let request = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await endpoint.respond(to: GraphQLHTTPRequest(method: "GET", queryParameters: ["query": "{ a }"]))
        }
        let reply = await request.value
        #expect(reply.status == 503)
        #expect(reply.headers["Connection"] == "close")
    }
}
