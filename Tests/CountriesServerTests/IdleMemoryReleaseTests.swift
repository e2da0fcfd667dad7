@testable import CountriesServer
import Synchronization
import Testing

/// A clock whose sleeps last until the test lets them end: `release()` ends every sleep begun so far.
private final class GateClock: Clock, Sendable {
    struct Instant: InstantProtocol {
        var offset: Duration
        func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        func duration(to other: Instant) -> Duration { other.offset - offset }
        static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    }

    private let sleepers = Mutex<[CheckedContinuation<Void, Never>]>([])
    private let arrivals: AsyncStream<Void>.Continuation
    /// One element each time a sleep begins.
    let sleeps: AsyncStream<Void>

    init() {
        (sleeps, arrivals) = AsyncStream.makeStream()
    }

    var now: Instant { Instant(offset: .zero) }
    var minimumResolution: Duration { .zero }

    func sleep(until deadline: Instant, tolerance: Duration?) async throws {
        await withCheckedContinuation { continuation in
            sleepers.withLock { $0.append(continuation) }
            arrivals.yield()
        }
    }

    func release() {
        for sleeper in sleepers.withLock({ sleepers in defer { sleepers = [] }; return sleepers }) { sleeper.resume() }
    }
}

/// A release on a `GateClock`, with the signal it gives each time it releases.
private struct GatedRelease {
    let clock = GateClock()
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
        var sleeps = gated.clock.sleeps.makeAsyncIterator()
        _ = await gated.release.counting { 1 }
        _ = await sleeps.next()
        #expect(gated.release.releases == 0, "not before the quiet period")
        gated.clock.release()
        var releases = gated.released.makeAsyncIterator()
        _ = await releases.next()
        #expect(gated.release.releases == 1)
    }

    @Test func anExecutionInTheQuietPeriodPutsTheReleaseOff() async {
        let gated = GatedRelease()
        var sleeps = gated.clock.sleeps.makeAsyncIterator()
        _ = await gated.release.counting { 1 }
        _ = await sleeps.next()
        _ = await gated.release.counting { 2 }
        _ = await sleeps.next()
        gated.clock.release()
        var releases = gated.released.makeAsyncIterator()
        _ = await releases.next()
        #expect(gated.release.releases == 1, "the first quiet time was cut short by the second execution")
    }
}
