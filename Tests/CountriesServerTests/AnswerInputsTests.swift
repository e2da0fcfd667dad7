@testable import CountriesServer
import CountriesEngine
import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import Testing

/// The one list of what an answer depends on (`AnswerInputs`) against what the endpoint really reads, through the
/// server's router: the memo answers early a request whose every header is in the list or among those it declares
/// ignored, so a header the endpoint came to read without the list naming it would let the memo give a wrong answer.
@Suite("What an answer depends on")
struct AnswerInputsTests {
    private static let service = Result { try CountriesEngine() }

    /// The requests each header is tried on: GraphQL GETs and POSTs, a GET the page could answer, a persisted query
    /// by hash, a batch, a refusal.
    private static let requests: [(method: HTTPRequest.Method, uri: String, headers: HTTPFields, body: String)] = [
        (.get, "/graphql?query=%7Bcontinents%7Bcode%7D%7D", [:], ""),
        (.get, "/graphql?query=%7Bcountries%7Bcode%20name%20capital%7D%7D", [:], ""),
        (.get, "/?query=%7Bcontinents%7Bcode%7D%7D", [.accept: "application/graphql-response+json"], ""),
        (.get, "/graphql", [.accept: "text/html"], ""),
        (.get, "/graphql?extensions=%7B%22persistedQuery%22%3A%7B%22version%22%3A1%2C%22sha256Hash%22%3A%22" + String(repeating: "0", count: 64) + "%22%7D%7D", [:], ""),
        (.post, "/graphql", [.contentType: "application/json"], #"{"query":"query D($c: ID!) { country(code: $c) { name } }","variables":{"c":"JP"}}"#),
        (.post, "/graphql", [.contentType: "application/json"], #"[{"query":"{ continents { code } }"},{"query":"{ nope }"}]"#),
        (.post, "/graphql", [.contentType: "application/json"], #"{"query":"{"}"#),
        (.post, "/graphql", [.contentType: "text/plain"], #"{"query":"{ continents { code } }"}"#),
    ]

    /// Values a header might carry that the endpoint could be sensitive to.
    private static let values = ["text/html", "application/graphql-response+json", "gzip", "close", "*", "\"abc\"", "1", "x"]

    /// Runs `body` with a client of the real application's router over the bundled service.
    private func withRouter(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var logger = Logger(label: "answer-inputs-tests")
        logger.logLevel = .critical
        let application = CountriesHTTPServer.application(
            endpoint: GraphQLHTTPEndpoint(executor: try Self.service.get()), host: "127.0.0.1", port: 0, logger: logger
        )
        try await application.test(.router, body)
    }

    @Test func noIgnoredHeaderChangesAnyAnswer() async throws {
        try await withRouter { client in
            for request in Self.requests {
                let plain = try await Self.answer(client, request, adding: nil)
                for name in AnswerInputs.ignoredHeaders.sorted(by: { $0.canonicalName < $1.canonicalName }) {
                    for value in Self.values {
                        let changed = try await Self.answer(client, request, adding: HTTPField(name: name, value: value))
                        #expect(changed == plain, "\(request.method) \(request.uri) with \(name): \(value)")
                    }
                }
            }
        }
    }

    /// The declared headers are those the endpoint reads: each changes some answer.
    @Test func everyDeclaredHeaderChangesSomeAnswer() async throws {
        try await withRouter { client in
            for name in AnswerInputs.headers {
                var changesOne = false
                for request in Self.requests where !changesOne {
                    let plain = try await Self.answer(client, request, adding: nil)
                    for value in Self.values where !changesOne {
                        changesOne = try await Self.answer(client, request, adding: HTTPField(name: name, value: value)) != plain
                    }
                }
                #expect(changesOne, "\(name) is declared, yet no answer depends on it")
            }
        }
    }

    @Test func varyNamesWhatPicksAGETsRepresentation() {
        #expect(AnswerInputs.vary(byOrigin: false) == "Accept, Accept-Encoding")
        #expect(AnswerInputs.vary(byOrigin: true) == "Accept, Accept-Encoding, Origin")
        #expect(AnswerInputs.representationHeaders.allSatisfy(AnswerInputs.headers.contains))
    }

    /// A credential, a cookie, `Origin` or any header not declared sends the request to the router, whose
    /// middleware must see it.
    @Test(arguments: ["Authorization", "Cookie", "Proxy-Authorization", "Origin", "Connection", "Expect", "X-Api-Key", "Transfer-Encoding"])
    func aRequestWithAnUndeclaredHeaderIsNotAnsweredEarly(header: String) throws {
        let name = try #require(HTTPField.Name(header))
        let plain = HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/graphql", headerFields: [.contentType: "application/json", .userAgent: "curl"])
        #expect(AnswerInputs.mayBeAnsweredEarly(plain))
        var carrying = plain
        carrying.headerFields[name] = "x"
        #expect(!AnswerInputs.mayBeAnsweredEarly(carrying))
    }

    private struct Answer: Equatable {
        let status: HTTPResponse.Status
        let headers: [String: String]
        let body: ByteBuffer
    }

    private static func answer(
        _ client: any TestClientProtocol, _ request: (method: HTTPRequest.Method, uri: String, headers: HTTPFields, body: String),
        adding field: HTTPField?
    ) async throws -> Answer {
        var headers = request.headers
        if let field { headers.append(field) }
        let response = try await client.execute(
            uri: request.uri, method: request.method, headers: headers, body: request.body.isEmpty ? nil : ByteBuffer(string: request.body)
        )
        var kept: [String: String] = [:]
        for field in response.headers where field.name != .date { kept[field.name.canonicalName] = response.headers[field.name] }
        return Answer(status: response.status, headers: kept, body: response.body)
    }
}
