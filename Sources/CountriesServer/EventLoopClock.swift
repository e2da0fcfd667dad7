import NIOCore
import NIOPosix
import Synchronization

/// The continuous clock, whose sleeps a NIO event loop's timer ends rather than Swift's global executor.
///
/// A sleep on `ContinuousClock` wakes through the cooperative pool: while every thread of it is busy, the sleeper
/// is not resumed, whatever executor its task prefers. An event loop's timer resumes it straight on that executor,
/// so that a request's deadline fires on time on a busy server (`DeadlineBoundExecutionTests` holds the pool).
public struct EventLoopClock: Clock {
    public typealias Instant = ContinuousClock.Instant

    /// Creates the clock.
    public init() {}

    public var now: Instant { ContinuousClock.now }
    public var minimumResolution: Duration { ContinuousClock().minimumResolution }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let sleep = TimedSleep()
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                sleep.start(continuation, lasting: ContinuousClock.now.duration(to: deadline))
            }
        } onCancel: {
            sleep.cancel()
        }
    }
}

/// One sleep: resumed once, by its timer or by its cancellation, whichever comes first.
private final class TimedSleep: Sendable {
    private struct State {
        var sleeper: CheckedContinuation<Void, any Error>?
        var timer: Scheduled<Void>?
        var cancelled = false
    }

    private let state = Mutex(State())

    func start(_ sleeper: CheckedContinuation<Void, any Error>, lasting duration: Duration) {
        let cancelled = state.withLock { state in
            if !state.cancelled { state.sleeper = sleeper }
            return state.cancelled
        }
        guard !cancelled else { return sleeper.resume(throwing: CancellationError()) }
        let timer = MultiThreadedEventLoopGroup.singleton.any().scheduleTask(in: TimeAmount(duration)) { self.end(nil) }
        state.withLock { $0.timer = timer }
    }

    func cancel() {
        let timer = state.withLock { state in
            state.cancelled = true
            return state.timer
        }
        timer?.cancel()
        end(CancellationError())
    }

    private func end(_ error: (any Error)?) {
        let sleeper = state.withLock { state in
            defer { state.sleeper = nil }
            return state.sleeper
        }
        if let error { sleeper?.resume(throwing: error) } else { sleeper?.resume() }
    }
}
