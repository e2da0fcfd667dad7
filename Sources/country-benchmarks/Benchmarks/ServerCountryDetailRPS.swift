extension Benchmark {
    /// Throughput of the real HTTP server answering CountryDetail over loopback, executing every request.
    static let serverCountryDetailRPS = Benchmark(
        name: "server.countryDetail.rps",
        area: .server,
        target: nil,
        method: """
        `CountriesHTTPServer` in process on 127.0.0.1 over `CountriesEngine(memoize: false)`, logging at \
        error level; `--clients` tasks (8), each with its own `HTTPTransport` (AsyncHTTPClient, one shared pool), POST \
        CountryDetail(JP) back to back for `--duration` (3 s) after 20 untimed requests each. Median and p90 \
        are per-request latencies; the clients share the machine's cores with the server.
        """,
        defaultSamples: 0
    ) { plan in
        try await CountryDetailLoad.measure(memoize: false, plan: plan)
    }
}
