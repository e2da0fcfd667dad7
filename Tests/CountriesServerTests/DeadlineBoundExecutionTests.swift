@testable import CountriesServer
import CountriesService
import Foundation
import Testing

@Suite("An execution bounded by a deadline")
struct DeadlineBoundExecutionTests {
    static let request = GraphQLServiceRequest(query: "{ continents { code } }")

    @Test func anExecutionThatFinishesInTimeIsAnswered() async {
        let outcome = await PromptExecutor().execute(Self.request, deadline: .seconds(5))
        guard case .answered(let response) = outcome else {
            Issue.record("expected an answer, got \(outcome)")
            return
        }
        #expect(response.body == Data(#"{"data":{}}"#.utf8))
    }

    @Test func anExecutionThatNeverFinishesEndsAtTheDeadlineAndIsCancelled() async {
        let (cancellations, continuation) = AsyncStream<Void>.makeStream()
        let start = ContinuousClock.now
        let outcome = await HangingExecutor(cancellations: continuation).execute(Self.request, deadline: .milliseconds(200))
        let elapsed = ContinuousClock.now - start
        #expect(outcome == .deadlinePassed)
        #expect(elapsed >= .milliseconds(200) && elapsed < .seconds(10), "ended after \(elapsed)")
        var seen = cancellations.makeAsyncIterator()
        #expect(await seen.next() != nil, "the execution saw its cancellation")
    }

    @Test func anExecutionThatIgnoresCancellationStillEndsAtTheDeadline() async {
        let stubborn = StubbornExecutor()
        defer { stubborn.release() }
        let start = ContinuousClock.now
        let outcome = await stubborn.execute(Self.request, deadline: .milliseconds(200))
        #expect(outcome == .deadlinePassed)
        #expect(ContinuousClock.now - start < .seconds(10))
    }

    @Test func executionsKeepingEveryCPUBusyDoNotDelayTheDeadline() async {
        let stubborn = StubbornExecutor()
        defer { stubborn.release() }
        // More than Swift's cooperative pool has threads, which they would all hold if they ran there.
        let count = 2 * ProcessInfo.processInfo.activeProcessorCount + 2
        let start = ContinuousClock.now
        await withTaskGroup(of: BoundedExecutionOutcome.self) { group in
            for _ in 0..<count {
                group.addTask { await stubborn.execute(Self.request, deadline: .milliseconds(300)) }
            }
            for await outcome in group {
                #expect(outcome == .deadlinePassed)
            }
        }
        #expect(ContinuousClock.now - start < .seconds(10), "all answered after \(ContinuousClock.now - start)")
    }

    @Test func cancellingTheCallerAbandonsTheExecutionAtOnce() async {
        let (cancellations, continuation) = AsyncStream<Void>.makeStream()
        let executor = HangingExecutor(cancellations: continuation)
        let caller = Task { await executor.execute(Self.request, deadline: .seconds(60)) }
        caller.cancel()
        let start = ContinuousClock.now
        #expect(await caller.value == .abandoned)
        #expect(ContinuousClock.now - start < .seconds(10))
        var seen = cancellations.makeAsyncIterator()
        #expect(await seen.next() != nil, "the execution saw its cancellation")
    }
}
