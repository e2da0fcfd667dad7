extension Benchmark {
    /// As `server.countryDetail.rps`, but with the response memo on, as `countries-server` runs: HTTP and client cost.
    static let serverCountryDetailMemoizedRPS = Benchmark(
        name: "server.countryDetail.memoized.rps",
        area: .server,
        target: nil,
        method: """
        As `server.countryDetail.rps`, but over `CountriesEngine()` with its response memo on, as \
        `countries-server` runs: every request after the first is answered from the memo, so this is the \
        cost of HTTP (Hummingbird and AsyncHTTPClient) without execution.
        """,
        defaultSamples: 0
    ) { plan in
        try await CountryDetailLoad.measure(memoize: true, plan: plan)
    }
}
