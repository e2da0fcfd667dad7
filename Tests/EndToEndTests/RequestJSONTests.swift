import Foundation
import Testing

/// Deeply nested JSON in a request is read in one pass: its cost grows with its size, not exponentially with its
/// depth, as it did when each object was decoded twice per level. The cost is the CPU time used (a tick is 10 ms),
/// which other tests running at the same time do not inflate as they inflate wall time.
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
            let before = try #require(ProcessCPU.ticks(server.pid))
            let reply = try await HTTPExchange.send(server.endpoint, body: Data(body.utf8))
            #expect(reply.status == 200)
            #expect(((reply.json["data"] as? [String: Any])?["country"] as? [String: Any])?["code"] as? String == "JP")
            let ticks = try #require(ProcessCPU.ticks(server.pid)) - before
            #expect(ticks < 500, "the server used \(ticks) ticks of CPU")
        }
    }

    @Test func deeplyNestedVariablesOfTheWrongShapeAreRefusedQuickly() async throws {
        try await withServer { server in
            let query = #"query ($f: CountryFilterInput) { countries(filter: $f) { code } }"#
            let body = #"{"query":"\#(query)","variables":{"f":{"code":{"eq":"# + nested(200) + "}}}}"
            let before = try #require(ProcessCPU.ticks(server.pid))
            let reply = try await HTTPExchange.send(server.endpoint, body: Data(body.utf8))
            #expect(reply.isRequestError)
            #expect(reply.firstErrorMessage?.hasPrefix("Variable \"$f\"") == true)
            var components = try #require(URLComponents(url: server.endpoint, resolvingAgainstBaseURL: false))
            components.queryItems = [
                URLQueryItem(name: "query", value: query),
                URLQueryItem(name: "variables", value: #"{"f":{"code":{"eq":"# + nested(200) + "}}}"),
            ]
            let get = try await HTTPExchange.send(try #require(components.url), method: "GET", headers: [:])
            #expect(get.isRequestError)
            let ticks = try #require(ProcessCPU.ticks(server.pid)) - before
            #expect(ticks < 1_000, "the server used \(ticks) ticks of CPU")
        }
    }

    @Test(.requiresTimeProgram) func theOfflineQueryReadsDeeplyNestedVariablesQuickly() async throws {
        let measured = try await MeasuredRun.run(
            "country-explorer",
            ["query", "FilteredCountries", "--var", #"filter={"code":{"eq":"# + nested(200) + "}}", "--offline", "--no-cache"]
        )
        #expect(measured.run.status == 1, "\(measured.run.stderr)")
        #expect(measured.run.stderr.contains("$filter"), "\(measured.run.stderr)")
        #expect(measured.cpu < .seconds(10), "\(measured.cpu) of CPU")
    }
}
