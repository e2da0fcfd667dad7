@testable import CountriesServer
import CountriesEngine
import CountryExplorerTesting
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Logging
import ServiceLifecycle
import Testing

@Suite("CountriesHTTPServer over fake executors, on a loopback port", .serialized)
struct InProcessServerTests {
    @Test func aRequestPastItsDeadlineGets504AndIsCancelledWhileOthersAreAnswered() async throws {
        let (cancellations, continuation) = AsyncStream<Void>.makeStream()
        let executor = RoutingExecutor(hanging: HangingExecutor(cancellations: continuation))
        let clock = ManualClock()
        try await withInProcessServer(executor: executor, deadline: .seconds(1.5), clock: clock) { endpoint, _ in
            async let hanging = Self.post(endpoint, query: "{ hang }")
            _ = await clock.sleeps.wait(for: 1)
            let prompt = try await Self.post(endpoint, query: "{ prompt }")
            #expect(prompt.status == 200, "a prompt request is answered while a hanging one waits")
            clock.advance(by: .seconds(1.5))
            let reply = try await hanging
            #expect(reply.status == 504)
            #expect(reply.message == "The request did not finish within 1.5 s and was stopped.")
            var seen = cancellations.makeAsyncIterator()
            #expect(await seen.next() != nil, "the execution saw its cancellation")
        }
    }

    @Test func aRequestJustUnderItsDeadlineIsAnswered() async throws {
        let clock = ManualClock()
        let executor = ClockedExecutor(clock: clock, takes: .seconds(2) - .milliseconds(1))
        try await withInProcessServer(executor: executor, deadline: .seconds(2), clock: clock) { endpoint, _ in
            async let reply = Self.post(endpoint, query: "{ slowish }")
            // The deadline's sleep and the execution's.
            _ = await clock.sleeps.wait(for: 2)
            clock.advance(by: .seconds(2) - .milliseconds(1))
            let status = try await reply.status
            #expect(status == 200)
        }
    }

    @Test func aRequestPastItsDeadlineGets504RealTime() async throws {
        let (cancellations, continuation) = AsyncStream<Void>.makeStream()
        let executor = HangingExecutor(cancellations: continuation)
        try await withInProcessServer(executor: executor, deadline: .milliseconds(500)) { endpoint, _ in
            let reply = try await Self.post(endpoint, query: "{ hang }")
            #expect(reply.status == 504)
            var seen = cancellations.makeAsyncIterator()
            #expect(await seen.next() != nil, "the execution saw its cancellation")
        }
    }

    @Test func aGracefulShutdownAnswersARunningRequestWith503AtOnce() async throws {
        let (cancellations, cancellation) = AsyncStream<Void>.makeStream()
        let (starts, start) = AsyncStream<Void>.makeStream()
        let executor = HangingExecutor(cancellations: cancellation, starts: start)
        // The deadline's clock never moves: the answer can only come from the shutdown.
        try await withInProcessServer(executor: executor, deadline: .seconds(60), clock: ManualClock()) { endpoint, group in
            async let running = Self.post(endpoint, query: "{ hang }")
            var started = starts.makeAsyncIterator()
            await started.next()
            await group.triggerGracefulShutdown()
            let reply = try await running
            #expect(reply.status == 503)
            #expect(reply.message == "The server is shutting down; the request was stopped.")
            var seen = cancellations.makeAsyncIterator()
            #expect(await seen.next() != nil, "the execution saw its cancellation")
        }
    }

    // MARK: - Support

    /// Runs the real server over `executor` in a service group on a free loopback port while `body` runs, then
    /// shuts the group down gracefully (if `body` has not) and waits for it.
    private func withInProcessServer<C: Clock<Duration>>(
        executor: any GraphQLExecuting, deadline: Duration, clock: C = EventLoopClock(),
        _ body: (URL, ServiceGroup) async throws -> Void
    ) async throws {
        var logger = Logger(label: "countries-server-tests")
        logger.logLevel = .critical
        let (ports, portContinuation) = AsyncStream.makeStream(of: Int.self)
        var timeouts = ServerTimeouts.standard
        timeouts.requestDeadline = deadline
        let application = CountriesHTTPServer.application(
            endpoint: GraphQLHTTPEndpoint(executor: executor, deadline: deadline, clock: clock), host: "127.0.0.1", port: 0,
            timeouts: timeouts, logger: logger,
            onRunning: { port in
                portContinuation.yield(port)
                portContinuation.finish()
            }
        )
        let group = ServiceGroup(configuration: .init(services: [.init(service: application)], logger: logger))
        try await withThrowingTaskGroup(of: Void.self) { tasks in
            tasks.addTask {
                defer { portContinuation.finish() }
                try await group.run()
            }
            var iterator = ports.makeAsyncIterator()
            let port = try #require(await iterator.next(), "the server stopped before listening")
            let endpoint = try #require(URL(string: "http://127.0.0.1:\(port)/graphql"))
            do {
                try await body(endpoint, group)
            } catch {
                await group.triggerGracefulShutdown()
                throw error
            }
            await group.triggerGracefulShutdown()
            try await tasks.waitForAll()
        }
    }

    private static func post(_ endpoint: URL, query: String) async throws -> (status: Int, message: String?) {
        var request = URLRequest(url: endpoint, timeoutInterval: 60)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = try JSONSerialization.data(withJSONObject: ["query": query])
        let (data, response) = try await URLSession.shared.data(for: request)
        let json = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
        let message = ((json?["errors"] as? [[String: Any]])?.first?["message"]) as? String
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, message)
    }
}
