import BenchmarkFixtures
import CountriesEngine

extension Benchmark {
    /// The tutorial's AllCountries run for the first time: parse, validate, execute and encode.
    static let serviceAllCountriesFirst = Benchmark(
        name: "service.allCountries.first",
        area: .service,
        target: .milliseconds(1),
        method: """
        `CountriesEngine(memoize: false).execute` of the tutorial's AllCountries under a new alias every run \
        (`s7: countries`), as graphql-js's side of the peer comparison runs it, so that no cache can help.
        """,
        defaultSamples: 100
    ) { plan in
        let service = try CountriesEngine.forBenchmarks(memoize: false)
        let check = await service.execute(GraphQLServiceRequest(query: Documents.allCountries))
        try check.requireSuccess("AllCountries")
        let samples = try await plan.measure { index in
            let query = Documents.allCountries(run: index)
            try await service.execute(GraphQLServiceRequest(query: query)).requireExecuted("AllCountries")
        }
        return Measurement(
            samples: samples,
            note: "\(service.dataset.countries.count) countries, \(check.body.count / 1024) KB response"
        )
    }
}
