import BenchmarkFixtures
import CountriesAPI
import GraphQLClient

extension Benchmark {
    /// Reading CountryDetail back from the in-memory normalized cache, as `cacheOnly` does.
    static let cacheReadCountryDetailMemory = cacheReadCountryDetail(store: .memory, target: .microseconds(50))

    /// The same read from the SQLite cache.
    static let cacheReadCountryDetailSQLite = cacheReadCountryDetail(store: .sqlite, target: .milliseconds(1))

    private static func cacheReadCountryDetail(store: CachedClient.Store, target: Duration) -> Benchmark {
        Benchmark(
            name: "cache.read.countryDetail.\(store.name)",
            area: .cache,
            target: target,
            method: """
            `client.fetch(CountryDetailQuery(code: "JP"), policy: .cacheOnly)` after one `networkOnly` fetch stored it \
            (\(store == .memory ? "InMemoryNormalizedCache" : "SQLiteNormalizedCache in a temporary file")): the actor hop, \
            the memoised plan, rebuilding the data from 51 records (country, continent, language, 47 states) and \
            decoding it into the generated type.
            """,
            defaultSamples: store == .memory ? 2000 : 500
        ) { plan in
            let client = try await CachedClient.make(for: CountryDetailQuery(code: "JP"), store: store)
            let network = try await client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
            let cached = try await client.fetch(CountryDetailQuery(code: "JP"), policy: .cacheOnly)
            guard cached.data == network.data, cached.data?.country?.states.count == 47 else {
                throw BenchmarkFailure(description: "the cache does not give back what the network sent")
            }
            let samples = try await plan.measure { _ in
                _ = try await client.fetch(CountryDetailQuery(code: "JP"), policy: .cacheOnly)
            }
            return Measurement(samples: samples)
        }
    }
}
