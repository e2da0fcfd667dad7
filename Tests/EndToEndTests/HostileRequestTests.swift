import CountryExplorerTesting
import Foundation
import Testing

/// Every case of issue 9's "What was found", against the real `countries-server` on an ephemeral port: each
/// answer comes within a bound, with a clear status and message, the server stays up, and a normal query
/// answers at once afterwards.
@Suite("countries-server against hostile requests", .serialized)
struct HostileRequestTests {
    /// The hang guard for one hostile request, in the server's CPU time: each took from 17 s to for ever before
    /// its limit, and takes milliseconds now.
    static let cpuBound: Duration = .seconds(5)
    /// How long the client waits for any answer, in real time: a hang guard only, loose enough for two cores busy
    /// with the whole suite and other work.
    static let bound: TimeInterval = 600
    /// How long a normal query may take while or after the server is attacked, in real time; as loose, for the
    /// same reason.
    static let normalBound: TimeInterval = 120

    @Test func nineHundredNestedFieldsAreRefused() async throws {
        let query = String(repeating: "{a", count: 900) + String(repeating: "}", count: 900)
        try await expectRefusal(query: query, mentioning: ["nest", "deep", "depth"])
    }

    @Test func twoThousandNestedInlineFragmentsAreRefused() async throws {
        let query = "{" + String(repeating: "...on Query{", count: 2_000) + "__typename" + String(repeating: "}", count: 2_001)
        try await expectRefusal(query: query, mentioning: ["nest", "deep", "depth"])
    }

    @Test func fiveThousandUnclosedBracesAreRefused() async throws {
        let query = String(repeating: "{a", count: 5_000)
        try await expectRefusal(query: query, mentioning: ["nest", "deep", "depth", "syntax"])
    }

    /// Refused by the token limit (1,000 aliases are over 2,000 tokens); 399 fit it and hit the result bound.
    @Test func aThousandAliasesAreRefused() async throws {
        let aliases = (0..<1_000).map { "n\($0): name" }.joined(separator: " ")
        try await expectRefusal(query: "{ countries { \(aliases) } }", mentioning: ["tokens"])
        let fewer = (0..<399).map { "n\($0): name" }.joined(separator: " ")
        try await expectRefusal(query: "{ countries { \(fewer) } }", mentioning: ["too large"])
    }

    @Test func eightyAliasedCountriesWithAHundredAliasFragmentAreRefused() async throws {
        try await expectRefusal(query: Self.fragmentAmplification, mentioning: ["cost", "budget", "too large"])
    }

    @Test func fourAmplifiedRequestsInParallelDoNotDelayANormalQuery() async throws {
        try await withServer { server in
            let endpoint = server.endpoint
            let attacks = (0..<4).map { _ in
                Task { try? await HTTPExchange.graphQL(endpoint, query: Self.fragmentAmplification, timeout: Self.bound) }
            }
            try await expectNormalQueryAnswers(server)
            for attack in attacks {
                let reply = await attack.value
                #expect(reply?.isRequestError == true, "each amplified request is refused within \(Self.bound) s")
            }
            #expect(server.isRunning)
        }
    }

    @Test func twentyTwoFragmentsSpreadingTheNextTwiceFinishInTime() async throws {
        let fragments = (0..<21).map { "fragment F\($0) on Query { ...F\($0 + 1) ...F\($0 + 1) }" }
            + ["fragment F21 on Query { continents { code } }"]
        let query = "{ ...F0 } " + fragments.joined(separator: " ")
        try await withServer { server in
            let reply = try await boundedPOST(server, query: query)
            // Either answered (the spreads merge into one field) or refused by a limit; never slow.
            if reply.status == 200 {
                #expect(((reply.json["data"] as? [String: Any])?["continents"] as? [Any])?.count == 7)
            } else {
                #expect(reply.isRequestError)
                #expect(reply.firstErrorMessage?.isEmpty == false)
            }
            try await expectStillServing(server)
        }
    }

    @Test func aListLiteralNestedSeventyDeepIsRefused() async throws {
        let list = String(repeating: "[", count: 70) + "\"JP\"" + String(repeating: "]", count: 70)
        try await expectRefusal(query: "{ country(code: \(list)) { name } }", mentioning: [])
    }

