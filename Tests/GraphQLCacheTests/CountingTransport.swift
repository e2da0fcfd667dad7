import CountriesAPI
import CountriesEmbedded
import CountriesService
import Foundation
import GraphQLClient
import Synchronization

/// A fake network for policy and watcher tests: answers from the bundled service as if it were a server,
/// counts every request, and can be told to fail or to rename things in its answers.
final class CountingTransport: GraphQLTransport {
    private struct Settings {
        var calls = 0
        var failing = false
        var renames: [String: String] = [:]
    }

    private let service: CountriesService
    private let settings = Mutex(Settings())

    /// The endpoint its replies claim to come from.
    static let endpoint = "https://countries.test/graphql"

    /// Creates a transport over a service on the bundled data.
    init() throws {
        service = try CountriesService()
    }

    /// How many requests were sent.
    var calls: Int { settings.withLock { $0.calls } }

    /// Makes every later request fail as if the network were down (true) or up again (false).
    func setFailing(_ failing: Bool) {
        settings.withLock { $0.failing = failing }
    }

    /// Replaces the JSON string `old` with `new` in every later answer, as if the server's data changed.
    func rename(_ old: String, to new: String) {
        settings.withLock { $0.renames[old] = new }
    }

    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        let current = settings.withLock { settings in
            settings.calls += 1
            return settings
        }
        if current.failing { throw .network(host: "countries.test", reason: "connection refused") }
        let reply = try await EmbeddedTransport(executor: service).send(request)
        var body = String(decoding: reply.body, as: UTF8.self)
        for (old, new) in current.renames {
            body = body.replacingOccurrences(of: "\"\(old)\"", with: "\"\(new)\"")
        }
        return TransportReply(body: Data(body.utf8), statusCode: reply.statusCode, source: .network(endpoint: Self.endpoint))
    }
}

/// A clock the tests move by hand.
final class ManualClock: Sendable {
    private let current = Mutex(Date(timeIntervalSince1970: 1_800_000_000))

    /// The time now.
    var now: Date { current.withLock { $0 } }

    /// Moves the time forward.
    func advance(by seconds: TimeInterval) {
        current.withLock { $0 += seconds }
    }
}

/// A client over a counting transport and an in-memory cache, with a manual clock.
struct CacheHarness {
    let transport: CountingTransport
    let store: InMemoryNormalizedCache
    let clock: ManualClock
    let client: GraphQLClient

    /// Creates the harness; `maxAge` limits how old cached data `cacheFirst` accepts, `fallback` answers when the
    /// network fails.
    init(
        maxAge: Duration? = nil, store: InMemoryNormalizedCache = InMemoryNormalizedCache(),
        fallback: (any GraphQLTransport)? = nil
    ) throws {
        transport = try CountingTransport()
        self.store = store
        clock = ManualClock()
        let clock = self.clock
        client = GraphQLClient(
            transport: transport,
            fallback: fallback,
            cache: ClientCache(store: store, schema: CacheConfiguration.schema, maxAge: maxAge),
            now: { clock.now }
        )
    }
}
