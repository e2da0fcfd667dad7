import CountryExplorerTesting
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// `country-explorer query` with a cache directory of its own.
private func query(_ arguments: [String], cacheHome: URL) async throws -> CommandRun {
    try await CommandRun.run("country-explorer", ["query"] + arguments, environment: ["XDG_CACHE_HOME": cacheHome.path])
}

@Suite("The persistent cache, end to end")
struct CacheEndToEndTests {
    @Test func aStoppedServerIsNotMissedByCacheFirstOrCacheOnly() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let server = try await ServerProcess.start()
        let endpoint = server.endpoint.absoluteString
        let live = try await query(["CountryDetail", "--var", "code=JP", "--endpoint", endpoint], cacheHome: cacheHome)
        await #expect(server.stop() == 0)
        #expect(live.status == 0, "\(live.stderr)")
        #expect(live.stderr.isEmpty, "a live answer needs no note: \(live.stderr)")

        for policy in ["cacheFirst", "cacheOnly", "returnCacheDataDontFetch"] {
            let cached = try await query(["CountryDetail", "--var", "code=JP", "--endpoint", endpoint, "--policy", policy], cacheHome: cacheHome)
            #expect(cached.status == 0, "\(policy): \(cached.stderr)")
            #expect(cached.stdout == live.stdout, "\(policy) gives the same data")
            #expect(cached.stderr.contains("note: answered from the cache"), "\(policy): \(cached.stderr)")
            #expect(!cached.stderr.contains("bundled"), "\(policy) did not fall back: \(cached.stderr)")
        }
        let miss = try await query(["CountryDetail", "--var", "code=FR", "--endpoint", endpoint, "--policy", "cacheOnly"], cacheHome: cacheHome)
        #expect(miss.status == 2)
        #expect(miss.stdout.isEmpty)
        #expect(miss.stderr == "error: cache miss: the cache has no QUERY_ROOT.country(code:\"FR\")\n")
        let path = try await CommandRun.run("country-explorer", ["cache", "path", "--endpoint", endpoint], environment: ["XDG_CACHE_HOME": cacheHome.path])
        let file = cacheHome.appendingPathComponent("country-explorer/cache-127.0.0.1_\(server.port)_graphql.sqlite")
        #expect(path.stdout == file.path + "\n")
        #expect(FileManager.default.fileExists(atPath: file.path), "the XDG cache directory holds the endpoint's file")
        let otherEndpoint = try await query(["CountryDetail", "--var", "code=JP", "--policy", "cacheOnly"], cacheHome: cacheHome)
        #expect(otherEndpoint.status == 2, "the public API's cache holds nothing another server said")
    }

    @Test func cacheDirAndNoCacheChooseWhereRecordsGo() async throws {
        let cacheHome = TestCacheHome.fresh()
        let chosen = TestCacheHome.fresh()
        defer {
            try? FileManager.default.removeItem(at: cacheHome)
            try? FileManager.default.removeItem(at: chosen)
        }
        try await withServerProcess { endpoint in
            let noCache = try await query(["ContinentsList", "--endpoint", endpoint, "--no-cache"], cacheHome: cacheHome)
            #expect(noCache.status == 0, "\(noCache.stderr)")
            #expect(!FileManager.default.fileExists(atPath: cacheHome.appendingPathComponent("country-explorer").path))
            let stored = try await query(["ContinentsList", "--endpoint", endpoint, "--cache-dir", chosen.path], cacheHome: cacheHome)
            #expect(stored.status == 0, "\(stored.stderr)")
            let files = try FileManager.default.contentsOfDirectory(atPath: chosen.path).filter { $0.hasSuffix(".sqlite") }
            #expect(files.count == 1 && files.first?.hasPrefix("cache-127.0.0.1_") == true, "\(files)")
            let again = try await query(["ContinentsList", "--endpoint", endpoint, "--policy", "cacheOnly", "--cache-dir", chosen.path], cacheHome: cacheHome)
            #expect(again.status == 0, "\(again.stderr)")
            let none = try await query(
                ["ContinentsList", "--endpoint", endpoint, "--policy", "cacheOnly", "--no-cache", "--cache-dir", chosen.path], cacheHome: cacheHome
            )
            #expect(none.status == 2)
        }
    }

    @Test func aCorruptCacheFileIsReportedOnceLeftAloneAndWorkedAround() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let directory = cacheHome.appendingPathComponent("country-explorer", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("cache.sqlite")
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: file)
        let run = try await query(["CountryDetail", "--var", "code=CI", "--offline"], cacheHome: cacheHome)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Côte d'Ivoire"))
        let notes = run.stderr.split(separator: "\n")
        #expect(notes.count == 1, "said once: \(run.stderr)")
        #expect(notes.first?.hasPrefix("note: cache disabled:") == true, "\(run.stderr)")
        #expect(try Data(contentsOf: file) == garbage, "nothing is lost: the file is untouched")
    }

    @Test func cachePathAndClearFindAndRemoveTheFile() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let environment = ["XDG_CACHE_HOME": cacheHome.path]
        let path = try await CommandRun.run("country-explorer", ["cache", "path"], environment: environment)
        let file = cacheHome.appendingPathComponent("country-explorer/cache.sqlite")
        #expect(path.status == 0)
        #expect(path.stdout == file.path + "\n")
        let directory = file.deletingLastPathComponent()
        let nothing = try await CommandRun.run("country-explorer", ["cache", "clear"], environment: environment)
        #expect(nothing.status == 0)
        #expect(nothing.stderr == "no cache in \(directory.path)\n")
        let made = try await query(["ContinentsList", "--offline"], cacheHome: cacheHome)
        #expect(made.status == 0, "\(made.stderr)")
        let other = directory.appendingPathComponent("cache-localhost_4000_graphql.sqlite")
        try Data("another program's".utf8).write(to: other)
        let kept = directory.appendingPathComponent("notes.txt")
        try Data("not ours".utf8).write(to: kept)
        let cleared = try await CommandRun.run("country-explorer", ["cache", "clear"], environment: environment)
        #expect(cleared.status == 0)
        // One cache, named, with its WAL and shared-memory files when the last process left them.
        #expect(cleared.stderr.contains("deleted 1 cache in \(directory.path): cache.sqlite"), "\(cleared.stderr)")
        #expect(cleared.stderr.split(separator: "\n").last?.hasPrefix("deleted 1 cache in ") == true, "\(cleared.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path + "-wal"))
        #expect(cleared.stderr.contains("note: left untouched: \(other.path) (it is not a country-explorer cache)"), "\(cleared.stderr)")
        #expect(!FileManager.default.fileExists(atPath: file.path))
        #expect(try Data(contentsOf: other) == Data("another program's".utf8), "a file it cannot prove ours is kept")
        #expect(FileManager.default.fileExists(atPath: kept.path), "only cache files are deleted")
    }

    @Test func unknownPoliciesAndBadMaxAgesAreUsageErrors() async throws {
        let unknown = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--policy", "sometimes"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("The value 'sometimes' is invalid for '--policy <name>'"), "\(unknown.stderr)")
        #expect(unknown.stderr.contains("  - cacheFirst\n"), "\(unknown.stderr)")
        let legacy = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--offline", "--policy", "returnCacheDataElseFetch"])
        #expect(legacy.status == 0, "an Apollo 1.x name is a policy too: \(legacy.stderr)")
        let negative = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--max-age", "-5"])
        #expect(negative.status == 64)
    }

    @Test func severalProcessesWriteTheSameCacheAtOnce() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let endpoint = server.endpoint.absoluteString
        let operations: [[String]] = [
            ["AllCountries"], ["LanguagesList"], ["ContinentsList"], ["CountryDetail", "--var", "code=JP"],
            ["CountryDetail", "--var", "code=CA"], ["LanguageDetail", "--var", "code=fr"],
        ]
        let runs = try await withThrowingTaskGroup(of: CommandRun.self) { group in
            for operation in operations {
                group.addTask {
                    try await query(operation + ["--endpoint", endpoint, "--policy", "networkOnly"], cacheHome: cacheHome)
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(runs.count == operations.count)
        for run in runs {
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty, "no locked database, no note: \(run.stderr)")
        }
        for operation in operations {
            let cached = try await query(operation + ["--endpoint", endpoint, "--policy", "cacheOnly"], cacheHome: cacheHome)
            #expect(cached.status == 0, "\(operation): \(cached.stderr)")
        }
    }

    @Test func aProcessKilledWhileWritingLeavesACacheThatOpens() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let endpoint = server.endpoint.absoluteString
        let cacheFile = cacheHome.appendingPathComponent("country-explorer/cache-127.0.0.1_\(server.port)_graphql.sqlite")
        var killed: [KillPoint: Int] = [:]
        // Whether the run has killed a process during its start-up and one once the cache was in use.
        func killedAtBoth() -> Bool {
            killed[.started, default: 0] > 0 && killed.values.reduce(0, +) > killed[.started, default: 0]
        }
        // Twelve attempts, and more (up to 36) while a busy machine let every process finish before the poll saw
        // the point it waited for: the kills, not the attempts, are what the test needs.
        for attempt in 0..<36 where attempt < 12 || !killedAtBoth() {
            let point = KillPoint.allCases[attempt % KillPoint.allCases.count]
            let before = CacheFiles(cacheFile)
            // Foundation's `Process`, polled off the pool every 100 µs: swift-subprocess does not tell whether its
            // child still runs, and a poll that fine would hold a thread of the cooperative pool.
            let process = Process()
            process.executableURL = BuiltProducts.executable("country-explorer")
            process.arguments = ["query", "AllCountries", "--endpoint", endpoint, "--policy", "networkOnly"]
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CACHE_HOME"] = cacheHome.path
            process.environment = environment
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            await offThePool {
                if point.isReached(before: before, now: { CacheFiles(cacheFile) }, while: { process.isRunning }) {
                    kill(process.processIdentifier, SIGKILL)
                }
                process.waitUntilExit()
            }
            if process.terminationReason == .uncaughtSignal { killed[point, default: 0] += 1 }
            let check = try await query(["ContinentsList", "--endpoint", endpoint], cacheHome: cacheHome)
            #expect(check.status == 0)
            #expect(!check.stderr.contains("cache disabled"), "attempt \(attempt), killed at \(point): \(check.stderr)")
        }
        #expect(killed[.started, default: 0] > 0, "killed during start-up: \(killed)")
        #expect(killed.values.reduce(0, +) > killed[.started, default: 0], "killed once the cache was in use: \(killed)")
    }
}

