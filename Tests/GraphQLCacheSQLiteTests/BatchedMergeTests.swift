import Foundation
@testable import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// The records of `set` in batches of at most `size`, in key order, written at the set's time.
private func batches(of set: RecordSet, size: Int) -> [RecordSet] {
    let keys = set.records.keys.sorted()
    return stride(from: 0, to: keys.count, by: size).map { start in
        var batch = RecordSet(keys[start..<min(start + size, keys.count)].compactMap { set[$0] })
        batch.writtenAt = set.writtenAt
        return batch
    }
}

/// A large reply's records go to the file a batch at a time, within one transaction: all of them, or none.
struct BatchedMergeTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    /// Merges an AllCountries response into `cache` in batches of 100 and expects it stored whole, with the fields
    /// a merge of the whole set reports.
    private func expectStoredWhole(in cache: any NormalizedCache) throws {
        let whole = Fixtures.allCountries(at: time(0))
        let changed = try cache.merge(reporting: .all) { merge in
            for batch in batches(of: whole, size: 100) { try merge(batch) }
            return true
        }
        #expect(changed == (try InMemoryNormalizedCache().merge(whole)))
        #expect(try storedRecords(cache, keys: whole.records.keys) == whole.records)
    }

    /// Batches store what their whole set stores, and report the fields it reports.
    @Test func batchesStoreWhatTheirWholeSetStores() throws {
        try expectStoredWhole(in: openCache(directory.cacheFile))
    }

    /// Batches that give up part way leave nothing behind: the ones merged before are rolled back.
    @Test func batchesThatGiveUpStoreNothing() throws {
        let cache = try openCache(directory.cacheFile)
        let whole = Fixtures.allCountries(at: time(0))
        let changed = try cache.merge(reporting: .all) { merge in
            for batch in batches(of: whole, size: 100).prefix(2) { try merge(batch) }
            return false
        }
        #expect(changed == nil)
        #expect(try cache.keys().isEmpty)
    }

    /// Batches the file cannot hold all go to memory, those it took first included, and the switch is reported once.
    @Test func batchesAFullFileRefusesAllGoToMemory() throws {
        let log = ReportLog()
        let capped = try SQLiteNormalizedCache.open(at: directory.cacheFile, options: SQLiteCacheOptions(maximumPageCount: 16)).cache
        try expectStoredWhole(in: ResilientNormalizedCache(primary: capped, report: log.callback))
        #expect(try !RawSQLite.holdsRecord(at: directory.cacheFile, key: "Continent:C0"), "the first batch was rolled back")
        #expect(log.reports.count == 1)
    }
}
