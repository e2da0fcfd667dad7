import CountryExplorerTesting
import Foundation
import Testing

/// What a client of the public API (graphql-yoga with `batching: true`) relies on, on the real server: batches,
/// CORS for web pages, and `/health`.
@Suite("countries-server as a drop-in for the public API")
struct ServerDropInTests {
    private static let json = ["Content-Type": "application/json"]

    @Test func aBatchOfThePublicAPIsOwnTestStyleAnswersInOrder() async throws {
        let batch = #"""
            [{"query":"query ListFilteredCountries($filter: CountryFilterInput) { countries(filter: $filter) { code name } }",
              "variables":{"filter":{"code":{"in":["US","CA"]}}},"operationName":"ListFilteredCountries"},
             {"query":"{ country(code: \"JP\") { capital } }"},
             {"query":"{ nope }"}]
            """#
        try await withServer { server in
            let reply = try await HTTPExchange.send(server.endpoint, body: Data(batch.utf8), headers: Self.json)
            #expect(reply.status == 200)
            #expect(String(decoding: reply.body, as: UTF8.self) == """
                [{"data":{"countries":[{"code":"CA","name":"Canada"},{"code":"US","name":"United States"}]}},\
                {"data":{"country":{"capital":"Tokyo"}}},\
                {"errors":[{"message":"Cannot query field \\"nope\\" on type \\"Query\\".","locations":[{"line":1,"column":3}]}]}]
                """)
        }
    }

    @Test func batchesPastTheLimitAreRefusedWithin413() async throws {
        let entry = #"{"query":"{ continents { code } }"}"#
        try await withServer(arguments: ["--batch-limit", "3"]) { server in
            let three = "[" + Array(repeating: entry, count: 3).joined(separator: ",") + "]"
            #expect(try await HTTPExchange.send(server.endpoint, body: Data(three.utf8), headers: Self.json).status == 200)
            let four = "[" + Array(repeating: entry, count: 4).joined(separator: ",") + "]"
            let refused = try await HTTPExchange.send(server.endpoint, body: Data(four.utf8), headers: Self.json)
            #expect(refused.status == 413)
            #expect(refused.firstErrorMessage == "Batching is limited to 3 operations per request.")
            // Ten thousand entries pass the body's size limit first.
            let many = "[" + Array(repeating: #"{"query":"{a}"}"#, count: 10_000).joined(separator: ",") + "]"
            let tooMany = try await HTTPExchange.send(server.endpoint, body: Data(many.utf8), headers: Self.json)
            #expect(tooMany.status == 413)
            #expect(tooMany.firstErrorMessage?.contains("larger than 65536 bytes") == true)
            #expect(server.isRunning)
        }
    }

    @Test func aBatchOfDeepDocumentsIsRefusedEntryByEntry() async throws {
        // Eight fields deep: past the limit of 6.
        let deep = "{ " + String(repeating: "countries { continent { ", count: 4) + "code" + String(repeating: " } }", count: 4) + " }"
        let body = #"[{"query":"\#(deep)"},{"query":"{ continents { code } }"}]"#
        try await withServer { server in
            let reply = try await HTTPExchange.send(server.endpoint, body: Data(body.utf8), headers: Self.json)
            let results = try #require(try JSONSerialization.jsonObject(with: reply.body) as? [[String: Any]])
            #expect(results.count == 2)
            #expect(((results[0]["errors"] as? [[String: Any]])?.first?["message"] as? String)?.contains("deep") == true)
            #expect(((results[1]["data"] as? [String: Any])?["continents"] as? [Any])?.count == 7)
        }
    }

    @Test func anyOriginMayReadTheAnswersByDefault() async throws {
        try await withServer { server in
            let answer = try await HTTPExchange.send(
                server.endpoint, body: Data(#"{"query":"{ continents { code } }"}"#.utf8),
                headers: Self.json.merging(["Origin": "http://page.test"]) { $1 }
            )
            #expect(answer.headers["access-control-allow-origin"] == "*")
            let preflight = try await HTTPExchange.send(server.endpoint, method: "OPTIONS", headers: [
                "Origin": "http://page.test", "Access-Control-Request-Method": "POST",
                "Access-Control-Request-Headers": "content-type, apollographql-client-name",
            ])
            #expect(preflight.status == 204)
            #expect(preflight.headers["access-control-allow-origin"] == "*")
            #expect(preflight.headers["access-control-allow-methods"]?.contains("POST") == true)
            let allowed = preflight.headers["access-control-allow-headers"] ?? ""
            #expect(allowed.contains("content-type") && allowed.contains("apollographql-client-name"))
            #expect(preflight.headers["access-control-max-age"] == "86400")
            // A huge Origin is neither echoed nor a failure.
            let huge = try await HTTPExchange.send(
                server.endpoint, body: Data(#"{"query":"{ continents { code } }"}"#.utf8),
                headers: Self.json.merging(["Origin": "http://" + String(repeating: "o", count: 8_000) + ".test"]) { $1 }
            )
            #expect(huge.status == 200)
            #expect(huge.headers["access-control-allow-origin"] == "*")
        }
    }

    @Test func corsOriginListsTheOriginsThatMayRead() async throws {
        try await withServer(arguments: ["--cors-origin", "http://a.test", "--cors-origin", "http://b.test"]) { server in
            for (origin, expected) in [("http://b.test", "http://b.test"), ("http://evil.test", nil)] as [(String, String?)] {
                let reply = try await HTTPExchange.send(
                    server.endpoint, body: Data(#"{"query":"{ continents { code } }"}"#.utf8),
                    headers: Self.json.merging(["Origin": origin]) { $1 }
                )
                #expect(reply.status == 200)
                #expect(reply.headers["access-control-allow-origin"] == expected, "\(origin)")
            }
        }
    }

    /// With listed origins, an answer's CORS headers depend on `Origin`, so every answer names it in `Vary`, once,
    /// those without an `Origin` too: else a shared cache could give the listed origin a copy with no CORS headers.
    /// A punycode host is listed as browsers send it.
    @Test func listedOriginsAreNamedInEveryAnswersVary() async throws {
        try await withServer(arguments: ["--cors-origin", "http://a.test", "--cors-origin", "https://xn--mnchen-3ya.de"]) { server in
            for origin in [nil, "http://a.test", "http://evil.test", "https://xn--mnchen-3ya.de"] as [String?] {
                let connection = try RawConnection(port: server.port)
                let originLine = origin.map { "Origin: \($0)\r\n" } ?? ""
                connection.send("GET /graphql?query=%7Bcontinents%7Bcode%7D%7D HTTP/1.1\r\nHost: x\r\n\(originLine)Connection: close\r\n\r\n")
                let reply = try #require(await connection.readResponse(timeout: 10))
                #expect(reply.status == 200)
                #expect(reply.headers["vary"] == "Accept, Accept-Encoding, Origin", "Origin: \(origin ?? "none")")
                #expect(reply.headers["access-control-allow-origin"] == (origin == "http://evil.test" ? nil : origin))
            }
        }
    }

    /// An origin is matched as browsers write it, whatever its case or default port.
    @Test func aCORSOriginIsMatchedAsBrowsersWriteIt() async throws {
        try await withServer(arguments: ["--cors-origin", "HTTPS://Page.TEST:443", "--cors-origin", "http://[::1]:8080"]) { server in
            for origin in ["https://page.test", "http://[::1]:8080"] {
                let reply = try await HTTPExchange.send(
                    server.endpoint, body: Data(#"{"query":"{ continents { code } }"}"#.utf8),
                    headers: Self.json.merging(["Origin": origin]) { $1 }
                )
                #expect(reply.headers["access-control-allow-origin"] == origin, "\(origin)")
            }
        }
    }

    @Test func noCORSSendsNoCORSHeaders() async throws {
        try await withServer(arguments: ["--no-cors"]) { server in
            let reply = try await HTTPExchange.send(
                server.endpoint, body: Data(#"{"query":"{ continents { code } }"}"#.utf8),
                headers: Self.json.merging(["Origin": "http://page.test"]) { $1 }
            )
            #expect(reply.status == 200)
            #expect(reply.headers["access-control-allow-origin"] == nil)
            let preflight = try await HTTPExchange.send(server.endpoint, method: "OPTIONS", headers: [
                "Origin": "http://page.test", "Access-Control-Request-Method": "POST",
            ])
            #expect(preflight.status == 204)
            #expect(preflight.headers["access-control-allow-origin"] == nil)
            #expect(preflight.headers["allow"] == "GET, POST, OPTIONS, HEAD")
        }
    }

    @Test func healthAnswers200() async throws {
        try await withServer { server in
            let health = try await HTTPExchange.send(
                try #require(URL(string: "http://127.0.0.1:\(server.port)/health")), method: "GET", headers: [:]
            )
            #expect(health.status == 200)
            #expect(health.json["status"] as? String == "ok")
        }
    }
}

/// What operators read: `/metrics` in Prometheus' text format, and `--log-format json`.
@Suite("countries-server's metrics and structured log")
struct ServerOperationsTests {
    @Test func metricsCountRequestsRefusalsAndLookups() async throws {
        try await withServer { server in
            for _ in 0..<2 {
                _ = try await HTTPExchange.graphQL(server.endpoint, query: "query AllCountries { countries { code } }", operationName: "AllCountries")
            }
            _ = try await HTTPExchange.graphQL(server.endpoint, query: "{ nope }")
            let deep = "{ " + String(repeating: "countries { continent { ", count: 4) + "code" + String(repeating: " } }", count: 4) + " }"
            _ = try await HTTPExchange.graphQL(server.endpoint, query: deep)
            let hash = String(repeating: "0", count: 64)
            _ = try await HTTPExchange.send(
                server.endpoint, body: Data(#"{"extensions":{"persistedQuery":{"version":1,"sha256Hash":"\#(hash)"}}}"#.utf8),
                headers: ["Content-Type": "application/json"]
            )
            // Client-chosen names get series of their own up to a bound, then count as `other`.
            for index in 0..<150 {
                _ = try await HTTPExchange.graphQL(server.endpoint, query: "query Q\(index) { __typename }", operationName: "Q\(index)")
            }
            let metrics = try await HTTPExchange.send(
                try #require(URL(string: "http://127.0.0.1:\(server.port)/metrics")), method: "GET", headers: [:]
            )
            #expect(metrics.status == 200)
            #expect(metrics.contentType?.hasPrefix("text/plain; version=0.0.4") == true)
            let text = String(decoding: metrics.body, as: UTF8.self)
            for line in [
                #"countries_server_requests_total{operation="AllCountries",status="200"} 2"#,
                #"countries_server_refused_requests_total{reason="document"} 1"#,
                #"countries_server_refused_requests_total{reason="depth"} 1"#,
                #"countries_server_memo_lookups_total{result="hit"} 1"#,
                #"countries_server_persisted_query_lookups_total{result="miss"} 1"#,
                #"countries_server_request_duration_seconds_count{operation="AllCountries"} 2"#,
                // AllCountries and Q0 to Q98 fill the 100 names; Q99 to Q149 are `(other)`.
                #"countries_server_requests_total{operation="(other)",status="200"} 51"#,
            ] {
                #expect(text.contains(line), "\(line)")
            }
            let names = Set(text.split(separator: "\n").filter { $0.hasPrefix("countries_server_requests_total{") }.map { $0.split(separator: ",")[0] })
            #expect(names.count <= 102, "100 names, anonymous and other")
        }
    }

    /// The text log is swift-log's `StreamLogHandler` line: local time, level, label, the metadata sorted by key,
    /// the module, the message.
    @Test func theTextLogHasSwiftLogsLines() async throws {
        let server = try await ServerProcess.start()
        _ = try await HTTPExchange.graphQL(server.endpoint, query: "{ continents { code } }")
        await #expect(server.stop() == 0)
        let lines = server.remainingLog().split(separator: "\n").filter { !$0.isEmpty }
        let time = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4}/
        let request = try #require(lines.first { $0.contains("/graphql 200") }, "\(lines)")
        let expected = /\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d{4} info countries-server: duration_ms=[0-9.]+ hb\.request\.id=[0-9a-f]+ method=POST path=\/graphql status=200 \[CountriesServer\] POST \/graphql 200 [0-9.]+ms/
        #expect(request.wholeMatch(of: expected) != nil, "\(request)")
        #expect(lines.allSatisfy { $0.prefixMatch(of: time) != nil }, "\(lines)")
    }

    @Test func theJSONLogHasOneObjectALine() async throws {
        let server = try await ServerProcess.start(arguments: ["--log-format", "json"])
        _ = try await HTTPExchange.graphQL(server.endpoint, query: "{ continents { code } }")
        await #expect(server.stop() == 0)
        let lines = server.remainingLog().split(separator: "\n").filter { !$0.isEmpty }
        #expect(!lines.isEmpty)
        let objects = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.count == lines.count, "every line is a JSON object")
        let request = try #require(objects.first { $0["path"] as? String == "/graphql" })
        #expect(request["method"] as? String == "POST")
        #expect(request["status"] as? String == "200")
        #expect(request["level"] as? String == "info")
        #expect(Double(request["duration_ms"] as? String ?? "") != nil)
        #expect((request["time"] as? String)?.hasSuffix("Z") == true)
    }
}

/// `country-explorer --apq` against the real server: the hash first, the document once when the server does not
/// know it, and the hash alone after that, by POST and by GET.
@Suite("Automatic persisted queries from the client")
struct ClientPersistedQueryTests {
    private func lookups(_ server: ServerProcess) async throws -> String {
        let metrics = try await HTTPExchange.send(
            try #require(URL(string: "http://127.0.0.1:\(server.port)/metrics")), method: "GET", headers: [:]
        )
        return String(decoding: metrics.body, as: UTF8.self).split(separator: "\n")
            .filter { $0.hasPrefix("countries_server_persisted_query_lookups_total{") }.sorted().joined(separator: "\n")
    }

    @Test func theDocumentIsSentOnceThenItsHashAlone() async throws {
        try await withServer { server in
            let arguments = ["query", "CountryDetail", "--var", "code=JP", "--endpoint", server.endpoint.absoluteString, "--policy", "networkOnly", "--apq"]
            let first = try await CommandRun.run("country-explorer", arguments)
            #expect(first.status == 0, "\(first.stderr)")
            #expect(first.stdout.contains("\"Tokyo\""))
            #expect(try await lookups(server) == #"countries_server_persisted_query_lookups_total{result="miss"} 1"#)
            let second = try await CommandRun.run("country-explorer", arguments + ["--get"])
            #expect(second.status == 0, "\(second.stderr)")
            #expect(second.stdout.contains("\"Tokyo\""))
            #expect(try await lookups(server) == """
                countries_server_persisted_query_lookups_total{result="hit"} 1
                countries_server_persisted_query_lookups_total{result="miss"} 1
                """)
        }
    }

    @Test func withoutTheFlagNoHashIsSent() async throws {
        try await withServer { server in
            let run = try await CommandRun.run("country-explorer", ["query", "CountryDetail", "--var", "code=JP", "--endpoint", server.endpoint.absoluteString, "--policy", "networkOnly"])
            #expect(run.status == 0)
            #expect(try await lookups(server).isEmpty)
        }
    }
}
