import Foundation
import Testing

@Suite("countries-server over real HTTP")
struct CountriesServerTests {
    @Test func answersTheTutorialQueriesOnBothPaths() async throws {
        try await withServer { server in
            let detail = try await HTTPExchange.graphQL(
                server.endpoint,
                query: "query CountryDetail($code: ID!) { country(code: $code) { name capital } }",
                variables: ["code": "JP"], operationName: "CountryDetail"
            )
            #expect(detail.status == 200)
            #expect(detail.contentType?.hasPrefix("application/json") == true)
            let country = (detail.json["data"] as? [String: Any])?["country"] as? [String: Any]
            #expect(country?["capital"] as? String == "Tokyo")

            let root = try #require(URL(string: "http://127.0.0.1:\(server.port)/"))
            let all = try await HTTPExchange.graphQL(root, query: "query AllCountries { countries { code } }")
            #expect(((all.json["data"] as? [String: Any])?["countries"] as? [Any])?.count == 250)
        }
    }

    @Test func answersGETWithURLParameters() async throws {
        try await withServer { server in
            var components = try #require(URLComponents(url: server.endpoint, resolvingAgainstBaseURL: false))
            components.queryItems = [
                URLQueryItem(name: "query", value: "query ($c: ID!) { country(code: $c) { native } }"),
                URLQueryItem(name: "variables", value: #"{"c":"CI"}"#),
            ]
            let reply = try await HTTPExchange.send(try #require(components.url), method: "GET", headers: [:])
            #expect(reply.status == 200)
            let country = (reply.json["data"] as? [String: Any])?["country"] as? [String: Any]
            #expect(country?["native"] as? String == "Côte d'Ivoire")
        }
    }

    @Test func honoursTheGraphQLResponseMediaType() async throws {
        try await withServer { server in
            let reply = try await HTTPExchange.graphQL(
                server.endpoint, query: "{ continents { code } }", accept: "application/graphql-response+json"
            )
            #expect(reply.status == 200)
            #expect(reply.contentType?.hasPrefix("application/graphql-response+json") == true)
        }
    }

    /// Each bad input and the status it must get, always with a GraphQL-shaped error body.
    static let badInputs: [(name: String, body: Data, headers: [String: String], status: Int, message: String)] = [
        ("not JSON", Data("{query: nope".utf8), ["Content-Type": "application/json"], 400, "not valid JSON"),
        ("empty body", Data(), ["Content-Type": "application/json"], 400, "empty"),
        ("missing query", Data(#"{"variables":{}}"#.utf8), ["Content-Type": "application/json"], 400, "Missing \"query\""),
        ("query not a string", Data(#"{"query":42}"#.utf8), ["Content-Type": "application/json"], 400, "Missing \"query\""),
        ("variables not an object", Data(#"{"query":"{ continents { code } }","variables":[1]}"#.utf8), ["Content-Type": "application/json"], 400, "\"variables\" must be"),
        ("too large", Data(("{\"query\":\"" + String(repeating: "x", count: 70_000) + "\"}").utf8), ["Content-Type": "application/json"], 413, "larger than"),
        ("wrong content type", Data("{ continents { code } }".utf8), ["Content-Type": "text/plain"], 415, "Unsupported Content-Type"),
        // A document that does not parse, validate or coerce is a GraphQL request error: 200 in application/json
        // (the GraphQL-over-HTTP spec's SHOULD), 400 in application/graphql-response+json.
        ("unknown operation", Data(#"{"query":"query A { continents { code } }","operationName":"B"}"#.utf8), ["Content-Type": "application/json"], 200, "Unknown operation named"),
        ("syntax error", Data(#"{"query":"{ countries { "}"#.utf8), ["Content-Type": "application/json"], 200, "Syntax Error"),
        ("validation error", Data(#"{"query":"{ countries { population } }"}"#.utf8), ["Content-Type": "application/json"], 200, "population"),
        ("variable coercion", Data(#"{"query":"query ($c: ID!) { country(code: $c) { code } }","variables":{"c":true}}"#.utf8), ["Content-Type": "application/json"], 200, "Variable \"$c\""),
        ("syntax error, GraphQL media type", Data(#"{"query":"{ countries { "}"#.utf8), Self.graphQLMediaType, 400, "Syntax Error"),
        ("validation error, GraphQL media type", Data(#"{"query":"{ countries { population } }"}"#.utf8), Self.graphQLMediaType, 400, "population"),
        ("variable coercion, GraphQL media type", Data(#"{"query":"query ($c: ID!) { country(code: $c) { code } }","variables":{"c":true}}"#.utf8), Self.graphQLMediaType, 400, "Variable \"$c\""),
    ]

    private static let graphQLMediaType = ["Content-Type": "application/json", "Accept": "application/graphql-response+json"]

    @Test func refusesBadInputWithAGraphQLError() async throws {
        try await withServer { server in
            for input in Self.badInputs {
                let reply = try await HTTPExchange.send(server.endpoint, body: input.body, headers: input.headers)
                #expect(reply.status == input.status, "\(input.name)")
                #expect(reply.firstErrorMessage?.contains(input.message) == true, "\(input.name): \(reply.firstErrorMessage ?? "no error")")
            }
            let put = try await HTTPExchange.send(server.endpoint, method: "PUT", body: Data("{}".utf8))
            #expect(put.status == 405)
            // Still serving after all of that.
            let ok = try await HTTPExchange.graphQL(server.endpoint, query: "{ continents { code } }")
            #expect(ok.status == 200)
        }
    }

    @Test func logsOneLinePerRequestAndStopsGracefullyOnSIGTERM() async throws {
        let server = try await ServerProcess.start()
        _ = try await HTTPExchange.graphQL(server.endpoint, query: "{ continents { code } }")
        _ = try await HTTPExchange.graphQL(server.endpoint, query: "{ nope }", accept: "application/graphql-response+json")
        let status = await server.stop()
        #expect(status == 0)
        let lines = server.remainingLog().split(separator: "\n")
        #expect(lines.filter { $0.contains("POST /graphql 200") }.count == 1)
        #expect(lines.filter { $0.contains("POST /graphql 400") }.count == 1)
    }
}
