import Foundation

/// Runs blocking work (waiting on a child process, a socket, a semaphore or tmux) on a thread of its own and
/// suspends until it is done.
///
/// Swift's cooperative pool has one thread per core, two on a small machine: a test that blocks one of them
/// halves what every other test running beside it gets, and two such tests stop them all, in-process servers
/// included. So no test blocks the pool; it waits here.
public func offThePool<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// `offThePool` for work that cannot fail.
public func offThePool<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
    await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: work()) }.start()
    }
}
