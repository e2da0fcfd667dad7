import BenchmarkFixtures
import CountriesEngine

extension Benchmark {
    /// The tutorial's AllCountries with its document already parsed, validated and compiled: execution alone.
    static let serviceAllCountries = repeatedAllCountries(
        name: "service.allCountries", memoize: false, target: .microseconds(100),
        method: """
        `CountriesEngine(memoize: false).execute` of the same AllCountries text every run; the document \\
        and its plan are cached, the response memo is off, so each run executes and encodes.
        """
    )

    /// The tutorial's AllCountries repeated on a memoizing service: answered from the response memo.
    static let serviceAllCountriesMemoized = repeatedAllCountries(
        name: "service.allCountries.memoized", memoize: true, target: .microseconds(100),
        method: """
        `CountriesEngine().execute` (memoizing, as the app and server use it) of the same AllCountries \\
        text every run; after the first, the response comes from the memo.
        """
    )

    private static func repeatedAllCountries(name: String, memoize: Bool, target: Duration, method: String) -> Benchmark {
        Benchmark(name: name, area: .service, target: target, method: method, defaultSamples: 2000) { plan in
            let service = try CountriesEngine.forBenchmarks(memoize: memoize)
            let request = GraphQLServiceRequest(query: Documents.allCountries)
            try await service.execute(request).requireSuccess("AllCountries")
            let samples = try await plan.measure { _ in
                try await service.execute(request).requireExecuted("AllCountries")
            }
            return Measurement(samples: samples)
        }
    }
}
