/// Every benchmark, in the order they run; a new benchmark is one file plus one line here.
enum BenchmarkRegistry {
    /// All benchmarks.
    static let all: [Benchmark] = [
        .serviceAllCountriesFirst,
        .serviceAllCountries,
        .serviceAllCountriesMemoized,
        .serviceCountryDetail,
        .serviceCountryDetailApp,
        .serviceCountryDetailFirst,
        .serviceRegexWorst,
        .serverCountryDetailRPS,
        .serverCountryDetailMemoizedRPS,
        .serverBatch10,
        .serverConditionalGET,
        .clientDecodeAllCountries,
        .clientCountryDetailHTTP,
        .cacheReadCountryDetailMemory,
        .cacheReadCountryDetailSQLite,
        .cacheWriteAllCountriesMemory,
        .cacheWriteAllCountriesSQLite,
        .explorerFirstFrame,
        .explorerFirstFrameCached,
        .explorerRefilter,
        .explorerMapLoad,
        .explorerFactsLoad,
        .explorerShapesLoad,
        .explorerZoomedFrame,
    ]

    /// The benchmarks whose names contain any of `filters` (all of them when there are none).
    static func selected(by filters: [String]) -> [Benchmark] {
        guard !filters.isEmpty else { return all }
        return all.filter { benchmark in filters.contains { benchmark.name.contains($0) } }
    }
}
