import BenchmarkFixtures
import CountriesAPI
import GraphQLClient

extension Benchmark {
    /// Writing AllCountries' response into the in-memory normalized cache.
    static let cacheWriteAllCountriesMemory = cacheWriteAllCountries(store: .memory)

    /// Writing AllCountries' response into the SQLite cache.
    static let cacheWriteAllCountriesSQLite = cacheWriteAllCountries(store: .sqlite)

    private static func cacheWriteAllCountries(store: CachedClient.Store) -> Benchmark {
        Benchmark(
            name: "cache.write.allCountries.\(store.name)",
            area: .cache,
            target: .milliseconds(10),
            method: """
            `client.fetch(AllCountriesQuery(), policy: .networkOnly)` over a transport that replays the service's \
            reply: parsing the body, normalizing it into 258 records and merging them into a populated \
            \(store == .memory ? "InMemoryNormalizedCache" : "SQLiteNormalizedCache (one transaction)"), every \
            field re-stamped, plus decoding the typed data; the whole cost of storing a refresh.
            """,
            defaultSamples: 200
        ) { plan in
            let client = try await CachedClient.make(for: AllCountriesQuery(), store: store)
            let network = try await client.fetch(AllCountriesQuery(), policy: .networkOnly)
            let cached = try await client.fetch(AllCountriesQuery(), policy: .cacheOnly)
            guard cached.data == network.data, cached.data?.countries.count == 250 else {
                throw BenchmarkFailure(description: "the cache does not give back what the network sent")
            }
            let samples = try await plan.measure { _ in
                _ = try await client.fetch(AllCountriesQuery(), policy: .networkOnly)
            }
            return Measurement(samples: samples)
        }
    }
}
