import Explorer
import Testing

@Suite("Snapshots of a country in full at 80×24 and 120×40")
struct CountryInFullSnapshotTests {
    /// Germany's screen, with the facts read.
    private func germany(width: Int, height: Int) throws -> ExplorerState {
        var state = try ExplorerState.withFacts(width: width, height: height)
        state.type("germany")
        state.press([.enter])
        return state
    }

    @Test func theCountryScreenAndItsPane() throws {
        try assertSnapshot(try germany(width: 120, height: 40), named: "facts-country-120x40")
        try assertSnapshot(try germany(width: 80, height: 24), named: "facts-country-80x24")
        var pane = try ExplorerState.withFacts(width: 120, height: 40)
        pane.type("japan")
        try assertSnapshot(pane, named: "facts-pane-120x40")
        var narrowPane = try ExplorerState.withFacts(width: 80, height: 24)
        narrowPane.type("japan")
        try assertSnapshot(narrowPane, named: "facts-pane-80x24")
    }

    @Test func theNeighboursAndTheZones() throws {
        var neighbours = try germany(width: 120, height: 40)
        neighbours.press(Array(repeating: .down, count: 7) + [.enter])
        try assertSnapshot(neighbours, named: "facts-neighbours-120x40")
        var zones = try ExplorerState.withFacts(width: 80, height: 24)
        zones.type("united states")
        zones.press([.enter] + Array(repeating: .down, count: 8) + [.enter])
        try assertSnapshot(zones, named: "facts-zones-80x24")
    }

    @Test func aComparisonSideBySideAndStacked() throws {
        for (width, height) in [(120, 40), (80, 24)] {
            var state = try ExplorerState.withFacts(width: width, height: height)
            state.type("france")
            state.press([.enter, .character(" "), .left, .escape])
            state.type("germany")
            state.press([.enter])
            try assertSnapshot(state, named: "facts-compare-\(width)x\(height)")
        }
    }
}
