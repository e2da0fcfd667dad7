import CountryExplorerTesting
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A cache directory of the test's own, with the explorer's folder made, and `query` run against it.
private struct PreparedCacheHome {
    let home = TestCacheHome.fresh()
    var directory: URL { home.appendingPathComponent("country-explorer", isDirectory: true) }
    var cacheFile: URL { directory.appendingPathComponent("cache.sqlite") }

    init() throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func query(_ arguments: [String]) async throws -> CommandRun {
        try await CommandRun.run("country-explorer", ["query"] + arguments, timeout: 60, environment: ["XDG_CACHE_HOME": home.path])
    }

    func clear() async throws -> CommandRun {
        try await CommandRun.run("country-explorer", ["cache", "clear"], environment: ["XDG_CACHE_HOME": home.path])
    }

    func remove() { try? FileManager.default.removeItem(at: home) }
}

@Suite("Odd files where the cache lives, end to end: refused at once, left as they were")
struct HostileCacheFilesTests {
    @Test func aFIFOInPlaceOfTheCacheFileDoesNotHangQuery() async throws {
        let prepared = try PreparedCacheHome()
        defer { prepared.remove() }
        #expect(mkfifo(prepared.cacheFile.path, 0o600) == 0)
        // The run's own timeout is the hang guard: before, it hung for ever.
        let run = try await prepared.query(["CountryDetail", "--var", "code=JP", "--offline"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Tokyo"))
        #expect(run.stderr == "note: cache disabled: \(prepared.cacheFile.path) is a FIFO, not a cache file; left untouched; keeping data in memory\n")
    }

    @Test func anotherProgramsDatabaseWithARecordsTableIsLeftByteForByte() async throws {
        let prepared = try PreparedCacheHome()
        defer { prepared.remove() }
        // Make a real cache, then turn it into someone else's with a `records` table: no mark, their version.
        let made = try await prepared.query(["ContinentsList", "--offline"])
        #expect(made.status == 0)
        try SQLiteHeader.write(prepared.cacheFile, userVersion: 7, applicationID: 0)
        let before = try Data(contentsOf: prepared.cacheFile)
        let run = try await prepared.query(["ContinentsList", "--offline"])
        #expect(run.status == 0)
        #expect(run.stderr == "note: cache disabled: \(prepared.cacheFile.path) is not a country-explorer cache; left untouched; keeping data in memory\n")
        #expect(try Data(contentsOf: prepared.cacheFile) == before)
        let cleared = try await prepared.clear()
        #expect(cleared.status == 0)
        #expect(try Data(contentsOf: prepared.cacheFile) == before, "cache clear keeps it too")
    }

    @Test func cacheClearKeepsADirectoryNamedLikeACacheFile() async throws {
        let prepared = try PreparedCacheHome()
        defer { prepared.remove() }
        let impostor = prepared.directory.appendingPathComponent("cache-x.sqlite", isDirectory: true)
        try FileManager.default.createDirectory(at: impostor, withIntermediateDirectories: false)
        let precious = impostor.appendingPathComponent("thesis.txt")
        try Data("years of work".utf8).write(to: precious)
        let run = try await prepared.clear()
        #expect(run.status == 0)
        #expect(run.stderr == "note: left untouched: \(impostor.path) (it is a directory)\nno cache in \(prepared.directory.path)\n")
        #expect(try Data(contentsOf: precious) == Data("years of work".utf8))
    }

    @Test func cacheClearRacingWritersNeverFails() async throws {
        let prepared = try PreparedCacheHome()
        defer { prepared.remove() }
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        // Four writers create the file, open it and write a server's answer into it, while three clears delete it
        // underneath; twice over. Each is ordered by the directory's lock: no writer's cache fails, and no
        // clear meets a file half made.
        let write = ["ContinentsList", "--endpoint", server.endpoint.absoluteString, "--policy", "networkOnly"]
        for _ in 0..<2 {
            let runs = try await withThrowingTaskGroup(of: (clear: Bool, run: CommandRun).self) { group in
                for index in 0..<7 {
                    group.addTask {
                        await index.isMultiple(of: 2) ? (false, try prepared.query(write)) : (true, try prepared.clear())
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for (isClear, run) in runs {
                #expect(run.status == 0, "\(isClear ? "clear" : "query"): \(run.stderr)")
                if isClear {
                    #expect(!run.stderr.contains("error"), "\(run.stderr)")
                    #expect(!run.stderr.contains("left untouched"), "a file being made is not someone else's: \(run.stderr)")
                } else {
                    #expect(run.stderr.isEmpty, "the writer's cache never failed: \(run.stderr)")
                }
            }
        }
    }

    @Test func aSymlinkToAMissingFileIsNotWrittenThrough() async throws {
        let prepared = try PreparedCacheHome()
        defer { prepared.remove() }
        let target = prepared.home.appendingPathComponent("elsewhere.sqlite")
        try FileManager.default.createSymbolicLink(atPath: prepared.cacheFile.path, withDestinationPath: target.path)
        let run = try await prepared.query(["ContinentsList", "--offline"])
        #expect(run.status == 0)
        #expect(run.stderr.contains("is a symbolic link to a missing file, not a cache file; left untouched"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target.path), "no database was created at the link's target")
    }
}

/// Edits the header fields of a SQLite file in place, as another program's database would have them.
private enum SQLiteHeader {
    /// Sets `user_version` (offset 60) and `application_id` (offset 68), big-endian.
    static func write(_ url: URL, userVersion: UInt32, applicationID: UInt32) throws {
        var bytes = try Data(contentsOf: url)
        #expect(bytes.count >= 100 && bytes.prefix(16) == Data("SQLite format 3\0".utf8))
        for (offset, value) in [(60, userVersion), (68, applicationID)] {
            for index in 0..<4 { bytes[offset + index] = UInt8(truncatingIfNeeded: value >> (24 - 8 * UInt32(index))) }
        }
        try bytes.write(to: url)
    }
}
