import CountriesAPI
import GraphQLClient
import CountriesService

extension Benchmark {
    /// CountryDetail for Japan with the document already parsed and validated: execution and encoding.
    static let serviceCountryDetail = Benchmark(
        name: "service.countryDetail",
        area: .service,
        target: .milliseconds(1),
        method: """
        `CountriesService(memoize: false).execute` of the generated `CountryDetailQuery.document` with \
        `{"code":"JP"}`; the document cache is warm, so each run executes and encodes.
        """,
        defaultSamples: 1000
    ) { plan in
        let service = try CountriesService.forBenchmarks(memoize: false)
        let request = Documents.countryDetail(query: CountryDetailQuery.document)
        try await service.execute(request).requireCountry("JP")
        let samples = try await plan.measure { _ in
            try await service.execute(request).requireExecuted("CountryDetail")
        }
        return Measurement(samples: samples)
    }
}
