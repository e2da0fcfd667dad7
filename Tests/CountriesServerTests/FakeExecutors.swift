@testable import CountriesEngine
import CountryExplorerTesting
import Foundation
import Synchronization

/// An executor that answers `{"data":{}}` at once.
struct PromptExecutor: GraphQLExecuting {
    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        GraphQLServiceResponse(body: Data(#"{"data":{}}"#.utf8), outcome: .executed)
    }
}

/// An executor that never answers on its own: it waits until cancelled, then reports the cancellation.
struct HangingExecutor: GraphQLExecuting {
    /// Yields once per execution that saw its cancellation.
    let cancellations: AsyncStream<Void>.Continuation
    /// Yields once per execution as it starts.
    var starts: AsyncStream<Void>.Continuation?

    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        starts?.yield()
        // A day stands for ever here; only cancellation ends it early.
        try? await Task.sleep(for: .seconds(86_400))
        cancellations.yield()
        return GraphQLServiceResponse(body: Data(#"{"data":null}"#.utf8), outcome: .executed)
    }
}

/// An executor that ignores cancellation and holds its thread, never yielding, until `release` is called: a runaway
/// engine. It blocks rather than spins: a spinning one kept both cores of the machine busy for as long as its test
/// ran, and stalled every other test of the process with it.
final class StubbornExecutor: GraphQLExecuting, @unchecked Sendable {
    // `released` is read and written only with `releasedSignal`'s lock held.
    private var released = false
    private let releasedSignal = NSCondition()

    /// Lets every running execution end.
    func release() {
        releasedSignal.lock()
        released = true
        releasedSignal.broadcast()
        releasedSignal.unlock()
    }

    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        holdUntilReleased()
        return GraphQLServiceResponse(body: Data(#"{"data":null}"#.utf8), outcome: .executed)
    }

    private func holdUntilReleased() {
        releasedSignal.lock()
        while !released { releasedSignal.wait() }
        releasedSignal.unlock()
    }
}

/// Routes a request by its text: `hang` to `HangingExecutor`, anything else to `PromptExecutor`.
struct RoutingExecutor: GraphQLExecuting {
    let hanging: HangingExecutor

    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        request.query.contains("hang") ? await hanging.execute(request) : await PromptExecutor().execute(request)
    }
}

/// An executor that remembers one answer and hangs on anything it must execute.
struct RememberingExecutor: GraphQLExecuting {
    let remembered: GraphQLServiceResponse

    func rememberedResponse(to request: GraphQLServiceRequest) -> GraphQLServiceResponse? {
        remembered
    }

    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        try? await Task.sleep(for: .seconds(86_400))
        return GraphQLServiceResponse(body: Data(#"{"data":null}"#.utf8), outcome: .executed)
    }
}

/// An executor that answers `{"data":{"n":N}}`, N counting its executions from 1, and moves `clock` on by `step`
/// each time: work that takes time on the endpoint's clock.
final class SlowExecutor: GraphQLExecuting {
    let clock: ManualClock
    let step: Duration
    private let executions = Atomic(0)

    init(clock: ManualClock, step: Duration) {
        self.clock = clock
        self.step = step
    }

    /// How many operations ran.
    var count: Int { executions.load(ordering: .relaxed) }

    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        let n = executions.add(1, ordering: .relaxed).newValue
        clock.advance(by: step)
        return GraphQLServiceResponse(body: Data(#"{"data":{"n":\#(n)}}"#.utf8), outcome: .executed)
    }
}

/// An executor that waits until cancelled, and signals `cancelled` from the cancelling thread itself, which
/// needs no thread of the cooperative pool to see.
final class SignallingExecutor: GraphQLExecuting {
    /// Signalled once per execution that saw its cancellation.
    let cancelled = DispatchSemaphore(value: 0)
    /// One arrival per execution, as it starts.
    let starts = Arrivals<Void>()

    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        starts.append(())
        await withTaskCancellationHandler {
            let (never, continuation) = AsyncStream.makeStream(of: Never.self)
            defer { continuation.finish() }
            for await _ in never {}
        } onCancel: {
            cancelled.signal()
        }
        return GraphQLServiceResponse(body: Data(#"{"data":null}"#.utf8), outcome: .executed)
    }
}

/// An executor that answers `{"data":{}}` once `clock` has moved on by `takes`.
struct ClockedExecutor: GraphQLExecuting {
    let clock: ManualClock
    let takes: Duration

    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        try? await clock.sleep(for: takes)
        return await PromptExecutor().execute(request)
    }
}
