import CountriesService

extension Benchmark {
    /// The tutorial's AllCountries repeated on a memoizing service: answered from the response memo.
    static let serviceAllCountriesMemoized = Benchmark(
        name: "service.allCountries.memoized",
        area: .service,
        target: .microseconds(100),
        method: """
        `CountriesService().execute` (memoizing, as the app and server use it) of the same AllCountries \
        text every run; after the first, the response comes from the memo.
        """,
        defaultSamples: 2000
    ) { plan in
        let service = try CountriesService.forBenchmarks(memoize: true)
        let request = GraphQLServiceRequest(query: Documents.allCountries)
        try await service.execute(request).requireSuccess("AllCountries")
        let samples = try await plan.measure { _ in
            try await service.execute(request).requireExecuted("AllCountries")
        }
        return Measurement(samples: samples)
    }
}
