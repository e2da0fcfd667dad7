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
        #expect(lines.allSatisfy { $0.wholeMatch(of: /CountryDetail \{.*"code":"XX".*\} \w+: network HTTP 200 in \d+ ms, 25 B · ok/) != nil }, "\(lines)")
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
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
        let lines = try String(contentsOf: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.contains { $0.hasPrefix("AllCountries ") && $0.contains(": network HTTP 200 in ") && $0.hasSuffix(" · ok") }, "\(lines)")
        #expect(lines.contains { $0.hasPrefix("CountryDetail ") && $0.contains(": network HTTP 200 in ") && $0.hasSuffix(" · ok") }, "\(lines)")
    }
}
