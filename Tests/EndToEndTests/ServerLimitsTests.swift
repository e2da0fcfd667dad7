import CountryExplorerTesting
import Foundation
import Testing

/// `countries-server`'s own limits on slow clients, shutdown and error bodies, in the real process.
///
/// The read deadline's exact edges are tested on a manual clock (`ConnectionDeadlinesTests`); here the timeouts
/// are checked end to end, in real time, with bounds loose enough for a machine busy with the whole suite.
@Suite("countries-server limits", .serialized)
struct ServerLimitsTests {
    @Test func aRequestSentSlowlyWithinTheReadTimeoutIsAnsweredRealTime() async throws {
        try await withServer(arguments: ["--read-timeout", "30"]) { server in
            let connection = try RawConnection(port: server.port)
            // About 1.2 s for the whole request, well under the 30 s allowed.
            #expect(await connection.sendSlowly(Self.completeRequest, every: 0.01))
            let reply = try #require(await connection.readResponse(timeout: 30))
            #expect(reply.status == 200)
        }
    }

    @Test func aBodySentSlowlyIsCutAtTheReadTimeoutRealTime() async throws {
        try await withServer(arguments: ["--read-timeout", "1"]) { server in
            let connection = try RawConnection(port: server.port)
            let head = "POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n"
            #expect(connection.send(head))
            let seconds = try #require(await connection.trickle(String(repeating: " ", count: 500), every: 0.05, limit: 30))
            #expect(seconds >= 0.9 && seconds < 20, "closed after \(seconds) s with --read-timeout 1")
        }
    }

    @Test func aSilentConnectionIsClosedAfterTheIdleTimeoutRealTime() async throws {
        try await withServer(arguments: ["--idle-timeout", "1"]) { server in
            let connection = try RawConnection(port: server.port)
            let seconds = try #require(await connection.secondsUntilClosedByServer(within: 30))
            #expect(seconds >= 0.8 && seconds < 20, "closed after \(seconds) s with --idle-timeout 1")
        }
    }

    @Test func aKeptAliveConnectionServesAPromptRequestThenClosesWhenIdleRealTime() async throws {
        try await withServer(arguments: ["--idle-timeout", "1"]) { server in
            let connection = try RawConnection(port: server.port)
            // Both exchanges and the idle wait on one thread, timed from the second answer's arrival: a wait for
            // the test's task between the two could outlast the 1 s idle timeout on a busy machine.
            let (answers, closedAfter) = await connection.converseThenSecondsUntilClosed(
                [Self.completeRequest, Self.completeRequest], timeout: 30, limit: 30
            )
            #expect(answers.map { $0?.status } == [200, 200])
            let seconds = try #require(closedAfter)
            #expect(seconds >= 0.8 && seconds < 20, "closed after \(seconds) s idle with --idle-timeout 1")
        }
    }

    @Test func sigtermStopsTheServerWithinTheBoundDespiteSlowAndHalfSentRequests() async throws {
        let server = try await ServerProcess.start()
        let slowloris = try RawConnection(port: server.port)
        #expect(slowloris.send("GET /graphql HTTP/1.1\r\nHost: x\r\nX-Slow: "))
        let halfSent = try RawConnection(port: server.port)
        #expect(halfSent.send("POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"query\""))
        // A full exchange on a third connection: the server has read what came before it.
        #expect(try await HTTPExchange.graphQL(server.endpoint, query: "{ continents { code } }").status == 200)
        let stopped = try #require(await server.terminate(within: 10), "still running 10 s after SIGTERM")
        #expect(stopped.status == 0)
        // The graceful shutdown's own bound is 2.5 s: a stop well under it waited for no request.
        #expect(stopped.seconds < 2, "stopped after \(stopped.seconds) s")
        #expect(await slowloris.closedByServer(within: 1))
        let stoppedAnswer = await halfSent.readResponse(timeout: 1)
        #expect(stoppedAnswer?.status == 503, "the request whose body was arriving is answered, not dropped")
        #expect(stoppedAnswer?.headers["connection"] == "close")
        #expect(await halfSent.closedByServer(within: 1))
    }

    @Test func errorBodiesNeverEchoLongInput() async throws {
        try await withServer { server in
            let longType = "application/" + String(repeating: "x", count: 10_000)
            let unsupported = try await HTTPExchange.send(
                server.endpoint, body: Data("{}".utf8), headers: ["Content-Type": longType]
            )
            #expect(unsupported.status == 415)
            #expect(unsupported.body.count < 1_024, "\(unsupported.body.count) bytes")

            let notJSON = try await HTTPExchange.send(server.endpoint, body: Data(String(repeating: "{", count: 60_000).utf8))
            #expect(notJSON.status == 400)
            #expect(notJSON.body.count < 1_024, "\(notJSON.body.count) bytes")

            let connection = try RawConnection(port: server.port)
            connection.send("GET /graphql?query=%ZZ" + String(repeating: "y", count: 10_000) + " HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
            let badForm = try #require(await connection.readResponse(timeout: 5))
            #expect(badForm.status == 400)
            #expect(String(decoding: badForm.body, as: UTF8.self).contains("form encoding"))
            #expect(badForm.body.count < 1_024, "\(badForm.body.count) bytes")
        }
    }

    @Test func takesTimeoutsUpToADayAndBatchesUpToAThousandAndRefusesMoreAsAUsageError() async throws {
        let longest = ["--request-deadline", "86400", "--read-timeout", "86400", "--idle-timeout", "86400"]
        try await withServer(arguments: longest) { server in
            let reply = try await HTTPExchange.graphQL(server.endpoint, query: "{ continents { code } }")
            #expect(reply.status == 200)
        }
        for flag in ["--request-deadline", "--read-timeout", "--idle-timeout"] {
            for value in ["0", "86400.5"] {
                let run = try await CommandRun.run("countries-server", [flag, value], timeout: 20)
                #expect(run.status == 64, "\(flag) \(value)")
                #expect(run.stderr.contains(flag))
            }
        }
        for (arguments, flag) in [(["--batch-limit", "0"], "--batch-limit"), (["--batch-limit", "1001"], "--batch-limit"),
                                  (["--no-cors", "--cors-origin", "http://a.test"], "--no-cors")] {
            let run = try await CommandRun.run("countries-server", arguments, timeout: 20)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.stderr.contains(flag))
        }
        try await withServer(arguments: ["--batch-limit", "1000"]) { server in
            let reply = try await HTTPExchange.graphQL(server.endpoint, query: "{ continents { code } }")
            #expect(reply.status == 200)
        }
        let help = try await CommandRun.run("countries-server", ["--help"], timeout: 20)
        for flag in ["--request-deadline", "--read-timeout", "--idle-timeout", "--batch-limit", "--cors-origin", "--no-cors"] {
            #expect(help.stdout.contains(flag))
        }
    }

    /// A whole POST of `{ continents { code } }`.
    static let completeRequest: String = {
        let body = #"{"query":"{ continents { code } }"}"#
        return "POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n" + body
    }()
}
