import Foundation
import Synchronization
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Gathers one data task's reply as it streams in, refusing it as soon as it breaks a limit or its deadline
/// passes, and hands the outcome to the waiting request exactly once.
final class ReplyCollector: Sendable {
    /// What the task ended with.
    enum Failure: Error {
        /// A limit was broken; the detail says which.
        case tooLarge(String)
        /// The deadline passed.
        case deadline
        /// URLSession failed.
        case transfer(any Error)
    }

    private struct State: @unchecked Sendable {
        // The continuation is resumed once, under the lock; the task is only touched through `handle`.
        var continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>?
        var response: HTTPURLResponse?
        var body = Data()
        var compressed = false
        var contentLength: Int?
    }

    private let state: Mutex<State>
    private let limits: ReplyLimits
    /// The task, to cancel it when a limit is broken or the deadline passes.
    private let handle: DataTaskHandle

    /// A collector resuming `continuation` with the body and response, or with a `Failure`, and cancelling the
    /// task in `handle` when it refuses the reply.
    init(limits: ReplyLimits, handle: DataTaskHandle, continuation: CheckedContinuation<(Data, HTTPURLResponse), any Error>) {
        self.limits = limits
        self.handle = handle
        state = Mutex(State(continuation: continuation))
    }

    /// Appends a piece of the body, taking the response's head with the first one; fails when the head
    /// announces too much or the body has grown past a limit.
    func receive(data: Data, response: URLResponse?) {
        let refusal = state.withLock { state -> String? in
            guard state.continuation != nil else { return nil }
            if state.response == nil, let refusal = take(response, into: &state) { return refusal }
            state.body.append(data)
            return limits.refusal(received: state.body.count, compressed: state.compressed, contentLength: state.contentLength)
        }
        if let refusal { finish(.failure(Failure.tooLarge(refusal))) }
    }

    /// Ends the reply: with the body when URLSession finished without error, else with its error.
    func complete(error: (any Error)?, response: URLResponse?) {
        if let error {
            finish(.failure(Failure.transfer(error)))
            return
        }
        let refusal = state.withLock { state in state.response == nil ? take(response, into: &state) : nil }
        if let refusal {
            finish(.failure(Failure.tooLarge(refusal)))
            return
        }
        let outcome = state.withLock { state -> Result<(Data, HTTPURLResponse), any Error> in
            guard let response = state.response else { return .failure(Failure.transfer(URLError(.badServerResponse))) }
            return .success((state.body, response))
        }
        finish(outcome)
    }

    /// Records the response's head: whether the body is compressed and how long it says it is; returns why the
    /// reply must be refused when the announced length is already too much.
    private func take(_ response: URLResponse?, into state: inout State) -> String? {
        guard let http = response as? HTTPURLResponse else { return nil }
        let encoding = http.value(forHTTPHeaderField: "Content-Encoding")?.trimmingCharacters(in: .whitespaces).lowercased()
        let contentLength = http.value(forHTTPHeaderField: "Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        state.response = http
        state.compressed = encoding.map { !$0.isEmpty && $0 != "identity" } ?? false
        state.contentLength = contentLength
        if let refusal = limits.refusal(contentLength: contentLength) { return refusal }
        if let contentLength, !state.compressed { state.body.reserveCapacity(contentLength) }
        return nil
    }

    /// Fails the reply because the request's deadline passed.
    func expire() {
        finish(.failure(Failure.deadline))
    }

    /// Resumes the waiting request with `outcome` unless it was resumed already, lets the body go, and cancels
    /// the task when the outcome is a refusal.
    private func finish(_ outcome: Result<(Data, HTTPURLResponse), any Error>) {
        let continuation = state.withLock { state in
            defer {
                state.continuation = nil
                state.body = Data()
            }
            return state.continuation
        }
        guard let continuation else { return }
        continuation.resume(with: outcome)
        // Not from here: this may run on URLSession's own queue, where cancelling synchronously would deadlock.
        if case .failure = outcome { DispatchQueue.global().async { [handle] in handle.cancel() } }
    }
}
