import CountriesAPI
import CountriesClientTesting
import CountriesEmbedded
import CountriesEngine
import CountryExplorerTesting
import Explorer
import ExplorerApp
import Foundation
import GraphQLClient
import Testing

/// The name of the country `code` in a posted payload, list or detail.
private func name(of code: String, in loadable: Loadable?) -> String? {
    switch loadable?.payload {
    case .countries(_, let countries)?: countries.first { $0.code == code }?.name
    case .countryDetail(let details)?: details?.summary.code == code ? details?.summary.name : nil
    default: nil
    }
}

@Suite("The explorer's loader, offline-first")
struct OfflineFirstLoaderTests {
    @Test func aRefreshUpdatesTheListAndTheDetailWithoutAnotherFetch() async throws {
        let harness = try CacheHarness()
        let loader = DataLoader(client: harness.client)
        let list = Arrivals<Loadable>(), detail = Arrivals<Loadable>()
        let following = [
            Task { await loader.follow(.allCountries) { list.append($0) } },
            Task { await loader.follow(.countryDetail("JP")) { detail.append($0) } },
        ]
        defer { following.forEach { $0.cancel() } }
        _ = await list.wait { name(of: "JP", in: $0.last) == "Japan" }
        _ = await detail.wait { name(of: "JP", in: $0.last) == "Japan" }
        let before = harness.transport.calls

        harness.transport.rename("Japan", to: "Nippon")
        let refreshed = await loader.refresh(.allCountries)
        #expect(name(of: "JP", in: refreshed) == "Nippon")
        let updatedDetail = await detail.wait { name(of: "JP", in: $0.last) == "Nippon" }
        #expect(name(of: "JP", in: updatedDetail.last) == "Nippon", "the detail pane follows the list's refresh")
        #expect(harness.transport.calls == before + 1, "one network request: the refresh")
        guard case .loaded(_, let origin)? = updatedDetail.last, case .live = origin.kind else {
            Issue.record("the update came from a live answer: \(String(describing: updatedDetail.last))")
            return
        }
    }

    @Test func itPaintsFromTheCacheFirstThenLive() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(ContinentsListQuery())
        harness.clock.advance(by: .seconds(3 * 3600))
        let loader = DataLoader(client: harness.client, now: { harness.clock.date })
        let posts = Arrivals<Loadable>()
        let following = Task { await loader.follow(.continents) { posts.append($0) } }
        defer { following.cancel() }
        let arrived = await posts.wait(for: 2)
        guard arrived.count >= 2, case .loaded(_, let cached) = arrived[0], case .loaded(_, let live) = arrived[1] else {
            Issue.record("expected the cached answer, then the live one: \(arrived)")
            return
        }
        #expect(cached.kind == .cache(storedAt: harness.clock.date.addingTimeInterval(-3 * 3600)))
        #expect(live.kind == .live(host: "countries.test"))
    }

    @Test func withNothingCachedTheBundledDataComesFirst() async throws {
        let harness = try CacheHarness(fallback: EmbeddedTransport(executor: try CountriesEngine()))
        harness.transport.setFailing(true)
        let loader = DataLoader(client: harness.client)
        let posts = Arrivals<Loadable>()
        let following = Task { await loader.follow(.continents) { posts.append($0) } }
        defer { following.cancel() }
        let arrived = await posts.wait(for: 2)
        guard case .loaded(_, let first)? = arrived.first else {
            Issue.record("the bundled data must come first: \(arrived)")
            return
        }
        #expect(first.kind == .bundled(reason: .awaitingNetwork))
        // The network's failure is news, which leaves the bundled data on screen.
        #expect(arrived.last == .failed("network error: cannot reach countries.test: connection refused"), "\(arrived)")
    }

    @Test func aRefreshThatOnlyTheBundledDataAnswersIsAFailure() async throws {
        let network = try CountingTransport()
        network.setFailing(true)
        let service = try CountriesEngine()
        let fallback = GraphQLClient(transport: network, fallback: EmbeddedTransport(executor: service))
        let unavailable = await DataLoader(client: fallback).refresh(.continents)
        #expect(unavailable == .failed("network error: cannot reach countries.test: connection refused"))
        #expect(network.calls == 1)

        let offline = GraphQLClient(transport: EmbeddedTransport(executor: service, reason: .offline))
        #expect(await DataLoader(client: offline).refresh(.continents) == .failed("offline: there is no network to refresh from"))
    }

    @Test func itAsksForNamesInItsLanguage() async throws {
        let harness = try CacheHarness()
        let loader = DataLoader(client: harness.client, language: try #require(NameLanguage(code: "fr")))
        #expect(name(of: "DE", in: await loader.refresh(.allCountries)) == "Allemagne")
        #expect(name(of: "DE", in: await loader.refresh(.languageDetail("de"))) == "Allemagne")
        guard case .countryDetail(let details?)? = await loader.refresh(.countryDetail("DE")).payload else {
            Issue.record("expected Germany's details")
            return
        }
        #expect(details.summary.name == "Allemagne")
        #expect(details.englishNameIfDifferent == "Germany")
        #expect(details.subdivisions.count == 16)
        #expect(details.names.count == NameLanguage.all.count)
        #expect(name(of: "DE", in: await DataLoader(client: harness.client).refresh(.allCountries)) == "Germany", "English by default")
    }
}
