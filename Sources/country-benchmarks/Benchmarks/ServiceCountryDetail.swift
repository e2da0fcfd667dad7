import BenchmarkFixtures
import CountriesAPI
import GraphQLClient
import CountriesEngine

extension Benchmark {
    /// The tutorial's CountryDetail for Japan with the document already parsed and validated: execution and
    /// encoding, on the document graphql-js runs in the peer comparison.
    static let serviceCountryDetail = serviceCountryDetail(
        name: "service.countryDetail", document: Documents.tutorialCountryDetail,
        described: "`Documents.tutorialCountryDetail` (the tutorial's fields, graphql-js's document in `../shared/peers/compare`)"
    )

    /// The app's CountryDetail (subdivisions and the name in fourteen languages too), as the explorer asks for it.
    static let serviceCountryDetailApp = serviceCountryDetail(
        name: "service.countryDetail.app", document: CountryDetailQuery.document,
        described: "the generated `CountryDetailQuery.document` (the tutorial's fields, subdivisions, 14 `name(lang:)` aliases)"
    )

    private static func serviceCountryDetail(name: String, document: String, described: String) -> Benchmark {
        Benchmark(
            name: name,
            area: .service,
            target: .milliseconds(1),
            method: """
            `CountriesEngine(memoize: false).execute` of \(described) with `{"code":"JP"}`; the document cache is \
            warm, so each run executes and encodes.
            """,
            defaultSamples: 1000
        ) { plan in
            let service = try CountriesEngine.forBenchmarks(memoize: false)
            let request = Documents.countryDetail(query: document)
            try await service.execute(request).requireCountry("JP")
            let samples = try await plan.measure { _ in
                try await service.execute(request).requireExecuted("CountryDetail")
            }
            return Measurement(samples: samples)
        }
    }
}
