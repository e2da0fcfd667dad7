import Foundation
import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// What the inspector's cache browser asks of a cache: its keys, one record's removal, and its file.
@Suite("Listing and evicting records, in SQLite and in memory")
struct CacheBrowsingTests {
    private static let records = [
        Record(key: "Country:JP", fields: ["code": .scalar(.string("JP")), "continent": .reference("Continent:AS")], writtenAt: ["code": time(0), "continent": time(0)]),
        Record(key: "Continent:AS", fields: ["code": .scalar(.string("AS"))], writtenAt: ["code": time(0)]),
    ]

    /// Lists, evicts and lists again, the same for every kind of cache.
    private func listsAndEvicts(_ cache: any NormalizedCache) throws {
        _ = try cache.merge(RecordSet(Self.records))
        #expect(try cache.keys().sorted() == ["Continent:AS", "Country:JP"])
        #expect(try cache.removeRecord(forKey: "Country:JP"))
        #expect(try !cache.removeRecord(forKey: "Country:JP"))
        #expect(try cache.keys() == ["Continent:AS"])
        #expect(try cache.read { try $0.record(forKey: "Country:JP") } == nil)
    }

    @Test func sqlite() throws {
        let directory = try TemporaryDirectory()
        let cache = try openCache(directory.cacheFile)
        try listsAndEvicts(cache)
        #expect(cache.file == directory.cacheFile)
        // What was evicted stays evicted for the next process.
        #expect(try openCache(directory.cacheFile).keys() == ["Continent:AS"])
    }

    @Test func memory() throws {
        let cache = InMemoryNormalizedCache()
        try listsAndEvicts(cache)
        #expect(cache.file == nil)
    }

    @Test func theResilientCacheListsItsPrimaryThenItsMemory() throws {
        let directory = try TemporaryDirectory()
        let resilient = ResilientNormalizedCache(primary: try openCache(directory.cacheFile), report: { _ in })
        try listsAndEvicts(resilient)
        #expect(resilient.file == directory.cacheFile)
        let failing = ResilientNormalizedCache(primary: FailingCache(), report: { _ in })
        #expect(try failing.keys().isEmpty)
        #expect(failing.file == nil, "once the primary failed, records live in memory")
    }
}
