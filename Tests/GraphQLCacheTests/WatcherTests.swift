import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import Synchronization
import Testing

@Suite("Watchers")
struct WatcherTests {
    @Test func aWatchYieldsAgainWhenAnotherOperationChangesItsRecords() async throws {
        let harness = try CacheHarness()
        let yields = Arrivals<GraphQLResponse<CountryDetailQuery.Data>>()
        let watching = Task {
            for try await response in harness.client.watch(CountryDetailQuery(code: "JP")) { yields.append(response) }
        }
        defer { watching.cancel() }
        let initial = await yields.wait(for: 1)
        #expect(initial.first?.data?.country?.name == "Japan")

        harness.transport.rename("Japan", to: "Nippon")
        _ = try await harness.client.fetch(AllCountriesQuery(), policy: .networkOnly)
        let updated = await yields.wait(for: 2)
        #expect(updated.count == 2)
        #expect(updated.last?.data?.country?.name == "Nippon")
        #expect(updated.last?.source == .network(endpoint: CountingTransport.endpoint))
        #expect(harness.transport.calls == 2, "the watcher re-read the cache; it did not fetch again")
    }

    @Test func aWriteThatChangesNothingItReadsYieldsNothing() async throws {
        let harness = try CacheHarness()
        let yields = Arrivals<GraphQLResponse<CountryDetailQuery.Data>>()
        let watching = Task {
            for try await response in harness.client.watch(CountryDetailQuery(code: "JP")) { yields.append(response) }
        }
        defer { watching.cancel() }
        _ = await yields.wait(for: 1)
        _ = try await harness.client.fetch(AllCountriesQuery(), policy: .networkOnly)
        _ = try await harness.client.fetch(CountryDetailQuery(code: "FR"), policy: .networkOnly)
        harness.transport.rename("Tokyo", to: "Edo")
        _ = try await harness.client.fetch(AllCountriesQuery(), policy: .networkOnly)
        let all = await yields.wait(for: 2)
        #expect(all.count == 2)
        #expect(all.last?.data?.country?.capital == "Edo", "only the capital's change was delivered")
    }

    @Test(.timeLimit(.minutes(5))) func aWatchEndsWhenItsTaskIsCancelled() async throws {
        let cache = ReadCountingCache()
        let transport = try CountingTransport()
        let client = GraphQLClient(transport: transport, cache: ClientCache(store: cache, schema: CacheConfiguration.schema))
        let yields = Arrivals<GraphQLResponse<ContinentsListQuery.Data>>()
        let watching = Task {
            for try await response in client.watch(ContinentsListQuery()) { yields.append(response) }
        }
        _ = await yields.wait(for: 1)
        #expect(try await readsWhileChanging(ContinentsListQuery(), through: client, transport: transport, cache: cache) > 0, "a live watcher re-reads")
        #expect(await yields.wait(for: 2).count == 2, "and delivers the change")
        watching.cancel()
        // The consuming task ends once its stream has ended.
        try await watching.value
        // The watcher is removed once the stream's termination reaches the client: until then a change re-reads it.
        // The test's time limit bounds this loop if the watcher is never forgotten; each turn lets the removal run.
        while try await readsWhileChanging(ContinentsListQuery(), through: client, transport: transport, cache: cache) > 0 {
            await Task.yield()
        }
        #expect(yields.all.count == 2)
    }

    @Test func aWatchWhoseFirstFetchFailsEndsWithTheError() async throws {
        let cache = ReadCountingCache()
        let transport = try CountingTransport()
        let client = GraphQLClient(transport: transport, cache: ClientCache(store: cache, schema: CacheConfiguration.schema))
        transport.setFailing(true)
        do {
            for try await _ in client.watch(ContinentsListQuery()) {
                Issue.record("nothing can be delivered")
            }
            Issue.record("the watch must end with the network error")
        } catch {
            #expect(error as? GraphQLClientError == .network(host: "countries.test", reason: "connection refused"))
        }
        transport.setFailing(false)
        // A watcher with nothing cached re-reads on any change; this one is gone.
        #expect(try await readsWhileChanging(ContinentsListQuery(), through: client, transport: transport, cache: cache) == 0)
    }

