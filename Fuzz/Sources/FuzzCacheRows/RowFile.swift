// The cache file every input of FuzzCacheRows is written into, made once.
import CountriesAPI
import CountriesEmbedded
import CountriesEngine
import Foundation
import FuzzDriver
import GRDB
import GraphQLCacheSQLite
import GraphQLClient
import Synchronization

/// A cache file holding the country detail of Japan as a real answer left it, the client that reads it, and a
/// connection of its own that writes raw rows under the cache, as another process would.
final class RowFile: Sendable {
    /// The rows an input may replace, in the order its first byte picks them: every kind of record the detail
    /// reads (the root, objects with an identity, objects stored under their path), first and last of a list.
    static let keys: [CacheKey] = [
        "QUERY_ROOT", "Country:JP", "Continent:AS", "Language:ja",
        "Country:JP.states.0", "Subdivision:JP-01", "Country:JP.states.46", "Subdivision:JP-47",
    ]

    /// When the real answer was stored: 2026-11-18.
    static let writtenAt = Date(timeIntervalSince1970: 1_795_000_000)

    /// Made before the first input, so that what opening the file and building the service allocate for good is
    /// not charged to an input.
    static let shared: RowFile = {
        lsanDisable()
        defer { lsanEnable() }
        do {
            return try RowFile()
        } catch {
            fatalError("the cache file could not be made: \(error)")
        }
    }()

    /// The run's own directory.
    let directory: URL
    /// The file as the client opens it.
    let cache: SQLiteNormalizedCache
    /// The client over the file, through `ResilientNormalizedCache` as the explorer's, with a network that fails.
    let client: GraphQLClient
    /// Writes raw rows.
    private let writer: DatabaseQueue
    /// The bytes the real answer left in each row of `keys`.
    private let originals: [CacheKey: Data]

    private init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fuzz-cache-rows-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent("cache.sqlite")
        let cache = try SQLiteNormalizedCache.open(at: url).cache
        let store = ResilientNormalizedCache(primary: cache) { reason in fatalError("the client gave the file up: \(reason)") }
        let network = SeedingTransport(service: try CountriesEngine(memoize: false))
        let client = GraphQLClient(
            transport: network, cache: ClientCache(store: store, schema: CacheConfiguration.schema, maxAge: .seconds(3600)),
            now: { RowFile.writtenAt }
        )
        let failure = runOnCallerThread { () -> String? in
            do {
                _ = try await client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
                return nil
            } catch {
                return "\(error)"
            }
        }
        if let failure { fatalError("the country detail could not be stored: \(failure)") }
        network.goOffline()
        var configuration = Configuration()
        configuration.busyMode = .timeout(5)
        let writer = try DatabaseQueue(path: url.path, configuration: configuration)
        originals = try writer.read { db in
            try Dictionary(uniqueKeysWithValues: Self.keys.map { key in
                guard let bytes = try Data.fetchOne(db, sql: "SELECT fields FROM records WHERE key = ?", arguments: [key]) else {
                    fatalError("the country detail left no row for \(key)")
                }
                return (key, bytes)
            })
        }
        self.directory = directory
        self.cache = cache
        self.client = client
        self.writer = writer
    }

    /// Puts `bytes` in the row of `key`, as they are.
    func writeRaw(_ bytes: Data, forKey key: CacheKey) {
        do {
            try writer.write { db in
                try db.execute(sql: "UPDATE records SET fields = ? WHERE key = ?", arguments: [bytes, key])
            }
        } catch {
            fatalError("the row of \(key) could not be written: \(error)")
        }
    }

    /// Puts back the row the real answer left.
    func restore(_ key: CacheKey) {
        guard let bytes = originals[key] else { fatalError("no row of \(key) to put back") }
        writeRaw(bytes, forKey: key)
    }

    /// Deletes the run's directory.
    func remove() {
        try? FileManager.default.removeItem(at: directory)
    }
}

/// The network: the engine's answers, marked as the network's so that the client stores them, until it goes
/// offline; then every request fails as an unreachable server does.
private final class SeedingTransport: GraphQLTransport {
    private let service: EmbeddedTransport
    private let offline = Atomic(false)

    init(service: CountriesEngine) {
        self.service = EmbeddedTransport(executor: service)
    }

    func goOffline() {
        offline.store(true, ordering: .sequentiallyConsistent)
    }

    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        guard !offline.load(ordering: .sequentiallyConsistent) else { throw .network(host: "fuzz", reason: "offline") }
        var reply = try await service.send(request)
        reply.source = .network(endpoint: "http://fuzz/graphql")
        return reply
    }
}
