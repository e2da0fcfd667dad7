import CountryExplorerTesting
import Foundation
import Testing

@Suite("--log FILE: one line per request sent to the network, never on the screen", .serialized)
struct RequestLogTests {
    /// A fresh path for a log file, in a directory of its own.
    private func logPath() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("request-log-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory.appendingPathComponent("requests.log")
    }

    @Test func queryAppendsOneLinePerRequestWithItsTime() async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: #"{"data":{"country":null}}"#)) }
        defer { server.stop() }
        let log = try logPath()
        defer { try? FileManager.default.removeItem(at: log.deletingLastPathComponent()) }
        for _ in 0..<2 {
            let run = try await CommandRun.run("country-explorer", [
                "query", "CountryDetail", "--var", "code=XX", "--endpoint", server.endpoint.absoluteString,
                "--no-cache", "--log", log.path,
            ])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty, "the log goes to its file only: \(run.stderr)")
        }
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 2, "appended, one line per request: \(lines)")
        #expect(lines.allSatisfy { $0.wholeMatch(of: /CountryDetail \{.*"code":"XX".*\} \w+: network HTTP 200 in (\d+ ms|\d+\.\d s), 25 B · ok/) != nil }, "\(lines)")
    }

    @Test func aLogThatCannotBeOpenedIsSaidOnStderrWithExit2() async throws {
        let directory = FileManager.default.temporaryDirectory.path
        let run = try await CommandRun.run("country-explorer", [
            "query", "ContinentsList", "--endpoint", "http://127.0.0.1:9/graphql", "--no-cache", "--log", directory,
        ])
        #expect(run.status == 2)
        #expect(run.stderr == "error: cannot open the log file '\(directory)' for appending\n")
    }

    @Test(.requiresTmux) func theExplorerLogsToTheFileAndNotOnTheScreen() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let log = try logPath()
        defer { try? FileManager.default.removeItem(at: log.deletingLastPathComponent()) }
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let session = try TmuxSession(width: 100, height: 30, cacheHome: cacheHome)
        defer { session.close() }
        let binary = BuiltProducts.executable("country-explorer").path
        try session.run("\(binary) --endpoint \(server.endpoint.absoluteString) --log \(log.path)")
        let live = try await session.waitFor { $0.contains("live · 127.0.0.1") && $0.contains("Kabul") }
        #expect(!live.contains("HTTP 200"), "nothing of the log on the screen: \(live)")
        // The pane's request may still be under way when the list is live, however loaded the machine: wait for
        // both lines, then quit.
        let operations = ["AllCountries ", "CountryDetail "]
        func answered(_ operation: String, in lines: [Substring]) -> Bool {
            lines.contains { $0.hasPrefix(operation) && $0.contains(": network HTTP 200 in ") && $0.hasSuffix(" · ok") }
        }
        let lines = await loggedLines(at: log) { lines in operations.allSatisfy { answered($0, in: lines) } }
        for operation in operations {
            #expect(answered(operation, in: lines), "\(operation)is logged: \(lines)")
        }
        let screen = try session.capture()
        #expect(!screen.contains("HTTP 200"), "nothing of the log on the screen: \(screen)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    /// The lines of the log at `path` once `done` holds for them, or after 60 seconds, whichever comes first.
    private func loggedLines(at path: URL, until done: ([Substring]) -> Bool) async -> [Substring] {
        let deadline = Date().addingTimeInterval(60)
        while true {
            let lines = ((try? String(contentsOf: path, encoding: .utf8)) ?? "").split(separator: "\n")
            if done(lines) || Date() > deadline { return lines }
            try? await Task.sleep(for: .milliseconds(100))
        }
    }
}
