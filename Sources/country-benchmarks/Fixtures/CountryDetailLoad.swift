import BenchmarkFixtures
import CountriesAPI
import GraphQLClient
import CountriesEngine
import Foundation

/// CountryDetail(JP) load against the in-process server, shared by the server throughput benchmarks.
enum CountryDetailLoad {
    /// Starts the server over a service with or without its response memo, drives it with `plan.clients`
    /// concurrent `HTTPTransport`s for `plan.loadDuration` after 20 untimed requests each, and reports
    /// per-request latencies with the throughput in the note.
    static func measure(memoize: Bool, plan: RunPlan) async throws -> Measurement {
        let service = try CountriesEngine.forBenchmarks(memoize: memoize)
        let request = GraphQLRequest(CountryDetailQuery(code: "JP"))
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
        let seconds = String(format: "%.1f", report.elapsed.milliseconds / 1000)
        let note = String(format: "**%.0f req/s**", report.requestsPerSecond)
            + " (\(report.latencies.count) requests, \(plan.clients) clients, \(seconds) s); "
            + "client: GraphQLClient `HTTPTransport` (AsyncHTTPClient) in the same process"
        return Measurement(samples: report.latencies, note: note)
    }
}
