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

@Suite("Freed memory is given back once the server is quiet")
struct IdleMemoryReleaseTests {
    @Test func memoryIsReleasedOnceAfterTheLastExecutionEnds() async {
        let clock = GateClock()
        let (released, signal) = AsyncStream<Void>.makeStream()
        let release = IdleMemoryRelease(quietPeriod: .seconds(1), clock: clock) { signal.yield() }
        var sleeps = clock.sleeps.makeAsyncIterator()
        _ = await release.counting { 1 }
        _ = await sleeps.next()
        #expect(release.releases == 0, "not before the quiet period")
        clock.release()
        var releases = released.makeAsyncIterator()
        _ = await releases.next()
        #expect(release.releases == 1)
    }

    @Test func anExecutionInTheQuietPeriodPutsTheReleaseOff() async {
        let clock = GateClock()
        let (released, signal) = AsyncStream<Void>.makeStream()
        let release = IdleMemoryRelease(quietPeriod: .seconds(1), clock: clock) { signal.yield() }
        var sleeps = clock.sleeps.makeAsyncIterator()
        _ = await release.counting { 1 }
        _ = await sleeps.next()
        _ = await release.counting { 2 }
        _ = await sleeps.next()
        clock.release()
        var releases = released.makeAsyncIterator()
        _ = await releases.next()
        #expect(release.releases == 1, "the first quiet time was cut short by the second execution")
    }
}
