import Foundation
import Testing

/// Deeply nested JSON in a request is read in one pass: its cost grows with its size, not exponentially with its
/// depth, as it did when each object was decoded twice per level.
@Suite("countries-server and the bundled service read nested request JSON in linear time")
struct RequestJSONTests {
    /// `{"a":{"a":…"JP"…}}`, `depth` objects deep.
    private func nested(_ depth: Int) -> String {
        String(repeating: #"{"a":"#, count: depth) + #""JP""# + String(repeating: "}", count: depth)
    }

    /// A repeated key in a request body keeps its last value, as `JSON.parse` does for graphql-js's servers; only
    /// the client's reply check refuses repeated keys.
    @Test func aRepeatedKeyInARequestKeepsItsLastValueAsGraphQLJSDoes() async throws {
        try await withServer { server in
            let body = #"{"query":"{ continents { code } }","query":"query ($c: ID!) { country(code: $c) { code } }","variables":{"c":"FR","c":"JP"}}"#
            let reply = try await HTTPExchange.send(server.endpoint, body: Data(body.utf8))
            #expect(reply.status == 200)
            #expect(((reply.json["data"] as? [String: Any])?["country"] as? [String: Any])?["code"] as? String == "JP")
        }
    }

    @Test func deeplyNestedUnusedVariablesAreIgnoredQuickly() async throws {
        try await withServer { server in
            let body = #"{"query":"{ country(code: \"JP\") { code } }","variables":{"x":"# + nested(200) + "}}"
            let clock = ContinuousClock()
            let start = clock.now
            let reply = try await HTTPExchange.send(server.endpoint, body: Data(body.utf8))
            #expect(reply.status == 200)
            #expect(((reply.json["data"] as? [String: Any])?["country"] as? [String: Any])?["code"] as? String == "JP")
            #expect(clock.now - start < .seconds(5))
        }
    }

    @Test func deeplyNestedVariablesOfTheWrongShapeAreRefusedQuickly() async throws {
        try await withServer { server in
            let query = #"query ($f: CountryFilterInput) { countries(filter: $f) { code } }"#
            let body = #"{"query":"\#(query)","variables":{"f":{"code":{"eq":"# + nested(200) + "}}}}"
            let clock = ContinuousClock()
            let start = clock.now
            let reply = try await HTTPExchange.send(server.endpoint, body: Data(body.utf8))
            #expect(reply.isRequestError)
            #expect(reply.firstErrorMessage?.hasPrefix("Variable \"$f\"") == true)
            #expect(clock.now - start < .seconds(5))
            var components = try #require(URLComponents(url: server.endpoint, resolvingAgainstBaseURL: false))
            components.queryItems = [
                URLQueryItem(name: "query", value: query),
                URLQueryItem(name: "variables", value: #"{"f":{"code":{"eq":"# + nested(200) + "}}}"),
            ]
            let get = try await HTTPExchange.send(try #require(components.url), method: "GET", headers: [:])
            #expect(get.isRequestError)
            #expect(clock.now - start < .seconds(10))
        }
    }

    @Test func theOfflineQueryReadsDeeplyNestedVariablesQuickly() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let run = try CommandRun.run(
            "country-explorer",
            ["query", "FilteredCountries", "--var", #"filter={"code":{"eq":"# + nested(200) + "}}", "--offline", "--no-cache"],
            timeout: 30
        )
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("$filter"), "\(run.stderr)")
        #expect(clock.now - start < .seconds(10))
    }
}
