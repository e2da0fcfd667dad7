import Benchmark
import BenchmarkFixtures
import CountriesAPI
import CountriesEngine
import Explorer
import Foundation
import GraphQLClient
import TerminalUI

/// How many allocations each key path makes, checked in CI against `Thresholds/`: a count, unlike a time, does not
/// depend on what else the machine is doing. Where `country-benchmarks` times the same path, the name is its.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.mallocCountTotal],
        warmupIterations: 5,
        maxDuration: .seconds(10),
        maxIterations: 50,
        // The check compares only the 90th percentile with the recorded count, and with no tolerance: within a
        // run, samples differ by one or two (the whole process is counted), but the 90th percentile of fifty was
        // the same in every run, so one allocation more is a regression.
        thresholds: [.mallocCountTotal: .init(absolute: [.p90: 0])]
    )

    Benchmark("service.countryDetail") { benchmark in
        let service = try CountriesEngine.forBenchmarks(memoize: false)
        let request = Documents.countryDetail(query: Documents.tutorialCountryDetail)
        try await service.execute(request).requireCountry("JP")
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(await service.execute(request))
        }
        benchmark.stopMeasurement()
    }

    // Over loopback the server's event loop and the client's thread count too, and how a reply is split into
    // reads is up to the kernel: two allocations of slack, so that CI's machine does not fail on timing alone.
    Benchmark(
        "server.remembered",
        configuration: .init(
            metrics: [.mallocCountTotal], warmupIterations: 5, maxDuration: .seconds(10), maxIterations: 50,
            thresholds: [.mallocCountTotal: .init(absolute: [.p90: 2])]
        )
    ) { benchmark in
        let service = try CountriesEngine.forBenchmarks(memoize: true)
        try await InProcessServer.withServer(executor: service) { endpoint in
            let connection = try LoopbackConnection(port: endpoint.port ?? 0)
            defer { connection.close() }
            let request = LoopbackConnection.post(path: endpoint.path, body: RememberedRequest.body)
            // The first answer runs the engine; the ones after it are remembered.
            let length = try await connection.exchange(request, expecting: nil)
            for _ in 0..<3 { _ = try await connection.exchange(request, expecting: length) }
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try await connection.exchange(request, expecting: length))
            }
            benchmark.stopMeasurement()
        }
    }

    Benchmark("explorer.refilter") { benchmark in
        // A state of its own each time, so that every sample is the same keystroke on the same list; a word typed
        // and cleared first, so that what is measured is a keystroke, not the search's first use.
        var state = try await LoadedExplorer.state(keys: "japan".map(Key.character) + [.escape])
        benchmark.startMeasurement()
        blackHole(state.update(.key(.character("j"))))
        benchmark.stopMeasurement()
    }

    Benchmark("client.decode.allCountries") { benchmark in
        let service = try CountriesEngine.forBenchmarks(memoize: false)
        let produced = await service.execute(
            GraphQLServiceRequest(query: AllCountriesQuery.document, operationName: AllCountriesQuery.operationName)
        )
        try produced.requireSuccess("AllCountries")
        let client = GraphQLClient(transport: ReplayTransport(body: produced.body))
        _ = try await client.fetch(AllCountriesQuery())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try await client.fetch(AllCountriesQuery()))
        }
        benchmark.stopMeasurement()
    }
}

/// The request the remembered-answer benchmark repeats byte for byte, as a polling client does.
enum RememberedRequest {
    static let body = #"{"query":"query CountryDetail($code: ID!) { country(code: $code) { code name capital emoji } }","variables":{"code":"JP"},"operationName":"CountryDetail"}"#
}
