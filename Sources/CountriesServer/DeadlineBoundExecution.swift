import CountriesEngine
import Synchronization

/// How an execution bounded by a deadline ended.
enum BoundedExecutionOutcome: Sendable, Equatable {
    /// The executor answered in time.
    case answered(GraphQLServiceResponse)
    /// The deadline passed first; the execution was cancelled.
    case deadlinePassed
    /// The caller was cancelled first (the server is shutting down); the execution was cancelled.
    case abandoned
}

extension GraphQLExecuting {
    /// Runs `request` in a lane of `threads`, waiting at most `deadline` by `clock` for its answer.
    ///
    /// The execution runs in a task of its own so that this returns as soon as the deadline passes or the
    /// caller is cancelled, even if the executor ignores cancellation: a task group would wait for it. The
    /// deadline's timer runs on a thread of its own too, so that it fires, and cancels the execution, on time
    /// even while every thread of Swift's cooperative pool is busy.
    func execute(
        _ request: GraphQLServiceRequest, deadline: Duration, clock: any Clock<Duration> = EventLoopClock(),
        on threads: ExecutionThreads = .shared
    ) async -> BoundedExecutionOutcome {
        let first = FirstOutcome()
        let work = Task(executorPreference: threads.lane()) {
            first.settle(.answered(await IdleMemoryRelease.shared.counting { await self.execute(request) }))
        }
        let timer = Task(executorPreference: ExecutionThreads.timers.lane()) {
            // Cancelled once another outcome has settled, when its throw simply ends the task.
            if (try? await clock.sleep(for: deadline)) != nil {
                first.settle(.deadlinePassed)
                work.cancel()
            }
        }
        let outcome = await withTaskCancellationHandler {
            await first.value()
        } onCancel: {
            first.settle(.abandoned)
        }
        work.cancel()
        timer.cancel()
        return outcome
    }
}

/// The first of several racing outcomes; later ones are ignored.
private final class FirstOutcome: Sendable {
    private enum State {
        case waiting(CheckedContinuation<BoundedExecutionOutcome, Never>?)
        case settled(BoundedExecutionOutcome)
    }

    private let state = Mutex(State.waiting(nil))

    /// Records `outcome` unless another came first.
    func settle(_ outcome: BoundedExecutionOutcome) {
        let waiter = state.withLock { state -> CheckedContinuation<BoundedExecutionOutcome, Never>? in
            guard case .waiting(let continuation) = state else { return nil }
            state = .settled(outcome)
            return continuation
        }
        waiter?.resume(returning: outcome)
    }

    /// Waits for the first outcome.
    func value() async -> BoundedExecutionOutcome {
        await withCheckedContinuation { continuation in
            let settled: BoundedExecutionOutcome? = state.withLock { state in
                switch state {
                case .settled(let outcome):
                    return outcome
                case .waiting:
                    state = .waiting(continuation)
                    return nil
                }
            }
            if let settled { continuation.resume(returning: settled) }
        }
    }
}
