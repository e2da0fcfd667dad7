@testable import CountriesServer
@testable import CountriesEngine
import Foundation
import Testing

@Suite("GraphQLHTTPEndpoint")
struct GraphQLHTTPEndpointTests {
    let endpoint = GraphQLHTTPEndpoint(executor: PromptExecutor())

    /// A weight of 0 refuses what it names (RFC 9110 §12.4.2); an explicit coding outranks `*`.
    @Test(arguments: [
        ("application/graphql-response+json", true), ("application/graphql-response+json;q=0, application/json", false),
        ("application/graphql-response+json; q=0.0, */*", false), ("application/json;q=0.5, application/graphql-response+json", true),
        ("application/json, application/graphql-response+json;q=0.5", false), ("*/*", false), ("", false),
    ])
    func theResponseTypeHonoursWeights(accept: String, graphQLType: Bool) {
        #expect(GraphQLHTTPEndpoint.responseType(for: accept).hasPrefix("application/graphql-response+json") == graphQLType, "\(accept)")
    }

    @Test func gzipHonoursWeights() {
        #expect(ResponseCompression.acceptsGzip("gzip"))
        #expect(ResponseCompression.acceptsGzip("br, *"))
        #expect(ResponseCompression.acceptsGzip("GZIP;Q=0.5"))
        #expect(!ResponseCompression.acceptsGzip("gzip;q=0, *"))
        #expect(!ResponseCompression.acceptsGzip("*;q=0"))
        #expect(!ResponseCompression.acceptsGzip("br"))
        #expect(!ResponseCompression.acceptsGzip(nil))
        #expect(!GraphiQLPlayground.wantsPage(method: .get, accept: "text/html;q=0, application/json"))
        #expect(GraphiQLPlayground.wantsPage(method: .get, accept: "application/json;q=0.9, text/html"))
    }

    /// The server decodes no request body: one sent with a coding is refused, not parsed as it is.
    @Test(arguments: ["gzip", "br", "deflate, gzip"])
    func anEncodedBodyIsA415(coding: String) async {
        let reply = await endpoint.respond(to: GraphQLHTTPRequest(
            method: "POST", contentType: "application/json", contentEncoding: coding, body: Data(#"{"query":"{ a }"}"#.utf8)
        ))
        #expect(reply.status == 415)
        #expect(String(decoding: reply.body, as: UTF8.self).contains("Unsupported Content-Encoding"))
        let identity = await endpoint.respond(to: GraphQLHTTPRequest(
            method: "POST", contentType: "application/json", contentEncoding: "identity", body: Data(#"{"query":"{ a }"}"#.utf8)
        ))
        #expect(identity.status == 200)
    }

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

    @Test func aMutationSentByGETOrHEADIsA405AndByPOSTIsRun() async {
        for method in ["GET", "HEAD"] {
            let named = await endpoint.respond(to: GraphQLHTTPRequest(
                method: method, queryParameters: ["query": "query Q { a } mutation M { b }", "operationName": "M"]
            ))
            #expect(named.status == 405, "\(method)")
            #expect(named.headers["Allow"] == "GET, POST, OPTIONS, HEAD")
            #expect(String(decoding: named.body, as: UTF8.self).contains("A mutation cannot be sent by GET; use POST."))
            let query = await endpoint.respond(to: GraphQLHTTPRequest(
                method: method, queryParameters: ["query": "query Q { a } mutation M { b }", "operationName": "Q"]
            ))
            #expect(query.status == 200, "\(method)")
        }
        let posted = await endpoint.respond(to: GraphQLHTTPRequest(
            method: "POST", contentType: "application/json", body: Data(#"{"query":"mutation { b }"}"#.utf8)
        ))
        #expect(posted.status == 200)
    }

    @Test func aMutationNamedByItsPersistedHashIsRefusedOverGETToo() async {
        let document = "mutation { b }"
        let extensions = #"{"persistedQuery":{"version":1,"sha256Hash":"\#(PersistedQueries.sha256(document))"}}"#
        let kept = await endpoint.respond(to: GraphQLHTTPRequest(
            method: "POST", contentType: "application/json",
            body: Data(#"{"query":"\#(document)","extensions":\#(extensions)}"#.utf8)
        ))
        #expect(kept.status == 200)
        let byHash = await endpoint.respond(to: GraphQLHTTPRequest(method: "GET", queryParameters: ["extensions": extensions]))
        #expect(byHash.status == 405)
    }

    @Test func aPOSTWithoutContentTypeIsA415() async {
        let reply = await endpoint.respond(to: GraphQLHTTPRequest(method: "POST", body: Data(#"{"query":"{ a }"}"#.utf8)))
        #expect(reply.status == 415)
        #expect(String(decoding: reply.body, as: UTF8.self).contains("Missing Content-Type; send application/json."))
    }

    @Test(arguments: [#""string""#, "0", "false", #"["array"]"#])
    func extensionsThatIsNotAnObjectIsA400(extensions: String) async {
        let post = await endpoint.respond(to: GraphQLHTTPRequest(
            method: "POST", contentType: "application/json", body: Data(#"{"query":"{ a }","extensions":\#(extensions)}"#.utf8)
        ))
        #expect(post.status == 400)
        #expect(String(decoding: post.body, as: UTF8.self).contains(#"\"extensions\" must be a JSON object."#))
        let get = await endpoint.respond(to: GraphQLHTTPRequest(method: "GET", queryParameters: ["query": "{ a }", "extensions": extensions]))
        #expect(get.status == 400)
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
