import Foundation
import GRDB
import Synchronization

/// How long a connection waits for another process's lock, timed by a clock: SQLite's busy handler, and the
/// retries of a whole opening, try again every `poll` until `timeout` has passed on `clock`.
///
/// SQLite calls its busy handler synchronously, so the pause between tries is a short real sleep; only the clock
/// decides when to give up, and tests move it by hand.
final class BusyWait: Sendable {
    /// How long a lock is waited for.
    let timeout: Duration
    /// The time on the clock, as a duration since the wait was made.
    let now: @Sendable () -> Duration
    /// Pauses between two tries.
    let poll: @Sendable () -> Void
    /// When each thread's current wait started: a connection's busy handler runs on the thread that is blocked.
    private let starts = Mutex<[UInt: Duration]>([:])

    /// Waits up to `timeout` by `clock`, pausing with `poll` between tries.
    init<C: Clock<Duration>>(
        timeout: Duration, clock: C = ContinuousClock(), poll: @escaping @Sendable () -> Void = BusyWait.sleepBriefly
    ) {
        self.timeout = timeout
        let origin = clock.now
        now = { origin.duration(to: clock.now) }
        self.poll = poll
    }

    /// A real pause of 10 ms.
    @Sendable static func sleepBriefly() {
        Thread.sleep(forTimeInterval: 0.01)
    }

    /// The busy mode of a connection: retry until the timeout, counted from the first try that found the lock.
    var busyMode: Database.BusyMode {
        .callback { [self] tries in
            let thread = UInt(pthread_self())
            let now = self.now()
            let start = starts.withLock { starts in
                if tries == 0 { starts[thread] = now }
                return starts[thread] ?? now
            }
            guard now - start < timeout else { return false }
            poll()
            return true
        }
    }
}
