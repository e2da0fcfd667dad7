import Foundation
@testable import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// The resilient cache gives up a failing primary for memory, says so once, and keeps answering.
struct ResilientCacheTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    /// A cache file capped at 16 pages (64 KiB), so that a big merge really fails with SQLITE_FULL, even as root.
    private func cappedCache() throws -> SQLiteNormalizedCache {
        try SQLiteNormalizedCache.open(at: directory.cacheFile, options: SQLiteCacheOptions(maximumPageCount: 16)).cache
    }

    /// The SQLite cache itself throws a typed, readable error and rolls the failed merge back.
    @Test func fullFileFailsTheWholeMerge() throws {
        let cache = try cappedCache()
        let small = RecordSet(Fixtures.everyShape)
        _ = try cache.merge(small)
        let big = Fixtures.allCountries(at: time(0))
        #expect(throws: SQLiteCacheError(
            operation: .write, path: directory.cacheFile.path, detail: "database or disk is full")
        ) {
            try cache.merge(big)
        }
        #expect(try storedRecords(cache, keys: small.records.keys) == small.records)
        #expect(try storedRecords(cache, keys: big.records.keys.filter { small[$0] == nil }).isEmpty)
    }

    /// After a write fails on the primary, merges and reads go to memory, and the reason is reported once.
    @Test func writeFailureSwitchesToMemory() throws {
        let log = ReportLog()
        let cache = ResilientNormalizedCache(primary: try cappedCache(), report: log.callback)
        _ = try cache.merge(RecordSet(Fixtures.everyShape))
        #expect(try RawSQLite.holdsRecord(at: directory.cacheFile, key: "Country:CA"))
        let big = Fixtures.allCountries(at: time(0))
        let changed = try cache.merge(big)
        #expect(changed == (try InMemoryNormalizedCache().merge(big)))
        #expect(try storedRecords(cache, keys: big.records.keys) == big.records)
        #expect(try !RawSQLite.holdsRecord(at: directory.cacheFile, key: "Country:K0"), "the big merge went to memory")
        _ = try cache.merge(Fixtures.countryWithStates(at: time(1)))
        try cache.removeAll()
        #expect(try storedRecords(cache, keys: big.records.keys).isEmpty)
        let path = directory.cacheFile.path
        #expect(log.reports == ["cache disabled: database or disk is full writing \(path); keeping data in memory"])
    }

    /// A read that fails on the primary is a miss from memory, reported once.
    @Test func readFailureFallsThroughToMemory() throws {
        let sqlite = try openCache(directory.cacheFile)
        _ = try sqlite.merge(RecordSet(Fixtures.everyShape))
        try RawSQLite.execute(at: directory.cacheFile, "DROP TABLE records")
        do {
            _ = try sqlite.read { try $0.record(forKey: "Country:CA") }
            Issue.record("read a dropped table")
        } catch let error as SQLiteCacheError {
            #expect(error.operation == .read)
            #expect(error.detail.contains("no such table"))
        }
        let log = ReportLog()
        let cache = ResilientNormalizedCache(primary: sqlite, report: log.callback)
        #expect(try cache.read { try $0.record(forKey: "Country:CA") } == nil)
        #expect(try cache.read { try $0.record(forKey: "Country:CA") } == nil)
        #expect(log.reports.count == 1)
        #expect(log.reports == ["cache disabled: no such table: records reading \(directory.cacheFile.path); keeping data in memory"])
    }

    /// An error the read's body throws by itself reaches the caller and leaves the primary in place.
    @Test func bodyErrorsPassThrough() throws {
        let log = ReportLog()
        let cache = ResilientNormalizedCache(primary: try openCache(directory.cacheFile), report: log.callback)
        #expect(throws: DeliberateError()) {
            try cache.read { _ in throw DeliberateError() }
        }
        #expect(try recordsReachTheFile(cache, directory.cacheFile))
        #expect(log.reports.isEmpty)
    }

    /// A primary failure the body swallows is still noticed: the read is run again on memory.
    @Test func swallowedLookupFailureIsNoticed() throws {
        let log = ReportLog()
        let cache = ResilientNormalizedCache(primary: FailingCache(), report: log.callback)
        var runs = 0
        let found = try cache.read { lookup in
            runs += 1
            return (try? lookup.record(forKey: "Any")) ?? nil
        }
        #expect(found == nil)
        #expect(runs == 2)
        #expect(log.reports == ["cache disabled: \(FailingCache.Failure()); keeping data in memory"])
    }

    /// Many concurrent failures produce one report, and no caller sees the primary's error.
    @Test func concurrentFailuresReportOnce() async throws {
        let log = ReportLog()
        let cache = ResilientNormalizedCache(primary: FailingCache(), report: log.callback)
        try await withThrowingTaskGroup(of: Set<CacheFieldID>.self) { group in
            for index in 0..<32 {
                group.addTask { try cache.merge(RecordSet([Record(key: "K\(index)", fields: ["f": .scalar("v")])])) }
            }
            for try await changed in group { #expect(changed.count == 1) }
        }
        #expect(log.reports.count == 1)
    }

    /// Without a primary the cache works in memory and reports nothing.
    @Test func noPrimaryMeansMemory() throws {
        let log = ReportLog()
        let cache = ResilientNormalizedCache(primary: nil, report: log.callback)
        let records = RecordSet(Fixtures.everyShape)
        _ = try cache.merge(records)
        #expect(try storedRecords(cache, keys: records.records.keys) == records.records)
        #expect(log.reports.isEmpty)
    }

    /// Opening a file that is not a database reports why and falls back to memory.
    @Test func openingGarbageReportsAndUsesMemory() throws {
        try Data("not a database at all, just text".utf8).write(to: directory.cacheFile)
        let log = ReportLog()
        let cache = ResilientNormalizedCache(fileAt: directory.cacheFile, report: log.callback)
        let path = directory.cacheFile.path
        #expect(log.reports == [
            "cache disabled: \(path) is not a SQLite database; it was left untouched; keeping data in memory",
        ])
        #expect(try cache.merge(RecordSet([Record(key: "K", fields: ["f": .scalar("v")])])).count == 1)
    }

    /// Opening an old cache of ours reports the reset and keeps using the file.
    @Test func openingAnOldCacheReportsTheReset() throws {
        try RawSQLite.makeDatabase(
            at: directory.cacheFile, userVersion: 0, applicationID: CacheFileFormat.applicationID, sql: "CREATE TABLE records (id INT)")
        let log = ReportLog()
        let cache = ResilientNormalizedCache(fileAt: directory.cacheFile, report: log.callback)
        #expect(try recordsReachTheFile(cache, directory.cacheFile))
        #expect(log.reports == ["cache file \(directory.cacheFile.path) was reset: it was in format 0, this version uses 1"])
    }
}

