@testable import CountriesServer
import CountryExplorerTesting
import Testing

/// A release on a manual clock, with the signal it gives each time it releases.
private struct GatedRelease {
    let clock = ManualClock()
    let release: IdleMemoryRelease
    let released: AsyncStream<Void>

    init() {
        let (released, signal) = AsyncStream<Void>.makeStream()
        self.released = released
        release = IdleMemoryRelease(quietPeriod: .seconds(1), clock: clock) { signal.yield() }
    }
}

@Suite("Freed memory is given back once the server is quiet")
struct IdleMemoryReleaseTests {
    @Test func memoryIsReleasedOnceAfterTheLastExecutionEnds() async {
        let gated = GatedRelease()
        _ = await gated.release.counting { 1 }
        _ = await gated.clock.sleeps.wait(for: 1)
        #expect(gated.release.releases == 0, "not before the quiet period")
        gated.clock.advance(by: .seconds(1))
        var releases = gated.released.makeAsyncIterator()
        _ = await releases.next()
        #expect(gated.release.releases == 1)
    }

    @Test func anExecutionInTheQuietPeriodPutsTheReleaseOff() async {
        let gated = GatedRelease()
        _ = await gated.release.counting { 1 }
        _ = await gated.clock.sleeps.wait(for: 1)
        _ = await gated.release.counting { 2 }
        _ = await gated.clock.sleeps.wait(for: 2)
        gated.clock.advance(by: .seconds(1))
        var releases = gated.released.makeAsyncIterator()
        _ = await releases.next()
        #expect(gated.release.releases == 1, "the first quiet time was cut short by the second execution")
    }
}
