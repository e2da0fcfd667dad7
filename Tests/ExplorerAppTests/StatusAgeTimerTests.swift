import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Explorer
import ExplorerApp
import Foundation
import GraphQLClient
import Testing

@Suite("The status bar's ages move on by themselves")
struct StatusAgeTimerTests {
    @Test func justNowBecomesOneMinuteAgoWithoutAKeyAndNothingRedrawsBetween() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(AllCountriesQuery(lang: .some("en")))
        harness.transport.setFailing(true)
        let explorer = try RunningExplorer(harness: harness)
        defer { explorer.stop() }
        let stale = await explorer.terminal.waitForFrame { $0.contains("stale · cached just now") }
        #expect(stale.contains("stale · cached just now · network error: cannot reach countries.test"), "\(stale)")
        // Settled, the loop sleeps until the next minute: no spinner, no busy redraw.
        let waits = await explorer.sleepThenAdvance(expecting: .seconds(60), by: 60)
        let moved = await explorer.terminal.waitForFrame { $0.contains("cached 1 min ago") }
        #expect(moved.contains("stale · cached 1 min ago · network error"), "\(moved)")
        let next = await explorer.terminal.waits.wait { $0.last == .some(.seconds(60)) && $0.count > waits.count }
        #expect(next.last == .some(.seconds(60)), "then the minute after: \(next.suffix(3))")
    }
}
