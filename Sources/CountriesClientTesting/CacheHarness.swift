import CountriesAPI
import CountryExplorerTesting
import GraphQLClient

/// A client over a counting transport and an in-memory cache, with a manual clock.
public struct CacheHarness: Sendable {
    /// The fake network.
    public let transport: CountingTransport
    /// The client's cache.
    public let store: InMemoryNormalizedCache
    /// The client's clock.
    public let clock: ManualClock
    /// The client under test.
    public let client: GraphQLClient

    /// Creates the harness; `maxAge` limits how old cached data `cacheFirst` accepts, `fallback` answers when the
    /// network fails.
    public init(
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
            now: { clock.date }
        )
    }
}
