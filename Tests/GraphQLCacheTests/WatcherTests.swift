import CountriesAPI
import Foundation
import GraphQLClient
import TestSupport
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

    @Test func aWatchEndsWhenItsTaskIsCancelled() async throws {
        let harness = try CacheHarness()
        let yields = Arrivals<GraphQLResponse<ContinentsListQuery.Data>>()
        let watching = Task {
            for try await response in harness.client.watch(ContinentsListQuery()) { yields.append(response) }
        }
        _ = await yields.wait(for: 1)
        #expect(await harness.client.watcherCount == 1)
        watching.cancel()
        // The consuming task ends once its stream has ended, which unregisters the watcher.
        try await watching.value
        harness.transport.rename("Europe", to: "Europa")
        _ = try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        #expect(await harness.client.watcherCount == 0)
        #expect(yields.all.count == 1)
    }

    @Test func aWatchWhoseFirstFetchFailsEndsWithTheError() async throws {
        let harness = try CacheHarness()
        harness.transport.setFailing(true)
        do {
            for try await _ in harness.client.watch(ContinentsListQuery()) {
                Issue.record("nothing can be delivered")
            }
            Issue.record("the watch must end with the network error")
        } catch {
            #expect(error as? GraphQLClientError == .network(host: "countries.test", reason: "connection refused"))
        }
        #expect(await harness.client.watcherCount == 0)
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
