import CountryExplorerTesting
import Foundation
import Testing

@Suite("query --explain: the inspector's origin, timing and policy on stderr")
struct ExplainTests {
    @Test func overHTTPItNamesTheHostStatusMethodSizeAndTime() async throws {
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let run = try await CommandRun.run(
            "country-explorer", ["query", "CountryDetail", "--var", "code=JP", "--endpoint", server.endpoint.absoluteString, "--get", "--explain"]
        )
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains("explain: operation: query CountryDetail"), "\(run.stderr)")
        #expect(lines.contains("explain: policy: cacheFirst"), "\(run.stderr)")
        #expect(lines.contains { $0.hasPrefix("explain: origin: network · 127.0.0.1:\(server.port) · HTTP 200 · GET · ") && $0.hasSuffix(" bytes") }, "\(run.stderr)")
        // Milliseconds, or tenths of a second past one second (as a machine busy with other work may take).
        #expect(lines.contains { $0.range(of: #"^explain: time: (\d+ ms|\d+\.\d s)$"#, options: .regularExpression) != nil }, "\(run.stderr)")
        #expect(run.stdout.contains("Tokyo"), "the answer still goes to stdout")
    }

    @Test func fromTheCacheAndTheBundledDataAndOnFailure() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let environment = ["XDG_CACHE_HOME": cacheHome.path]
        let bundled = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--offline", "--explain", "--policy", "networkOnly"], environment: environment)
        #expect(bundled.stderr.contains("explain: origin: bundled data · offline · "), "\(bundled.stderr)")
        // The offline answer is not cached (only a server's is), so the cache misses; a live one would answer.
        let missed = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--offline", "--explain", "--policy", "cacheOnly"], environment: environment)
        #expect(missed.status == 2)
        #expect(missed.stderr.contains("explain: origin: failed: cache miss"), "\(missed.stderr)")
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let endpoint = server.endpoint.absoluteString
        _ = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--endpoint", endpoint], environment: environment)
        let cached = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--endpoint", endpoint, "--explain"], environment: environment)
        #expect(cached.stderr.contains("explain: origin: cache · "), "\(cached.stderr)")
        #expect(cached.stderr.contains("cache-"), "the cache's file: \(cached.stderr)")
        let plain = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--endpoint", endpoint], environment: environment)
        #expect(!plain.stderr.contains("explain:"), "nothing without --explain: \(plain.stderr)")
    }
}