    @Test func aCatastrophicRegexFinishesInTime() async throws {
        try await withServer { server in
            let reply = try await boundedPOST(server, query: Self.catastrophicRegex)
            // The regex engine is a Pike VM, linear in the pattern and the name: no name has an X, and that is
            // the whole answer.
            #expect(reply.status == 200)
            #expect(reply.firstErrorMessage == nil, "\(reply.firstErrorMessage ?? "")")
            try await expectStillServing(server)
        }
    }

    @Test func twoCatastrophicRegexesAtOnceLeaveTheServerAnsweringAndStoppable() async throws {
        let server = try await ServerProcess.start()
        let endpoint = server.endpoint
        let attacks = (0..<2).map { _ in
            Task { try? await HTTPExchange.graphQL(endpoint, query: Self.catastrophicRegex, timeout: Self.bound) }
        }
        let normal = try? await timedNormalQuery(server)
        for attack in attacks {
            #expect(await attack.value != nil, "each regex request is answered within \(Self.bound) s")
        }
        #expect(normal.map { $0.seconds < Self.normalBound && $0.status == 200 } == true, "normal query: \(String(describing: normal))")
        let stopped = await server.terminate(within: 10)
        #expect(stopped?.status == 0, "exit status after SIGTERM: \(String(describing: stopped))")
        #expect((stopped?.seconds ?? .infinity) < Self.bound)
    }

    @Test func aSlowlorisIsDisconnectedWhileANormalQueryAnswers() async throws {
        try await withServer(arguments: ["--read-timeout", "1"]) { server in
            let slow = try RawConnection(port: server.port)
            let head = "GET /graphql?query=%7B%20continents%20%7B%20code%20%7D%20%7D HTTP/1.1\r\nHost: x\r\n"
                + String(repeating: "X-Slow: 1\r\n", count: 100)
            let disconnected = Task.detached { await slow.trickle(head, every: 0.05, limit: 60) }
            try await expectNormalQueryAnswers(server)
            let seconds = try #require(await disconnected.value, "the slow connection was never closed")
            // Real time, loose: the exact edge is `ConnectionDeadlinesTests`' on a manual clock.
            #expect(seconds >= 0.9 && seconds < 30, "closed after \(seconds) s with --read-timeout 1")
            try await expectStillServing(server)
        }
    }

