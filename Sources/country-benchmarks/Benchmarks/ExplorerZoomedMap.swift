import BenchmarkFixtures
import Explorer
import ExplorerApp
import Foundation
import TerminalUI

extension Benchmark {
    /// Reading and decoding the zoomed map's shapes, which the first F5 does (never the first frame).
    static let explorerShapesLoad = Benchmark(
        name: "explorer.shapesLoad",
        area: .explorer,
        target: .milliseconds(5),
        method: """
        `BundledCountryShapes.load()`: read `country-shapes.bin` (93.9 KB) from the bundle and decode the rings \
        of 250 countries and the 52 small ones' surroundings (21,879 points). The first F5 does it, off the app's loop; the first frame never does.
        """,
        defaultSamples: 200
    ) { plan in
        let samples = try await plan.measure { _ in
            guard !BundledCountryShapes.load().isEmpty else { throw BenchmarkFailure(description: "no bundled shapes") }
        }
        return Measurement(samples: samples)
    }

    /// A frame with a zoomed map: what every key costs while the map is zoomed.
    static let explorerZoomedFrame = Benchmark(
        name: "explorer.zoomedFrame",
        area: .explorer,
        target: .milliseconds(16),
        method: """
        `ExplorerView.render` at 120×40 with Russia's detail and its map zoomed (F5): Russia's box spans 171° of \
        longitude across the antimeridian, so the most countries are painted into it.
        """,
        defaultSamples: 200
    ) { plan in
        var state = try await LoadedExplorer.state(width: 120, height: 40, keys: "russia".map(Key.character) + [.function(5)])
        _ = state.update(.countryShapesLoaded(BundledCountryShapes.load()))
        guard case .country(let country)? = state.selectedRow?.item, country.code == "RU", state.mapZoomed else {
            throw BenchmarkFailure(description: "Russia's map is not zoomed")
        }
        let now = Date()
        let samples = try await plan.measure { _ in
            _ = ExplorerView.render(state, now: now)
        }
        return Measurement(samples: samples)
    }
}
