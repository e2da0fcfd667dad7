import BenchmarkFixtures
import CountriesAPI
import GraphQLClient
import CountriesEngine

extension Benchmark {
    /// Decoding an AllCountries reply into typed data, exactly as `GraphQLClient.fetch` does it.
    static let clientDecodeAllCountries = Benchmark(
        name: "client.decode.allCountries",
        area: .client,
        target: .milliseconds(2),
        method: """
        `GraphQLClient.fetch(AllCountriesQuery())` over an in-memory transport that returns a body the service \
        produced once for the generated AllCountries document; times building the request, the actor hop \
        and decoding into `GraphQLResponse<AllCountriesQuery.Data>`.
        """,
        defaultSamples: 300
    ) { plan in
        let service = try CountriesEngine.forBenchmarks(memoize: false)
        let produced = await service.execute(
            GraphQLServiceRequest(query: AllCountriesQuery.document, operationName: AllCountriesQuery.operationName)
        )
        try produced.requireSuccess("AllCountries")
        let client = GraphQLClient(transport: ReplayTransport(body: produced.body))
        let decoded = try await client.fetch(AllCountriesQuery())
        guard decoded.data?.countries.count == service.dataset.countries.count else {
            throw BenchmarkFailure(description: "the decoded reply does not hold every country")
        }
        let samples = try await plan.measure { _ in
            _ = try await client.fetch(AllCountriesQuery())
        }
        return Measurement(
            samples: samples,
            note: "\(service.dataset.countries.count) countries, \(produced.body.count / 1024) KB body"
        )
    }
}