    @Test func conflictingFieldsAreAValidationError() async throws {
        try await expectRefusal(query: #"{ country(code: "JP") { x: name x: capital } }"#, mentioning: ["conflict"])
    }

    @Test func anIntegerGivenForAnIDVariableIsCoerced() async throws {
        try await withServer { server in
            let reply = try await boundedPOST(
                server, query: "query($c: ID!){ country(code: $c){ code } }", variables: ["c": 12]
            )
            #expect(reply.status == 200, "\(reply.firstErrorMessage ?? "")")
            let data = reply.json["data"] as? [String: Any]
            #expect(data?.keys.sorted() == ["country"])
            #expect(data?["country"] is NSNull)
            try await expectStillServing(server)
        }
    }

    @Test func getDecodesPlusAsASpace() async throws {
        try await withServer { server in
            for target in ["/graphql?query={+continents+{+code+}+}", "/graphql?query=%7B+continents+%7B+code+%7D+%7D"] {
                let connection = try RawConnection(port: server.port)
                connection.send("GET \(target) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                let reply = try #require(await connection.readResponse(timeout: Self.bound), "\(target)")
                #expect(reply.status == 200, "\(target): \(String(decoding: reply.body, as: UTF8.self))")
                let json = (try? JSONSerialization.jsonObject(with: reply.body)) as? [String: Any]
                #expect(((json?["data"] as? [String: Any])?["continents"] as? [Any])?.count == 7, "\(target)")
            }
            try await expectStillServing(server)
        }
    }

    @Test func optionsAndHEADAreAnswered() async throws {
        try await withServer { server in
            for path in ["/", "/graphql"] {
                let options = try RawConnection(port: server.port)
                options.send("OPTIONS \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                let allowed = try #require(await options.readResponse(timeout: Self.bound))
                #expect(allowed.status == 204, "OPTIONS \(path)")
                #expect(allowed.headers["allow"] == "GET, POST, OPTIONS, HEAD", "OPTIONS \(path)")
                #expect(allowed.body.isEmpty)

                let target = "\(path)?query=%7B%20continents%20%7B%20code%20%7D%20%7D"
                let get = try RawConnection(port: server.port)
                get.send("GET \(target) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                let full = try #require(await get.readResponse(timeout: Self.bound))
                let head = try RawConnection(port: server.port)
                head.send("HEAD \(target) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                let headers = try #require(await head.readResponse(timeout: Self.bound, toHEAD: true))
                #expect(headers.status == 200, "HEAD \(path)")
                #expect(headers.headers["content-type"] == full.headers["content-type"])
                #expect(headers.headers["content-length"] == String(full.body.count), "HEAD says how long GET's body is")
                #expect(headers.body.isEmpty, "no body follows a HEAD answer")
            }
            try await expectStillServing(server)
        }
    }

    @Test func threeThousandRepeatedDirectivesGiveASmallErrorBody() async throws {
        let directives = String(repeating: " @skip(if: false)", count: 3_000)
        try await withServer { server in
            let reply = try await boundedPOST(server, query: "{ continents\(directives) { code } }")
            #expect(reply.isRequestError)
            #expect(reply.firstErrorMessage?.isEmpty == false)
            #expect(reply.body.count < 16 * 1024, "error body of \(reply.body.count) bytes")
            try await expectStillServing(server)
        }
    }

    // MARK: - Requests and checks

    /// Eighty aliased `countries { ...F }` with a 100-alias fragment F (2.2 KB).
    static let fragmentAmplification: String = {
        let fields = (0..<80).map { "c\($0): countries { ...F }" }.joined(separator: " ")
        let aliases = (0..<100).map { "n\($0): name" }.joined(separator: " ")
        return "{ \(fields) } fragment F on Country { \(aliases) }"
    }()

    /// A regex filter that backtracks exponentially in a backtracking engine (ours is not one).
    static let catastrophicRegex = #"{ countries(filter: {name: {regex: "(.*)*X"}}) { name } }"#

    /// Starts a server, sends `query`, and expects a request error within the bound whose first message names one of
    /// `words` (any message when empty); then that the server still serves.
    private func expectRefusal(query: String, mentioning words: [String]) async throws {
        try await withServer { server in
            let reply = try await boundedPOST(server, query: query)
            #expect(reply.isRequestError, "\(reply.firstErrorMessage ?? String(decoding: reply.body.prefix(200), as: UTF8.self))")
            let message = reply.firstErrorMessage?.lowercased() ?? ""
            #expect(!message.isEmpty)
            #expect(words.isEmpty || words.contains { message.contains($0) }, "message: \(message)")
            #expect(reply.body.count < 16 * 1024, "error body of \(reply.body.count) bytes")
            try await expectStillServing(server)
        }
    }

    /// POSTs `query` and expects the server to answer it within its CPU bound.
    private func boundedPOST(_ server: ServerProcess, query: String, variables: [String: Any]? = nil) async throws -> HTTPExchange {
        let before = try #require(ProcessCPU.ticks(server.pid))
        let reply = try await HTTPExchange.graphQL(server.endpoint, query: query, variables: variables, timeout: Self.bound)
        let used = Duration.milliseconds(10 * (try #require(ProcessCPU.ticks(server.pid)) - before))
        #expect(used < Self.cpuBound, "the server used \(used) of CPU")
        return reply
    }

    /// The server process is alive and a normal query answers at once.
    private func expectStillServing(_ server: ServerProcess) async throws {
        #expect(server.isRunning)
        try await expectNormalQueryAnswers(server)
    }

    private func expectNormalQueryAnswers(_ server: ServerProcess) async throws {
        let normal = try await timedNormalQuery(server)
        #expect(normal.status == 200)
        #expect(normal.seconds < Self.normalBound, "a normal query took \(normal.seconds) s")
    }

    private func timedNormalQuery(_ server: ServerProcess) async throws -> (status: Int, seconds: TimeInterval) {
        let start = Date()
        let reply = try await HTTPExchange.graphQL(
            server.endpoint, query: #"{ country(code: "JP") { name } }"#, timeout: Self.bound
        )
        return (reply.status, Date().timeIntervalSince(start))
    }
}
