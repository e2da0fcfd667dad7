import BenchmarkFixtures
import CountriesAPI
import GraphQLClient
import CountriesEngine

extension Benchmark {
    /// CountryDetail for Japan run for the first time: parse, validate, execute and encode.
    static let serviceCountryDetailFirst = Benchmark(
        name: "service.countryDetail.first",
        area: .service,
        target: nil,
        method: """
        As `service.countryDetail`, but every run's text ends in its own `# sample N` comment, so the \
        document is parsed and validated afresh each time.
        """,
        defaultSamples: 300
    ) { plan in
        let service = try CountriesEngine.forBenchmarks(memoize: false)
        try await service.execute(Documents.countryDetail(query: CountryDetailQuery.document)).requireCountry("JP")
        let samples = try await plan.measure { index in
            let request = Documents.countryDetail(query: Documents.unique(CountryDetailQuery.document, run: index))
            try await service.execute(request).requireExecuted("CountryDetail")
        }
        return Measurement(samples: samples)
    }
}