/// When `aProcessKilledWhileWritingLeavesACacheThatOpens` kills the process: each a sign of its progress,
/// seen in the cache's files, rather than a time.
private enum KillPoint: CaseIterable, CustomStringConvertible {
    /// As soon as it runs.
    case started
    /// Once the cache's files change: it opened the cache (creating it, or its `-wal` and `-shm` files).
    case cacheOpened
    /// Once the `-wal` file grows: it is writing a transaction.
    case writing

    /// Watches the cache's files until this point is reached (true) or the process ended (false).
    func isReached(before: CacheFiles, now: () -> CacheFiles, while running: () -> Bool) -> Bool {
        while running() {
            let files = now()
            switch self {
            case .started: return true
            case .cacheOpened: if files != before { return true }
            case .writing: if files.walSize > before.walSize { return true }
            }
            usleep(100)
        }
        return false
    }

    var description: String {
        switch self {
        case .started: "start-up"
        case .cacheOpened: "the cache's opening"
        case .writing: "a write"
        }
    }
}

/// The sizes and times of a cache file and its `-wal` and `-shm` files.
private struct CacheFiles: Equatable {
    /// One file's size and modification time.
    struct FileState: Equatable {
        let size: Int
        let modified: Date?
    }

    /// Each file's state, nil when it is absent.
    let database, wal, shm: FileState?

    init(_ file: URL) {
        func state(_ path: String) -> FileState? {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            return FileState(size: (attributes[.size] as? Int) ?? 0, modified: attributes[.modificationDate] as? Date)
        }
        database = state(file.path)
        wal = state(file.path + "-wal")
        shm = state(file.path + "-shm")
    }

    /// The `-wal` file's size, 0 when absent.
    var walSize: Int { wal?.size ?? 0 }
}

/// Runs `body` with a live server's endpoint, stopping the server afterwards.
private func withServerProcess(_ body: (String) async throws -> Void) async throws {
    let server = try await ServerProcess.start()
    defer { server.stopWithoutWaiting() }
    try await body(server.endpoint.absoluteString)
}
