@testable import CountriesService
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

/// An executor that ignores cancellation and keeps its thread busy, never yielding, until `release` is called:
/// a runaway engine.
final class StubbornExecutor: GraphQLExecuting {
    private let released = Atomic(false)

    /// Lets every running execution end.
    func release() {
        released.store(true, ordering: .releasing)
    }

    func execute(_ request: GraphQLServiceRequest) async -> GraphQLServiceResponse {
        while !released.load(ordering: .acquiring) {}
        return GraphQLServiceResponse(body: Data(#"{"data":null}"#.utf8), outcome: .executed)
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

/// A clock that moves only when told to.
final class SteppedClock: Clock, Sendable {
    private let time = Mutex(ContinuousClock.now)

    var now: ContinuousClock.Instant { time.withLock { $0 } }
    var minimumResolution: Duration { .nanoseconds(1) }

    /// Moves the clock on by `duration`.
    func advance(by duration: Duration) {
        time.withLock { $0 = $0.advanced(by: duration) }
    }

    func sleep(until deadline: ContinuousClock.Instant, tolerance: Duration?) async throws {
        advance(by: now.duration(to: deadline))
    }
}

/// An executor that answers `{"data":{"n":N}}`, N counting its executions from 1, and moves `clock` on by `step`
/// each time: work that takes time on the endpoint's clock.
final class SlowExecutor: GraphQLExecuting {
    let clock: SteppedClock
    let step: Duration
    private let executions = Atomic(0)

    init(clock: SteppedClock, step: Duration) {
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
