import BenchmarkFixtures
import ExplorerApp

extension Benchmark {
    /// Reading and decoding the bundled world map, which every start does before its first frame.
    static let explorerMapLoad = Benchmark(
        name: "explorer.mapLoad",
        area: .explorer,
        target: .milliseconds(5),
        method: """
        `BundledWorldMap.load()`: read `world-map.bin` (14.6 KB) from the bundle and decode its 720×360 cells \
        and 250 capitals. Part of `explorer.firstFrame` too.
        """,
        defaultSamples: 200
    ) { plan in
        let samples = try await plan.measure { _ in
            guard !BundledWorldMap.load().isEmpty else { throw BenchmarkFailure(description: "no bundled world map") }
        }
        return Measurement(samples: samples)
    }
}
