#if canImport(Glibc)
import Glibc
#endif
import Synchronization

/// Gives the memory that executions freed back to the system once no execution has run for a moment.
///
/// glibc's allocator keeps what a thread freed for its own reuse: one burst of heavy executions (a document of
/// twenty different `__schema` selections needs a few hundred megabytes while it runs) would otherwise leave the
/// server that large for ever. `malloc_trim` returns the free pages of every arena; it is called only when the
/// server has gone quiet, so it never competes with a request.
final class IdleMemoryRelease: Sendable {
    /// The process's: every execution of the server's counts.
    static let shared = IdleMemoryRelease()

    private struct State {
        var running = 0
        /// Counts the times the server went quiet, so that a release planned for an earlier quiet time is dropped.
        var quietTimes = 0
        var released = 0
    }

    private let state = Mutex(State())
    private let quietPeriod: Duration
    private let clock: any Clock<Duration>
    private let didRelease: @Sendable () -> Void

    /// Releases memory once no execution has run for `quietPeriod` on `clock`, then calls `didRelease`.
    init(
        quietPeriod: Duration = .milliseconds(500), clock: any Clock<Duration> = ContinuousClock(),
        didRelease: @escaping @Sendable () -> Void = {}
    ) {
        self.quietPeriod = quietPeriod
        self.clock = clock
        self.didRelease = didRelease
    }

    /// Runs `work` as one execution.
    func counting<Result: Sendable>(_ work: () async -> Result) async -> Result {
        state.withLock { $0.running += 1 }
        let result = await work()
        let quietTime: Int? = state.withLock { state in
            state.running -= 1
            guard state.running == 0 else { return nil }
            state.quietTimes += 1
            return state.quietTimes
        }
        if let quietTime { planRelease(after: quietTime) }
        return result
    }

    /// How many times memory was given back, for tests.
    var releases: Int { state.withLock { $0.released } }

    private func planRelease(after quietTime: Int) {
        Task.detached { [self] in
            guard (try? await clock.sleep(for: quietPeriod)) != nil else { return }
            let stillQuiet = state.withLock { state in
                guard state.running == 0, state.quietTimes == quietTime else { return false }
                state.released += 1
                return true
            }
            guard stillQuiet else { return }
            _ = Self.trim?(0)
            didRelease()
        }
    }

    /// glibc's `malloc_trim`, which Swift's Glibc module leaves out (it is declared in `malloc.h`); nil elsewhere.
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
        return nil
        #endif
    }()
}
