import CountriesAPI
import CountriesClientTesting
import Foundation
import GraphQLClient
import Synchronization
import Testing

/// A store in memory that notes how many records each batch handed to it holds.
private final class BatchNotingCache: NormalizedCache {
    private let base = InMemoryNormalizedCache()
    private let sizes = Mutex<[Int]>([])

    /// The records of each batch so far, in order.
    var batchSizes: [Int] { sizes.withLock { $0 } }

    func read<Result>(_ body: (any RecordLookup) throws -> Result) throws -> Result { try base.read(body) }
    func merge(_ records: RecordSet, reporting interest: ChangeInterest) throws -> Set<CacheFieldID> { try base.merge(records, reporting: interest) }
    func removeAll() throws { try base.removeAll() }
    func keys() throws -> [CacheKey] { try base.keys() }
    func removeRecord(forKey key: CacheKey) throws -> Bool { try base.removeRecord(forKey: key) }

    func merge(reporting interest: ChangeInterest, _ batches: RecordBatches) throws -> Set<CacheFieldID>? {
        try base.merge(reporting: interest) { merge in
            try withoutActuallyEscaping(merge) { merge in
                try batches { batch in
                    sizes.withLock { $0.append(batch.count) }
                    try merge(batch)
                }
            }
        }
    }
}

/// A large reply reaches the store a batch at a time, so that its records are never all held at once.
@Suite("A reply's records go to the store in batches")
struct BatchedStoreTests {
    @Test func aLargeReplyIsStoredInBatchesOfAtMostAThousandRecords() async throws {
        let store = BatchNotingCache()
        let body = allCountries(5_000)
        let client = GraphQLClient(
            transport: StubTransport { _ in TransportReply(body: body, source: .network(endpoint: "stub")) },
            cache: ClientCache(store: store, schema: CacheConfiguration.schema)
        )
        let fetched = try await client.fetch(AllCountriesQuery(), policy: .networkOnly)
        #expect(store.batchSizes.count >= 5, "\(store.batchSizes)")
        #expect(store.batchSizes.allSatisfy { $0 <= 1_024 }, "\(store.batchSizes)")
        // Every country, the root, and the continent once a batch.
        #expect(store.batchSizes.reduce(0, +) == 5_001 + store.batchSizes.count)
        #expect(try await client.fetch(AllCountriesQuery(), policy: .cacheOnly).data == fetched.data)
    }
}
