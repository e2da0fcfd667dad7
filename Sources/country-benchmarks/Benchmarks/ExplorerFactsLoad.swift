import BenchmarkFixtures
import ExplorerApp

extension Benchmark {
    /// Reading and decoding the bundled country facts, which the explorer does once its first frame is up.
    static let explorerFactsLoad = Benchmark(
        name: "explorer.factsLoad",
        area: .explorer,
        target: .milliseconds(20),
        method: """
        `BundledFacts.load()`: read `country-facts.json` (50 KB) from the bundle and decode the 250 countries' \
        neighbours, area, population, zones, domain, driving side, landlocked and UN status. Not part of \
        `explorer.firstFrame`: the runtime reads it after the first frame.
        """,
        defaultSamples: 100
    ) { plan in
        let samples = try await plan.measure { _ in
            guard BundledFacts.load().countries.count == 250 else { throw BenchmarkFailure(description: "no bundled facts") }
        }
        return Measurement(samples: samples)
    }
}
