import CountriesAPI
import CountriesService
import Foundation

extension Benchmark {
    /// Throughput of the real HTTP server answering CountryDetail over loopback under concurrent load.
    static let serverCountryDetailRPS = Benchmark(
        name: "server.countryDetail.rps",
        area: .server,
        target: nil,
        method: """
        `CountriesHTTPServer` in process on 127.0.0.1 over `CountriesService(memoize: false)`, logging at \
        error level; `--clients` tasks (8), each with its own `HTTPTransport` (URLSession), POST \
        CountryDetail(JP) back to back for `--duration` (3 s) after 20 untimed requests each. Median and p90 \
        are per-request latencies; the clients share the machine's cores with the server.
        """,
        defaultSamples: 0
    ) { plan in
        let service = try CountriesService.forBenchmarks(memoize: false)
        let request = try GraphQLRequest(CountryDetailQuery(code: "JP"))
        let report = try await InProcessServer.withServer(executor: service) { endpoint in
            let transports = (0..<plan.clients).map { _ in
                HTTPTransport(HTTPTransport.Configuration(endpoint: endpoint, retry: .never))
            }
            return try await LoadGenerator.run(clients: plan.clients, duration: plan.loadDuration, warmUp: 20) { client in
                let reply = try await transports[client].send(request)
                guard reply.statusCode == 200 else {
                    throw BenchmarkFailure(description: "the server answered HTTP \(reply.statusCode)")
                }
            }
        }
        let seconds = String(format: "%g", report.elapsed.milliseconds / 1000)
        let note = String(format: "**%.0f req/s**", report.requestsPerSecond)
            + " (\(report.latencies.count) requests, \(plan.clients) clients, \(seconds) s); "
            + "client: GraphQLClient `HTTPTransport` (URLSession) in the same process"
        return Measurement(samples: report.latencies, note: note)
    }
}
