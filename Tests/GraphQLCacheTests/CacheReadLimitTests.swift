import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import JSONCore
import Synchronization
import Testing

/// A cache read rebuilds at most `maximumReadBytes` of JSON, as a reply may bring at most its body limit.
@Suite("What a cache read may expand to")
struct CacheReadLimitTests {
    /// A client over `store` whose reads may rebuild `maximumReadBytes`; it never reaches a network.
    private func client(over store: any NormalizedCache, maximumReadBytes: Int = ReplyLimits.defaultMaximumBodyBytes) -> GraphQLClient {
        GraphQLClient(
            transport: StubTransport { _ throws(GraphQLClientError) in throw .network(host: "nowhere", reason: "no network in this test") },
            cache: ClientCache(store: store, schema: CacheConfiguration.schema, maximumReadBytes: maximumReadBytes)
        )
    }

    @Test func aReadMayRebuildExactlyTheLimitAndNotAByteMore() async throws {
        let harness = try CacheHarness()
        let fetched = try await harness.client.fetchJSON(GraphQLRequest(CountryDetailQuery(code: "JP")), policy: .networkOnly)
        // Japan's data has strings without escapes, Booleans and no numbers: its least size is its size.
        let size = try #require(fetched.data).jsonData.count
        let fits = try await client(over: harness.store, maximumReadBytes: size)
            .fetchJSON(GraphQLRequest(CountryDetailQuery(code: "JP")), policy: .cacheOnly)
        #expect(fits.data == fetched.data)
        do {
            _ = try await client(over: harness.store, maximumReadBytes: size - 1)
                .fetchJSON(GraphQLRequest(CountryDetailQuery(code: "JP")), policy: .cacheOnly)
            Issue.record("a read one byte over the limit answered")
        } catch {
            #expect("\(error)".contains("the cache has no data within the limit of \(size - 1) bytes (it grows past it at "), "\(error)")
        }
    }

    /// A root listing one country two million times is refused once it passes the limit, without reading the rest:
    /// the record is looked up once, and the read stops at 4 MiB of JSON.
    @Test func twoMillionReferencesAreRefusedAtTheLimit() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(AllCountriesQuery())
        let root = try #require(try harness.store.read { lookup in try lookup.record(forKey: .queryRoot) })
        guard case .list(let countries)? = root.fields["countries"], let first = countries.first else {
            Issue.record("no countries at the root: \(root)")
            return
        }
        var flooded = root
        flooded.fields["countries"] = .list(Array(repeating: first, count: 2_000_000))
        _ = try harness.store.merge(RecordSet([flooded]))
        let counting = CountingLookups(base: harness.store)
        do {
            _ = try await client(over: counting).fetch(AllCountriesQuery(), policy: .cacheOnly)
            Issue.record("two million countries were read")
        } catch {
            #expect("\(error)".contains("within the limit of \(ReplyLimits.defaultMaximumBodyBytes) bytes"), "\(error)")
        }
        // Before, every reference was looked up: four million lookups (each country and its continent).
        #expect(counting.lookups <= 3, "the root, the country and its continent, each once: \(counting.lookups)")
    }
}

/// A cache that counts the records its reads look up.
private final class CountingLookups: NormalizedCache {
    private let base: any NormalizedCache
    private let count = Mutex(0)

    init(base: any NormalizedCache) { self.base = base }

    /// The records looked up so far.
    var lookups: Int { count.withLock { $0 } }

    func read<Result>(_ body: (any RecordLookup) throws -> Result) throws -> Result {
        try base.read { lookup in try body(Counting(base: lookup, owner: self)) }
    }

    func merge(_ records: RecordSet, reporting interest: ChangeInterest) throws -> Set<CacheFieldID> { try base.merge(records, reporting: interest) }
    func removeAll() throws { try base.removeAll() }
    func keys() throws -> [CacheKey] { try base.keys() }
    func removeRecord(forKey key: CacheKey) throws -> Bool { try base.removeRecord(forKey: key) }

    private struct Counting: RecordLookup {
        let base: any RecordLookup
        let owner: CountingLookups

        func record(forKey key: CacheKey) throws -> Record? {
            owner.count.withLock { $0 += 1 }
            return try base.record(forKey: key)
        }
    }
}
