import Foundation
import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// What a cache writes is there when the file is opened again.
struct PersistenceTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    /// Records, then a later merge over them, then a clear, each outlive the cache that wrote them.
    @Test func recordsOutliveTheirCache() throws {
        let first = Fixtures.allCountries(countries: 20, continents: 3, at: time(0))
        let update = RecordSet([Fixtures.record("Country:K3", at: time(7), ["name": .scalar("Renamed")])])
        do {
            let cache = try openCache(directory.cacheFile)
            _ = try cache.merge(first)
            #expect(try cache.merge(update) == [CacheFieldID(record: "Country:K3", field: "name")])
        }
        var expected = first
        for record in update.records.values { expected.merge(record) }
        do {
            let reopened = try openCache(directory.cacheFile)
            #expect(try storedRecords(reopened, keys: first.records.keys) == expected.records)
            try reopened.removeAll()
        }
        let cleared = try openCache(directory.cacheFile)
        #expect(try storedRecords(cleared, keys: first.records.keys).isEmpty)
    }

    /// A zero-length file is an empty database to SQLite: it opens as an empty cache and takes records.
    @Test func zeroLengthFileJustWorks() throws {
        #expect(FileManager.default.createFile(atPath: directory.cacheFile.path, contents: Data()))
        let opened = try SQLiteNormalizedCache.open(at: directory.cacheFile)
        #expect(opened.notice == nil)
        let records = RecordSet(Fixtures.everyShape)
        _ = try opened.cache.merge(records)
        #expect(try storedRecords(opened.cache, keys: records.records.keys) == records.records)
    }
}
