import Foundation
@testable import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// A clear and every use of a cache file are ordered by the directory's lock: a clear never deletes a file in use,
/// and a write after a clear lands in a new file.
struct ClearOrderingTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    /// Options that give up on a lock at once.
    private var impatient: SQLiteCacheOptions {
        var options = SQLiteCacheOptions()
        options.busyWait = BusyWait(timeout: .zero)
        return options
    }

    @Test func aWriteAfterAClearLandsInANewFile() throws {
        let cache = try openCache(directory.cacheFile)
        _ = try cache.merge(RecordSet(Fixtures.everyShape))
        #expect(try CacheClearing.clear(directory: directory.url).deleted.count == 1)
        #expect(!FileManager.default.fileExists(atPath: directory.cacheFile.path))
        let japan = try #require(Fixtures.everyShape.first { $0.key == "Country:日本" })
        _ = try cache.merge(RecordSet([japan]))
        #expect(FileManager.default.fileExists(atPath: directory.cacheFile.path), "the write made the file again")
        #expect(try RawSQLite.holdsRecord(at: directory.cacheFile, key: "Country:日本"), "and landed in it")
        #expect(try RawSQLite.applicationID(at: directory.cacheFile) == CacheFileFormat.applicationID, "marked as ours")
        #expect(try cache.read { lookup in try lookup.record(forKey: "Country:CA") } == nil, "the cleared records are gone")
    }

    @Test func aClearWaitsForAReadInProgressAndSaysSo() throws {
        let cache = try openCache(directory.cacheFile)
        _ = try cache.merge(RecordSet(Fixtures.everyShape))
        let refusal = try cache.read { _ in
            return Result { () throws(CacheClearing.Failure) in try CacheClearing.clear(directory: directory.url, wait: BusyWait(timeout: .zero)) }
        }
        guard case .failure(let failure) = refusal else { Issue.record("the clear did not wait"); return }
        #expect(failure.description == "cannot delete \(directory.url.path): a cache in it stayed in use by another country-explorer")
        #expect(FileManager.default.fileExists(atPath: directory.cacheFile.path), "nothing was deleted under the read")
        #expect(try CacheClearing.clear(directory: directory.url).deleted.count == 1, "once the read is over, it clears")
    }

    @Test func aWriteWaitsForAClearAndSaysSoInWords() throws {
        let cache = try SQLiteNormalizedCache.open(at: directory.cacheFile, options: impatient).cache
        let failure = try CacheDirectoryLock.withLock(on: directory.url.path, .exclusive, wait: BusyWait(timeout: .zero)) {
            Result { () throws(SQLiteCacheError) in try cache.merge(RecordSet(Fixtures.everyShape), reporting: .all) }
        }
        guard case .failure(let error) = failure else { Issue.record("the write did not wait"); return }
        #expect(error.description == "cache write failed: the cache directory \(directory.url.path) stayed locked by another country-explorer (\(directory.cacheFile.path))")
        #expect(openError(directory.cacheFile) == nil)
    }
}
