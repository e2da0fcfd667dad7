import BenchmarkFixtures
import CountriesAPI
import GraphQLClient
import CountriesEngine
import Foundation

extension Benchmark {
    /// One typed CountryDetail fetch end to end: client, loopback HTTP, server, service and back.
    static let clientCountryDetailHTTP = Benchmark(
        name: "client.countryDetail.http",
        area: .client,
        target: .milliseconds(2),
        method: """
        `GraphQLClient(transport: HTTPTransport(...)).fetch(CountryDetailQuery(code: "JP"))`, one request at \
        a time, against `CountriesHTTPServer` in process on 127.0.0.1 over `CountriesEngine(memoize: false)`.
        """,
        defaultSamples: 500
    ) { plan in
        let service = try CountriesEngine.forBenchmarks(memoize: false)
        let samples = try await InProcessServer.withServer(executor: service) { endpoint in
            let client = GraphQLClient(transport: HTTPTransport(HTTPTransport.Configuration(endpoint: endpoint, retry: .never)))
            let check = try await client.fetch(CountryDetailQuery(code: "JP"))
            guard check.data?.country?.code == "JP" else {
                throw BenchmarkFailure(description: "CountryDetail over HTTP did not find JP")
            }
            return try await plan.measure { _ in
                _ = try await client.fetch(CountryDetailQuery(code: "JP"))
            }
        }
        return Measurement(samples: samples, note: "client: AsyncHTTPClient, sequential, keep-alive")
    }
}
