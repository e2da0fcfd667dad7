import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import JSONCore
import Testing

/// Whether a response came from the cache.
private func isCached<Data>(_ response: GraphQLResponse<Data>) -> Bool {
    if case .cache = response.source { return true }
    return false
}

@Suite("Cache policies, counted against a fake network")
struct PolicyTests {
    @Test func cacheFirstFetchesOnceThenAnswersFromTheCache() async throws {
        let harness = try CacheHarness()
        let first = try await harness.client.fetch(CountryDetailQuery(code: "JP"))
        let second = try await harness.client.fetch(CountryDetailQuery(code: "JP"))
        #expect(harness.transport.calls == 1)
        #expect(!isCached(first))
        #expect(isCached(second))
        #expect(first.data == second.data)
        #expect(second.source == .cache(storedAt: harness.clock.date))
    }

    @Test func cacheFirstTreatsRecordsOlderThanTheMaximumAgeAsMisses() async throws {
        let harness = try CacheHarness(maxAge: .seconds(60))
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"))
        harness.clock.advance(by: .seconds(30))
        #expect(isCached(try await harness.client.fetch(CountryDetailQuery(code: "JP"))))
        #expect(harness.transport.calls == 1)
        harness.clock.advance(by: .seconds(31))
        let refreshed = try await harness.client.fetch(CountryDetailQuery(code: "JP"))
        #expect(!isCached(refreshed))
        #expect(harness.transport.calls == 2)
        await #expect(throws: Never.self) { _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .cacheOnly) }
    }

