import BenchmarkFixtures
import CountriesAPI
import CountriesEmbedded
import CountriesEngine
import Foundation
import GraphQLCacheSQLite
import GraphQLClient

/// A client whose replies come from the service as if from a server, so that they are cached, over an
/// in-memory or a SQLite store in a temporary directory.
enum CachedClient {
    /// Where the records live.
    enum Store: Equatable {
        /// `InMemoryNormalizedCache`.
        case memory
        /// `SQLiteNormalizedCache` in a new temporary directory.
        case sqlite
        /// `SQLiteNormalizedCache` in this file.
        case sqliteFile(URL)

        /// `memory` or `sqlite`, for benchmark names.
        var name: String { self == .memory ? "memory" : "sqlite" }
    }

    /// A client answering `operation` with the service's reply, over a new `store`.
    static func make<Operation: GraphQLOperation>(for operation: Operation, store: Store) async throws -> GraphQLClient {
        let service = try CountriesEngine.forBenchmarks(memoize: false)
        let produced = try await EmbeddedTransport(executor: service).send(GraphQLRequest(operation))
        guard produced.statusCode == 200 else { throw BenchmarkFailure(description: "\(Operation.operationName) was refused") }
        let transport = ReplayTransport(body: produced.body, source: .network(endpoint: "benchmark replay"))
        return GraphQLClient(transport: transport, cache: ClientCache(store: try makeStore(store), schema: CacheConfiguration.schema))
    }

    private static func makeStore(_ store: Store) throws -> any NormalizedCache {
        switch store {
        case .memory:
            return InMemoryNormalizedCache()
        case .sqlite:
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("country-benchmarks-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            return try SQLiteNormalizedCache.open(at: CacheDirectory.fileURL(in: directory)).cache
        case .sqliteFile(let file):
            return try SQLiteNormalizedCache.open(at: file).cache
        }
    }
}
