import BenchmarkFixtures
import CountriesAPI
import Explorer
import Foundation
import GraphQLCacheSQLite
import GraphQLClient

extension Benchmark {
    /// From nothing to the first complete frame painted from a populated SQLite cache, as a second launch does.
    static let explorerFirstFrameCached = Benchmark(
        name: "explorer.firstFrame.cached",
        area: .explorer,
        target: .milliseconds(150),
        method: """
        As `explorer.firstFrame`, but the first screen's data is read from a SQLite cache file that a previous \
        run filled (AllCountries and the first row's detail, Afghanistan's): opening the file (with its integrity check), building \
        the service the explorer keeps for its fallback, reading both operations from the cache and rendering.
        """,
        defaultSamples: 30
    ) { plan in
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("country-benchmarks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = CacheDirectory.fileURL(in: directory)
        let filler = try await CachedClient.make(for: AllCountriesQuery(), store: .sqliteFile(file))
        _ = try await filler.fetch(AllCountriesQuery(), policy: .networkOnly)
        let detail = try await CachedClient.make(for: CountryDetailQuery(code: "AF"), store: .sqliteFile(file))
        _ = try await detail.fetch(CountryDetailQuery(code: "AF"), policy: .networkOnly)
        let samples = try await plan.measure { _ in
            let store = try SQLiteNormalizedCache.open(at: file).cache
            let cache = ClientCache(store: store, schema: CacheConfiguration.schema)
            let state = try await LoadedExplorer.state(cache: cache)
            guard case .loaded(_, let origin)? = state.data[.allCountries], case .cache = origin.kind else {
                throw BenchmarkFailure(description: "the first screen did not come from the cache")
            }
            guard ExplorerView.render(state, now: Date()).textSnapshot().contains("Kabul") else {
                throw BenchmarkFailure(description: "no Afghanistan's detail on the first frame")
            }
        }
        return Measurement(samples: samples)
    }
}
