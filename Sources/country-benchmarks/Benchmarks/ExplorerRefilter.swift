import BenchmarkFixtures
import Explorer
import TerminalUI

extension Benchmark {
    /// One keystroke in the Countries search: the reducer re-filters and re-ranks all 250 countries.
    static let explorerRefilter = Benchmark(
        name: "explorer.refilter",
        area: .explorer,
        target: .microseconds(100),
        method: """
        `ExplorerState.update(.key(...))` for one keystroke of "japan", "united", "cote" (Esc after each word) on \
        the bundled 250 countries: fuzzy matching over name, native name, capital and code, ranking and \
        the selection window; the search index is built once, at the first key that searches, as in the app.
        """,
        defaultSamples: 2000
    ) { plan in
        var state = try await LoadedExplorer.state()
        let keys = "japan".map(Key.character) + [.escape] + "united".map(Key.character) + [.escape] + "cote".map(Key.character) + [.escape]
        let samples = try await plan.measure { index in
            _ = state.update(.key(keys[index % keys.count]))
        }
        guard state.totalCount == 250 else { throw BenchmarkFailure(description: "expected 250 countries, got \(state.totalCount)") }
        return Measurement(samples: samples)
    }
}
