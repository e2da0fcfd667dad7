import BenchmarkFixtures
import Explorer
import Foundation
import TerminalUI

extension Benchmark {
    /// From nothing to the first complete frame on the bundled data, as `country-explorer --offline` starts.
    static let explorerFirstFrame = Benchmark(
        name: "explorer.firstFrame",
        area: .explorer,
        target: .milliseconds(15),
        method: """
        In process, everything `--offline` does before its first complete frame: read the bundled dataset while \
        another thread builds the schema and parses the first screen's two documents (trusted, so never validated), \
        and a third reads the aliases and the map; create the client and state, fetch AllCountries and the first \
        row's CountryDetail through the reducer's commands, and render the frame (the map included). Process exec \
        and curses set-up are not included.
        """,
        defaultSamples: 30
    ) { plan in
        let samples = try await plan.measure { _ in
            let frame = ExplorerView.render(try await LoadedExplorer.state(), now: Date())
            guard frame.textSnapshot().contains("Kabul") else { throw BenchmarkFailure(description: "no Afghanistan's detail on the first frame") }
            guard frame.textSnapshot().unicodeScalars.contains(where: { (0x2801...0x28FF).contains($0.value) }) else {
                throw BenchmarkFailure(description: "no map on the first frame")
            }
        }
        return Measurement(samples: samples)
    }
}
