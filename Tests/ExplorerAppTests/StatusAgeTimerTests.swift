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
        // Each turn of the loop draws and then waits, so as many waits as frames means it is waiting now, after
        // whatever data came last.
        let waits = await explorer.terminal.waits.wait {
            $0.last == .some(.seconds(60)) && $0.count == explorer.terminal.frames.all.count
        }
        #expect(waits.last == .some(.seconds(60)), "\(waits.suffix(3))")
        let framesBefore = explorer.terminal.frames.all.count

        explorer.clock.advance(by: .seconds(60))
        #expect(explorer.terminal.frames.all.count == framesBefore, "nothing drawn while the loop sleeps")
        explorer.terminal.fireTimeout()
        let moved = await explorer.terminal.waitForFrame { $0.contains("cached 1 min ago") }
        #expect(moved.contains("stale · cached 1 min ago · network error"), "\(moved)")
        let next = await explorer.terminal.waits.wait { $0.last == .some(.seconds(60)) && $0.count > waits.count }
        #expect(next.last == .some(.seconds(60)), "then the minute after: \(next.suffix(3))")
    }
}