    @Test func expiredDataStillBeatsANetworkFailure() async throws {
        let harness = try CacheHarness(maxAge: .seconds(60))
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"))
        harness.clock.advance(by: .seconds(3600))
        harness.transport.setFailing(true)
        let stale = try await harness.client.fetch(CountryDetailQuery(code: "JP"))
        #expect(stale.source == .cache(storedAt: harness.clock.date.addingTimeInterval(-3600)))
        #expect(harness.transport.calls == 2)
        await #expect(throws: GraphQLClientError.cacheMiss("the cached data is older than the maximum age")) {
            _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .cacheOnly)
        }
    }

    @Test func networkFirstAsksEveryTimeAndFallsBackToTheCache() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .networkFirst)
        let second = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .networkFirst)
        #expect(harness.transport.calls == 2)
        #expect(!isCached(second))
        harness.transport.setFailing(true)
        let offline = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .networkFirst)
        #expect(isCached(offline))
        #expect(harness.transport.calls == 3)
        await #expect(throws: GraphQLClientError.network(host: "countries.test", reason: "connection refused")) {
            _ = try await harness.client.fetch(CountryDetailQuery(code: "FR"), policy: .networkFirst)
        }
    }

    @Test func networkOnlyAlwaysAsksAndStores() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        _ = try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        #expect(harness.transport.calls == 2)
        #expect(isCached(try await harness.client.fetch(ContinentsListQuery(), policy: .cacheOnly)))
        harness.transport.setFailing(true)
        await #expect(throws: GraphQLClientError.self) {
            _ = try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        }
    }

    @Test func noStoreAsksAndLeavesTheCacheAlone() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(ContinentsListQuery(), policy: .noStore)
        #expect(harness.transport.calls == 1)
        #expect(harness.store.count == 0)
        await #expect(throws: GraphQLClientError.self) {
            _ = try await harness.client.fetch(ContinentsListQuery(), policy: .cacheOnly)
        }
    }

    @Test func cacheOnlyNeverAsksAndAMissIsAClearError() async throws {
        let harness = try CacheHarness()
        do {
            _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .cacheOnly)
            Issue.record("a miss must throw")
        } catch {
            #expect(error == .cacheMiss(#"the cache has no QUERY_ROOT"#))
            #expect(error.description == "cache miss: the cache has no QUERY_ROOT")
        }
        #expect(harness.transport.calls == 0)
    }

    @Test func cacheAndNetworkYieldsTheCachedThenTheFreshResult() async throws {
        let harness = try CacheHarness()
        let request = GraphQLRequest(CountryDetailQuery(code: "JP"))
        var first: [GraphQLResponse<JSONValue>] = []
        for try await response in harness.client.responsesJSON(request, policy: .cacheAndNetwork) {
            first.append(response)
        }
        #expect(first.count == 1, "nothing cached yet: only the network's answer")
        harness.transport.rename("Tokyo", to: "Edo")
        var second: [GraphQLResponse<JSONValue>] = []
        for try await response in harness.client.responsesJSON(request, policy: .cacheAndNetwork) {
            second.append(response)
        }
        #expect(second.count == 2)
        #expect(second.first.map(isCached) == true)
        #expect(second.first?.data?["country"]?["capital"] == "Tokyo")
        #expect(second.last?.data?["country"]?["capital"] == "Edo")
        #expect(second.last?.source == .network(endpoint: CountingTransport.endpoint))
        #expect(harness.transport.calls == 2)
    }

    @Test func cacheAndNetworkEndsWithTheNetworkErrorAfterTheCachedResult() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(ContinentsListQuery())
        harness.transport.setFailing(true)
        var answers = 0
        do {
            for try await _ in harness.client.responsesJSON(GraphQLRequest(ContinentsListQuery()), policy: .cacheAndNetwork) { answers += 1 }
            Issue.record("the network failure must end the sequence")
        } catch {
            #expect(error as? GraphQLClientError == .network(host: "countries.test", reason: "connection refused"))
        }
        #expect(answers == 1)
        let single = try await harness.client.fetch(ContinentsListQuery(), policy: .cacheAndNetwork)
        #expect(isCached(single), "fetch keeps the cached answer when the network fails after it")
    }

    /// With nothing cached and the network down, only the policies that may answer without the network take the
    /// fallback's answer; `networkOnly` and `noStore` fail as the network did, as Apollo's `fetchIgnoringCacheData`.
    @Test(arguments: CachePolicy.allCases)
    func onlyThePoliciesThatMayDoWithoutTheNetworkFallBack(policy: CachePolicy) async throws {
        let fallback = try CountingTransport()
        let harness = try CacheHarness(fallback: fallback)
        harness.transport.setFailing(true)
        let failure = GraphQLClientError.network(host: "countries.test", reason: "connection refused")
        switch policy {
        case .cacheFirst, .networkFirst, .cacheAndNetwork:
            let answer = try await harness.client.fetch(ContinentsListQuery(), policy: policy)
            #expect(answer.source == .fallback(reason: .networkFailed(failure.description)))
            #expect(fallback.calls == 1)
        case .networkOnly, .noStore:
            await #expect(throws: failure) { _ = try await harness.client.fetch(ContinentsListQuery(), policy: policy) }
            await #expect(throws: failure) { _ = try await harness.client.fetchJSON(GraphQLRequest(query: "mutation { a }"), policy: policy) }
            #expect(fallback.calls == 0)
        case .cacheOnly:
            await #expect(throws: GraphQLClientError.self) { _ = try await harness.client.fetch(ContinentsListQuery(), policy: policy) }
            #expect(fallback.calls == 0)
            #expect(harness.transport.calls == 0)
        }
        #expect(policy.fallsBack == (fallback.calls > 0))
    }

    @Test func policiesParseByBothNames() {
        #expect(CachePolicy(name: "cacheFirst") == .cacheFirst)
        #expect(CachePolicy(name: "returnCacheDataElseFetch") == .cacheFirst)
        #expect(CachePolicy(name: "fetchIgnoringCacheData") == .networkOnly)
        #expect(CachePolicy(name: "returnCacheDataDontFetch") == .cacheOnly)
        #expect(CachePolicy(name: "returnCacheDataAndFetch") == .cacheAndNetwork)
        #expect(CachePolicy(name: "fetchIgnoringCacheCompletely") == .noStore)
        #expect(CachePolicy(name: "NETWORKFIRST") == .networkFirst)
        #expect(CachePolicy(name: "sometimes") == nil)
    }

    @Test func withoutACacheEveryPolicyButCacheOnlyAsksTheNetwork() async throws {
        let transport = try CountingTransport()
        let client = GraphQLClient(transport: transport)
        for policy in CachePolicy.allCases where policy != .cacheOnly {
            _ = try await client.fetch(ContinentsListQuery(), policy: policy)
        }
        #expect(transport.calls == CachePolicy.allCases.count - 1)
        await #expect(throws: GraphQLClientError.cacheMiss("no cache is configured")) {
            _ = try await client.fetch(ContinentsListQuery(), policy: .cacheOnly)
        }
    }
}
