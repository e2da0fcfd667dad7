import CountriesServer
import CountriesEngine
import Foundation
import Hummingbird
import Logging

/// The real HTTP server (`CountriesHTTPServer`), run in process on a free loopback port while a benchmark uses it.
public enum InProcessServer {
    /// Starts the server over `executor`, runs `body` with its GraphQL endpoint URL, then stops the server by
    /// cancelling it (HummingbirdCore logs that cancellation as an error: "Waiting on child channel").
    public static func withServer<Value: Sendable>(
        executor: any GraphQLExecuting, _ body: (_ endpoint: URL) async throws -> Value
    ) async throws -> Value {
        // Error level only: the per-request info line would otherwise dominate what is measured.
        var logger = Logger(label: "country-benchmarks.server") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = .error
        let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
        let application = CountriesHTTPServer.application(
            endpoint: GraphQLHTTPEndpoint(executor: executor), host: "127.0.0.1", port: 0, logger: logger,
            onRunning: { port in
                continuation.yield(port)
                continuation.finish()
            }
        )
        return try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask {
                defer { continuation.finish() }
                try await application.run()
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next(), let endpoint = URL(string: "http://127.0.0.1:\(port)/graphql") else {
                try await group.next()
                throw BenchmarkFailure(description: "the server stopped before it was listening")
            }
            let value = try await body(endpoint)
            FileHandle.standardError.write(Data("stopping the server; its cancellation error below is expected\n".utf8))
            group.cancelAll()
            return value
        }
    }
}