/// Whether a record merged into `cache` now lands in the SQLite file at `file` (read back by SQLite itself), that
/// is, whether the cache still writes to its file rather than to memory.
func recordsReachTheFile(_ cache: ResilientNormalizedCache, _ file: URL) throws -> Bool {
    let key = "Probe:\(UUID().uuidString)"
    _ = try cache.merge(RecordSet([Record(key: key, fields: ["f": .scalar("v")])]))
    return try RawSQLite.holdsRecord(at: file, key: key)
}

/// A primary whose every operation fails.
struct FailingCache: NormalizedCache {
    /// What it throws.
    struct Failure: Error, CustomStringConvertible {
        /// A fixed text.
        var description: String { "simulated failure" }
    }

    /// Hands `body` a lookup that fails.
    func read<Result>(_ body: (any RecordLookup) throws -> Result) throws -> Result {
        try body(FailingLookup())
    }

    /// Fails.
    func merge(_ records: RecordSet, reporting interest: ChangeInterest) throws -> Set<CacheFieldID> { throw Failure() }

    /// Fails.
    func removeAll() throws { throw Failure() }

    /// Fails.
    func keys() throws -> [CacheKey] { throw Failure() }

    /// Fails.
    func removeRecord(forKey key: CacheKey) throws -> Bool { throw Failure() }

    /// A lookup that fails.
    private struct FailingLookup: RecordLookup {
        /// Fails.
        func record(forKey key: CacheKey) throws -> Record? { throw Failure() }
    }
}
