import Foundation
import GraphQLCacheSQLite
import GraphQLClient
import Testing

/// Two caches over one file, as two processes would have, write and read at once without locking each other out.
struct ConcurrencyTests {
    /// The test's own directory.
    let directory: TemporaryDirectory

    /// Creates the directory.
    init() throws { directory = try TemporaryDirectory() }

    /// Six tasks on two connections merge and read back; every write lands, and no merge
    /// of the shared record loses a field another connection added meanwhile.
    @Test func twoConnectionsShareOneFile() async throws {
        let caches = [try openCache(directory.cacheFile), try openCache(directory.cacheFile)]
        let writers = 6
        let steps = 40
        try await withThrowingTaskGroup(of: Void.self) { group in
            for writer in 0..<writers {
                let cache = caches[writer % 2]
                group.addTask {
                    for step in 0..<steps {
                        let key = "W\(writer):\(step)"
                        let changed = try cache.merge(RecordSet([
                            Fixtures.record(key, at: time(Double(step)), ["step": .scalar(.number(Double(step)))]),
                            Fixtures.record("Shared", at: time(Double(step)), [key: .scalar(.number(Double(step)))]),
                        ]))
                        #expect(changed.contains(CacheFieldID(record: key, field: "step")))
                        #expect(try cache.read { try $0.record(forKey: key) } != nil)
                    }
                }
            }
            try await group.waitForAll()
        }
        let keys = (0..<writers).flatMap { writer in (0..<steps).map { "W\(writer):\($0)" } }
        for cache in caches {
            #expect(try storedRecords(cache, keys: keys).count == writers * steps)
            let shared = try cache.read { try $0.record(forKey: "Shared") }
            #expect(shared?.fields.count == writers * steps)
        }
    }
}
