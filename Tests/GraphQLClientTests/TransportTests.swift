import CountriesClientTesting
import Foundation
import GraphQLClient
import HTTPTypes
import Testing

@Suite("Requests, fallback, retries and interceptors")
struct TransportTests {
    @Test func requestBodyAndQueryItems() throws {
        let request = GraphQLRequest(CapitalQuery(code: "JP"))
        let body = try JSONSerialization.jsonObject(with: request.jsonBody) as? [String: Any]
        #expect(body?["query"] as? String == CapitalQuery.document)
        #expect(body?["operationName"] as? String == "Capital")
        #expect((body?["variables"] as? [String: Any])?["code"] as? String == "JP")
        #expect(request.queryItems.map(\.name) == ["query", "operationName", "variables"])
        #expect(GraphQLRequest(query: "{ a }").queryItems.map(\.name) == ["query"])
    }

    @Test func fallbackOnlyOnNetworkFailures() async throws {
        let bundled = StubTransport { _ throws(GraphQLClientError) in
            TransportReply(body: Data(#"{"data":{"country":null}}"#.utf8), source: .fallback(reason: .offline))
        }
        for failure in [GraphQLClientError.network(host: "h", reason: "connection refused"), .timeout(host: "h", seconds: 1), .httpStatus(code: 502, bodyExcerpt: "")] {
            let primary = StubTransport { _ throws(GraphQLClientError) in throw failure }
            let response = try await GraphQLClient(transport: primary, fallback: bundled).fetchJSON(GraphQLRequest(query: "{ a }"))
            #expect(response.source == .fallback(reason: .networkFailed(failure.description)))
        }
        for failure in [GraphQLClientError.httpStatus(code: 404, bodyExcerpt: ""), .malformedResponse("x"), .cancelled] {
            let primary = StubTransport { _ throws(GraphQLClientError) in throw failure }
            await #expect(throws: failure) {
                try await GraphQLClient(transport: primary, fallback: bundled).fetchJSON(GraphQLRequest(query: "{ a }"))
            }
        }
    }

    @Test func theFallbackAnswersAtOnceWhenAsked() async throws {
        let primary = StubTransport(body: #"{"data":{"country":{"name":"Japan","capital":"Tokyo"}}}"#)
        let bundled = StubTransport { _ throws(GraphQLClientError) in
            TransportReply(body: Data(#"{"data":{"country":{"name":"Nihon","capital":"Tokyo"}}}"#.utf8), source: .fallback(reason: .offline))
        }
        let answer = try await GraphQLClient(transport: primary, fallback: bundled).fallbackAnswer(CapitalQuery(code: "JP"), reason: .awaitingNetwork)
        #expect(answer?.data?.country?.name == "Nihon")
        #expect(answer?.source == .fallback(reason: .awaitingNetwork))
        #expect(primary.callCount == 0)
        #expect(try await GraphQLClient(transport: primary).fallbackAnswer(CapitalQuery(code: "JP"), reason: .awaitingNetwork) == nil)
    }

    @Test func retryDelays() {
        let policy = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(100), maxDelay: .seconds(5))
        let now = Date(timeIntervalSince1970: 1_700_000_000)
        #expect(policy.delay(beforeRetry: 1, retryAfter: nil, now: now) == .milliseconds(100))
        #expect(policy.delay(beforeRetry: 3, retryAfter: nil, now: now) == .milliseconds(400))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "2", now: now) == .seconds(2))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "3600", now: now) == .seconds(5))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "Tue, 14 Nov 2023 22:13:23 GMT", now: now) == .seconds(3))
        #expect(policy.delay(beforeRetry: 2, retryAfter: "soon", now: now) == .milliseconds(200))
    }

    @Test func headersInterceptorSetsHeaders() async {
        var request = HTTPRequest(method: .post, scheme: "http", authority: "127.0.0.1", path: "/", headerFields: [.authorization: "Bearer old"])
        let fields = HTTPFields([HTTPField(name: .authorization, value: "Bearer t"), HTTPField(name: .authorization, value: "Bearer u")])
        await HeadersInterceptor(fields).prepare(&request, for: GraphQLRequest(query: "{ a }"))
        #expect(request.headerFields[values: .authorization] == ["Bearer u"], "the last value of a name replaces the request's")
    }

    /// HTTPTypes cannot hold a URL without a scheme: such an endpoint is refused, not sent.
    @Test func anEndpointWithoutASchemeIsAnInvalidRequest() async throws {
        let endpoint = try #require(URL(string: "countries.example/graphql"))
        let transport = HTTPTransport.underTest(HTTPTransport.Configuration(endpoint: endpoint, retry: .never))
        await #expect(throws: GraphQLClientError.invalidRequest("the endpoint is not a valid http or https URL")) {
            try await transport.send(GraphQLRequest(query: "{ a }"))
        }
    }

    @Test func errorMessagesSayWhatHappened() {
        #expect(GraphQLClientError.network(host: "example.org", reason: "connection refused").description
            == "network error: cannot reach example.org: connection refused")
        #expect(GraphQLClientError.timeout(host: "example.org", seconds: 10).description
            == "network error: example.org did not answer within 10 s")
        #expect(GraphQLClientError.httpStatus(code: 500, bodyExcerpt: "oops").description == "HTTP 500 from the server: oops")
    }
}
