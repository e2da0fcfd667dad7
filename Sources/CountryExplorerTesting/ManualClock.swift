import Foundation
import Synchronization

/// A clock that moves only when a test moves it: a sleeper wakes when `advance(by:)` reaches its deadline, so a
/// test of a deadline, a timeout, a retry or an age waits on signals and never on the machine's time.
public final class ManualClock: Clock, Sendable {
    /// A point on the clock: the time since the clock was made.
    public struct Instant: InstantProtocol {
        let offset: Duration
        public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
        public func duration(to other: Instant) -> Duration { other.offset - offset }
        public static func < (left: Instant, right: Instant) -> Bool { left.offset < right.offset }
    }

    private struct State {
        var now = Instant(offset: .zero)
        var sleepers: [Int: (deadline: Instant, wake: CheckedContinuation<Void, any Error>)] = [:]
        var nextID = 0
    }

    private let state = Mutex(State())
    /// The deadline of every sleep that started waiting, as it did: a test waits here before it advances.
    public let sleeps = Arrivals<Instant>()
    /// The date the clock starts at, for ages kept as dates.
    public static let start = Date(timeIntervalSince1970: 1_800_000_000)

    /// Creates a clock at its start.
    public init() {}

    public var now: Instant { state.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }
    /// The time now as a date, `start` plus what the clock was moved by.
    public var date: Date { Self.start + Double(now.offset / .milliseconds(1)) / 1000 }

    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { state in (state.nextID += 1, state.nextID).1 }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (wake: CheckedContinuation<Void, any Error>) in
                let early: Result<Void, any Error>? = state.withLock { state in
                    // A cancellation sets the flag before its handler looks for the sleeper under the lock.
                    if Task.isCancelled { return .failure(CancellationError()) }
                    if deadline <= state.now { return .success(()) }
                    state.sleepers[id] = (deadline, wake)
                    return nil
                }
                if let early { wake.resume(with: early) } else { sleeps.append(deadline) }
            }
        } onCancel: {
            let sleeper = state.withLock { $0.sleepers.removeValue(forKey: id) }
            sleeper?.wake.resume(throwing: CancellationError())
        }
    }

    /// Moves the clock on by `duration`, waking every sleeper whose deadline it reaches.
    public func advance(by duration: Duration) {
        let due = state.withLock { state in
            state.now = state.now.advanced(by: duration)
            let due = state.sleepers.filter { $0.value.deadline <= state.now }
            for id in due.keys { state.sleepers[id] = nil }
            return due.values
        }
        for sleeper in due { sleeper.wake.resume() }
    }
}