    @Test func aWatchWithNothingCachedPicksUpDataOthersWrite() async throws {
        let harness = try CacheHarness()
        let yields = Arrivals<GraphQLResponse<ContinentsListQuery.Data>>()
        // noStore: the first answer is not cached, so the watcher depends on nothing yet.
        let watching = Task {
            for try await response in harness.client.watch(ContinentsListQuery(), policy: .noStore) { yields.append(response) }
        }
        defer { watching.cancel() }
        #expect(await yields.wait(for: 1).count == 1)
        #expect(harness.store.count == 0)
        harness.transport.rename("Europe", to: "Europa")
        _ = try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        let all = await yields.wait(for: 2)
        #expect(all.count == 2)
        #expect(all.last?.data?.continents.contains { $0.name == "Europa" } == true)
    }
}

extension WatcherTests {
    /// A reply's every field changes the first time it is stored; only those a watcher reads are reported.
    @Test func aMergeReportsOnlyTheChangedFieldsAWatcherReads() async throws {
        let cache = ReadCountingCache()
        let transport = try CountingTransport()
        let client = GraphQLClient(transport: transport, cache: ClientCache(store: cache, schema: CacheConfiguration.schema))
        _ = try await client.fetch(AllCountriesQuery(), policy: .networkOnly)
        #expect(cache.reportedChanges == [0], "no watcher, nothing reported")

        let yields = Arrivals<GraphQLResponse<CountryDetailQuery.Data>>()
        let watching = Task {
            for try await response in client.watch(CountryDetailQuery(code: "JP")) { yields.append(response) }
        }
        defer { watching.cancel() }
        _ = await yields.wait(for: 1)
        transport.rename("Japan", to: "Nippon")
        transport.rename("France", to: "Frankreich")
        _ = try await client.fetch(AllCountriesQuery(), policy: .networkOnly)
        #expect(await yields.wait(for: 2).last?.data?.country?.name == "Nippon")
        #expect(cache.reportedChanges.last == 1, "Japan's name, not France's: \(cache.reportedChanges)")
    }
}

/// How many cache reads a network fetch of `operation` causes beyond its own (none under `networkOnly`), with
/// the server's data changed first: the re-reads of the watchers that depend on what changed.
private func readsWhileChanging<Operation: GraphQLOperation>(
    _ operation: Operation, through client: GraphQLClient, transport: CountingTransport, cache: ReadCountingCache
) async throws -> Int {
    transport.rename("Europe", to: "Europe \(transport.calls)")
    let before = cache.reads
    _ = try await client.fetch(operation, policy: .networkOnly)
    return cache.reads - before
}

/// An in-memory store that counts its reads, so that a test sees whether any watcher still re-reads on a change.
private final class ReadCountingCache: NormalizedCache {
    private let records = InMemoryNormalizedCache()
    private let count = Mutex(0)

    private let reported = Mutex<[Int]>([])

    /// How many reads were made.
    var reads: Int { count.withLock { $0 } }
    /// How many changed fields each merge reported, in order.
    var reportedChanges: [Int] { reported.withLock { $0 } }

    func read<Result>(_ body: (any RecordLookup) throws -> Result) throws -> Result {
        count.withLock { $0 += 1 }
        return try records.read(body)
    }

    func merge(_ records: RecordSet, reporting interest: ChangeInterest) throws -> Set<CacheFieldID> {
        let changed = try self.records.merge(records, reporting: interest)
        reported.withLock { $0.append(changed.count) }
        return changed
    }

    func removeAll() throws {
        try records.removeAll()
    }

    func keys() throws -> [CacheKey] {
        try records.keys()
    }

    func removeRecord(forKey key: CacheKey) throws -> Bool {
        try records.removeRecord(forKey: key)
    }
}
