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
