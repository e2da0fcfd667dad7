@testable import CountriesServer
import CountriesEngine
import CountryExplorerTesting
import Foundation
import Testing

@Suite("An execution bounded by a deadline")
struct DeadlineBoundExecutionTests {
    static let request = GraphQLServiceRequest(query: "{ continents { code } }")

    @Test func anExecutionThatFinishesInTimeIsAnswered() async {
        let outcome = await PromptExecutor().execute(Self.request, deadline: .seconds(5), clock: ManualClock())
        guard case .answered(let response) = outcome else {
            Issue.record("expected an answer, got \(outcome)")
            return
        }
        #expect(response.body == Data(#"{"data":{}}"#.utf8))
    }

    @Test func anExecutionAnsweringJustBeforeTheDeadlineIsAnswered() async {
        let clock = ManualClock()
        let executing = Task {
            await ClockedExecutor(clock: clock, takes: .milliseconds(199)).execute(Self.request, deadline: .milliseconds(200), clock: clock)
        }
        _ = await clock.sleeps.wait(for: 2)
        clock.advance(by: .milliseconds(199))
        #expect(await executing.value == .answered(await PromptExecutor().execute(Self.request)))
    }

    @Test func anExecutionThatNeverFinishesEndsAtTheDeadlineAndIsCancelled() async {
        let (cancellations, continuation) = AsyncStream<Void>.makeStream()
        let clock = ManualClock()
        let executing = Task {
            await HangingExecutor(cancellations: continuation).execute(Self.request, deadline: .milliseconds(200), clock: clock)
        }
        _ = await clock.sleeps.wait(for: 1)
        clock.advance(by: .milliseconds(200))
        #expect(await executing.value == .deadlinePassed)
        var seen = cancellations.makeAsyncIterator()
        #expect(await seen.next() != nil, "the execution saw its cancellation")
    }

    @Test func anExecutionThatIgnoresCancellationStillEndsAtTheDeadline() async {
        let stubborn = StubbornExecutor()
        defer { stubborn.release() }
        let clock = ManualClock()
        let executing = Task { await stubborn.execute(Self.request, deadline: .milliseconds(200), clock: clock) }
        _ = await clock.sleeps.wait(for: 1)
        clock.advance(by: .milliseconds(200))
        #expect(await executing.value == .deadlinePassed)
    }

    @Test func executionsHoldingEveryThreadDoNotDelayTheDeadline() async {
        let stubborn = StubbornExecutor()
        defer { stubborn.release() }
        // More than Swift's cooperative pool has threads, which they would all hold if they ran there.
        let count = 2 * ProcessInfo.processInfo.activeProcessorCount + 2
        let clock = ManualClock()
        let executing = Task {
            await withTaskGroup(of: BoundedExecutionOutcome.self) { group in
                for _ in 0..<count {
                    group.addTask { await stubborn.execute(Self.request, deadline: .milliseconds(300), clock: clock) }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        _ = await clock.sleeps.wait(for: count)
        clock.advance(by: .milliseconds(300))
        #expect(await executing.value == Array(repeating: .deadlinePassed, count: count))
    }

    @Test func cancellingTheCallerAbandonsTheExecutionAtOnce() async {
        let (cancellations, continuation) = AsyncStream<Void>.makeStream()
        let executor = HangingExecutor(cancellations: continuation)
        let caller = Task { await executor.execute(Self.request, deadline: .seconds(60), clock: ManualClock()) }
        caller.cancel()
        #expect(await caller.value == .abandoned)
        var seen = cancellations.makeAsyncIterator()
        #expect(await seen.next() != nil, "the execution saw its cancellation")
    }
}

/// The deadline's timer does not wait for a thread of the cooperative pool: with every one of them busy, it still
/// fires and cancels the execution. One test at a time, since each holds the whole pool.
@Suite("A deadline while the cooperative pool is busy", .serialized)
struct DeadlineOnABusyPoolTests {
    static let request = DeadlineBoundExecutionTests.request

    @Test func theDeadlineFiresWhileEveryCooperativeThreadIsBusy() async {
        let clock = ManualClock()
        let executor = SignallingExecutor()
        let executing = Task { await executor.execute(Self.request, deadline: .seconds(1), clock: clock) }
        _ = await clock.sleeps.wait(for: 1)
        let fired = await CooperativePool.whileEveryThreadIsBusy {
            clock.advance(by: .seconds(1))
            return executor.cancelled.wait(timeout: .now() + 30) == .success
        }
        #expect(fired, "the deadline cancelled the execution while the pool was busy")
        #expect(await executing.value == .deadlinePassed)
    }

    @Test func theDeadlineFiresWhileEveryCooperativeThreadIsBusyRealTime() async {
        let executor = SignallingExecutor()
        let executing = Task { await executor.execute(Self.request, deadline: .milliseconds(300)) }
        _ = await executor.starts.wait(for: 1)
        let fired = await CooperativePool.whileEveryThreadIsBusy { executor.cancelled.wait(timeout: .now() + 30) == .success }
        #expect(fired, "the deadline cancelled the execution while the pool was busy")
        #expect(await executing.value == .deadlinePassed)
    }
}

/// Swift's cooperative pool, held.
enum CooperativePool {
    /// Runs `body` on a thread of its own while tasks keep every thread of the cooperative pool busy, then lets
    /// them go and returns what `body` returned.
    static func whileEveryThreadIsBusy<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async -> Value {
        let threads = ProcessInfo.processInfo.activeProcessorCount
        let hold = Hold()
        return await withCheckedContinuation { continuation in
            Thread {
                for _ in 0..<threads {
                    Task.detached { hold.hold() }
                }
                // Each holder waits for a thread that other tests may hold for a while; none of them waits on us.
                for _ in 0..<threads { hold.started.wait() }
                let value = body()
                for _ in 0..<threads { hold.released.signal() }
                continuation.resume(returning: value)
            }.start()
        }
    }

    /// The signals between the holding tasks and the thread that runs the body. A holder blocks its thread rather
    /// than spinning on it: the pool is held all the same, without taking the machine's cores from the other tests.
    private final class Hold: Sendable {
        let started = DispatchSemaphore(value: 0)
        let released = DispatchSemaphore(value: 0)

        func hold() {
            started.signal()
            released.wait()
        }
    }
}
