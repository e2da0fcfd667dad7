import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Holds a data task so that a cancellation arriving before or after it starts still cancels it.
final class DataTaskHandle: Sendable {
    private struct State: @unchecked Sendable {
        // URLSessionDataTask is thread-safe for resume/cancel; it is only touched under the lock.
        var task: URLSessionDataTask?
        var cancelled = false
    }

    private let state = Mutex(State())

    /// Starts the task, or cancels it at once if cancellation already happened.
    func start(_ task: URLSessionDataTask) {
        let cancelled = state.withLock { state in
            state.task = task
            return state.cancelled
        }
        task.resume()
        if cancelled { task.cancel() }
    }

    /// Cancels the task if it has started; otherwise marks it to be cancelled when it does.
    func cancel() {
        let task = state.withLock { state in
            state.cancelled = true
            return state.task
        }
        task?.cancel()
    }
}
