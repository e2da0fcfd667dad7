import CountryExplorerTesting
import Foundation
import GRDB
import Testing

/// Rows of a real cache file edited as a hostile or broken program would leave them, read by the real binary: a
/// row out of range is a miss, never a crash.
@Suite("Hostile cache rows, end to end")
struct HostileCacheRowsTests {
    /// Caches Japan's detail from a real server into a fresh cache home, runs `edit` on the file, then runs
    /// `query CountryDetail` with `extra` arguments against it.
    private func queryOverEditedRow(_ edit: String, _ extra: [String]) async throws -> CommandRun {
        let home = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_CACHE_HOME": home.path]
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let arguments = ["query", "CountryDetail", "--var", "code=JP", "--endpoint", server.endpoint.absoluteString]
        let stored = try await CommandRun.run("country-explorer", arguments, environment: environment)
        #expect(stored.status == 0, "\(stored.stderr)")
        let file = home.appendingPathComponent("country-explorer").appendingPathComponent("cache-127.0.0.1_\(server.port)_graphql.sqlite")
        var configuration = GRDB.Configuration()
        configuration.busyMode = .timeout(5)
        let queue = try DatabaseQueue(path: file.path, configuration: configuration)
        try await queue.write { db in
            try db.execute(sql: edit)
            #expect(db.changesCount == 1, "the row was edited")
        }
        try queue.close()
        return try await CommandRun.run("country-explorer", arguments + extra, environment: environment)
    }

    /// `UPDATE` setting one time of Japan's row to `seconds`, as SQL writes the number into the row's JSON.
    private func japanWritten(at seconds: String) -> String {
        """
        UPDATE records SET fields = CAST(json_set(CAST(fields AS TEXT), '$.writtenAt.code', \(seconds)) AS BLOB)
        WHERE key = 'Country:JP'
        """
    }

    @Test(arguments: ["1e300", "-1e19", "1e19", "253402300800"])
    func aTimeOutOfRangeIsAMissNotACrash(seconds: String) async throws {
        let cacheOnly = try await queryOverEditedRow(japanWritten(at: seconds), ["--policy", "cacheOnly", "--explain"])
        #expect(cacheOnly.status == 2, "a miss, not a crash (132 was SIGILL): \(cacheOnly.stderr)")
        #expect(cacheOnly.stderr.contains("cache miss"), "\(cacheOnly.stderr)")
        #expect(cacheOnly.stderr.contains("Country:JP"), "the row is named: \(cacheOnly.stderr)")
        let cacheFirst = try await queryOverEditedRow(japanWritten(at: seconds), ["--explain"])
        #expect(cacheFirst.status == 0, "the network answers the miss: \(cacheFirst.stderr)")
        #expect(cacheFirst.stderr.contains("explain: origin: network · "), "\(cacheFirst.stderr)")
        #expect(cacheFirst.stdout.contains("Tokyo"))
    }

    @Test func aTimeJustInRangeIsRead() async throws {
        let run = try await queryOverEditedRow(japanWritten(at: "253402300799"), ["--policy", "cacheOnly", "--explain"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.contains("explain: origin: cache · "), "\(run.stderr)")
        #expect(run.stdout.contains("Tokyo"))
    }
}
