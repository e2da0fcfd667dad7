import BenchmarkFixtures
import CountriesEngine
import Foundation

extension Benchmark {
    /// A batch of ten CountryDetail operations, as graphql-yoga's `batching: true` takes them, over loopback.
    static let serverBatch10 = Benchmark(
        name: "server.batch10",
        area: .server,
        target: .milliseconds(5),
        method: """
        One client (AsyncHTTPClient, kept alive) POSTs a JSON array of ten CountryDetail requests (ten countries) \
        to `CountriesHTTPServer` in process over a memoizing `CountriesEngine`, as countries-server runs, one \
        batch at a time; the answer is the array of ten results.
        """,
        defaultSamples: 300
    ) { plan in
        let codes = ["JP", "FR", "BR", "CA", "IN", "ZA", "AU", "DE", "MX", "EG"]
        let entries = codes.map {
            #"{"query":"query CountryDetail($code: ID!) { country(code: $code) { code name native capital emoji currency languages { code name } } }","variables":{"code":"\#($0)"}}"#
        }
        let body = Data(("[" + entries.joined(separator: ",") + "]").utf8)
        let client = RawHTTPClient()
        defer { Task { try? await client.shutdown() } }
        let samples = try await InProcessServer.withServer(executor: try CountriesEngine.forBenchmarks(memoize: true)) { endpoint in
            let check = try await client.send(endpoint, method: .POST, headers: [("Content-Type", "application/json")], body: body)
            guard check.status == 200, String(decoding: check.body, as: UTF8.self).contains("\"Cairo\"") else {
                throw BenchmarkFailure(description: "the batch was answered HTTP \(check.status)")
            }
            return try await plan.measure { _ in
                _ = try await client.send(endpoint, method: .POST, headers: [("Content-Type", "application/json")], body: body)
            }
        }
        return Measurement(samples: samples, note: "10 operations a request; client: AsyncHTTPClient, sequential, keep-alive")
    }

    /// A conditional GET of CountryDetail whose ETag the client holds: a 304 without a body.
    static let serverConditionalGET = Benchmark(
        name: "server.countryDetail.get304",
        area: .server,
        target: .milliseconds(2),
        method: """
        One client (AsyncHTTPClient, kept alive) GETs CountryDetail(JP) with `If-None-Match` naming the answer's \
        ETag, from `CountriesHTTPServer` in process over a memoizing `CountriesEngine`: each answer is a 304.
        """,
        defaultSamples: 500
    ) { plan in
        let client = RawHTTPClient()
        defer { Task { try? await client.shutdown() } }
        let samples = try await InProcessServer.withServer(executor: try CountriesEngine.forBenchmarks(memoize: true)) { endpoint in
            var components = URLComponents(url: endpoint, resolvingAgainstBaseURL: false)
            components?.queryItems = [URLQueryItem(name: "query", value: #"{ country(code: "JP") { code name native capital emoji currency } }"#)]
            guard let url = components?.url else { throw BenchmarkFailure(description: "no URL") }
            let first = try await client.send(url)
            guard first.status == 200, let tag = first.headers.first(name: "ETag") else {
                throw BenchmarkFailure(description: "the GET was answered HTTP \(first.status) without an ETag")
            }
            let check = try await client.send(url, headers: [("If-None-Match", tag)])
            guard check.status == 304 else { throw BenchmarkFailure(description: "If-None-Match was answered \(check.status)") }
            return try await plan.measure { _ in
                _ = try await client.send(url, headers: [("If-None-Match", tag)])
            }
        }
        return Measurement(samples: samples, note: "304 Not Modified each time; client: AsyncHTTPClient, sequential, keep-alive")
    }
}
