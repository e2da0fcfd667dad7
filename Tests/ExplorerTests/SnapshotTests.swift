import Explorer
import Foundation
import TerminalUI
import Testing

/// Compares a rendered frame with `Snapshots/NAME.txt`; with RECORD_SNAPSHOTS=1 it writes the file instead.
func assertSnapshot(_ state: ExplorerState, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let frame = Fixtures.render(state)
    let text = frame.textSnapshot() + "\n"
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots/\(name).txt")
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try text.write(to: url, atomically: true, encoding: .utf8)
        return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(text == expected, "snapshot \(name) differs; rerun with RECORD_SNAPSHOTS=1 if the change is intended\n\(text)", sourceLocation: sourceLocation)
}

@Suite("Screen snapshots at 100×30 and 40×12")
struct SnapshotTests {
    @Test func countriesList() throws {
        try assertSnapshot(Fixtures.loadedState(), named: "countries-100x30")
        try assertSnapshot(Fixtures.loadedState(width: 40, height: 12), named: "countries-40x12")
    }

    @Test func searching() throws {
        var state = Fixtures.loadedState()
        state.type("jap")
        try assertSnapshot(state, named: "search-100x30")
    }

    @Test func countryScreen() throws {
        var state = Fixtures.loadedState()
        state.type("japan")
        state.press([.enter])
        try assertSnapshot(state, named: "country-100x30")
        var narrow = Fixtures.loadedState(width: 40, height: 12)
        narrow.type("canada")
        narrow.press([.enter])
        try assertSnapshot(narrow, named: "country-40x12")
    }

    @Test func continentsAndLanguages() throws {
        var state = Fixtures.loadedState()
        state.press([.character("2")])
        try assertSnapshot(state, named: "continents-100x30")
        state.press([.character("3")])
        try assertSnapshot(state, named: "languages-100x30")
        var narrow = Fixtures.loadedState(width: 40, height: 12)
        narrow.press([.character("3"), .down])
        try assertSnapshot(narrow, named: "languages-40x12")
    }

    @Test func theFullDetailInTheUsersLanguage() throws {
        // --lang fr: Allemagne comes first, its pane beside it with Germany, every currency, the subdivisions and
        // the names in every language.
        try assertSnapshot(Fixtures.loadedState(french: true), named: "countries-fr-100x30")
        try assertSnapshot(Fixtures.loadedState(width: 40, height: 12, french: true), named: "countries-fr-40x12")
    }

    @Test func aCountryInFullAtBothSizes() throws {
        var state = Fixtures.loadedState()
        state.type("germany")
        state.press([.enter])
        try assertSnapshot(state, named: "country-full-100x30")
        var narrow = Fixtures.loadedState(width: 40, height: 12, french: true)
        narrow.press([.enter], french: true)
        try assertSnapshot(narrow, named: "country-full-40x12")
        narrow.press([.end], french: true)
        try assertSnapshot(narrow, named: "country-full-end-40x12")
    }

    @Test func theDetailPaneDrawsTheMapUnderTheFactsAt100x30Only() throws {
        let map = try Fixtures.realWorldMap()
        var state = Fixtures.loadedState(worldMap: map)
        state.press(Array(repeating: .down, count: 5))
        try assertSnapshot(state, named: "detail-map-100x30")
        var narrow = Fixtures.loadedState(width: 40, height: 12, worldMap: map)
        narrow.press(Array(repeating: .down, count: 5))
        try assertSnapshot(narrow, named: "detail-map-40x12")
        #expect(!ExplorerView.render(narrow, now: Fixtures.origin.receivedAt).textSnapshot().unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
    }

    @Test func aCountrysScreenDrawsTheMapUnderItsRows() throws {
        var state = Fixtures.loadedState(worldMap: try Fixtures.realWorldMap())
        state.type("france")
        state.press([.enter])
        try assertSnapshot(state, named: "country-map-100x30")
    }

    @Test func theContinentsTabPreviewsTheSelectedContinent() throws {
        var state = Fixtures.loadedState(worldMap: try Fixtures.realWorldMap())
        state.press([.character("2"), .down, .down, .down])
        try assertSnapshot(state, named: "continents-map-100x30")
        var ascii = Fixtures.loadedState(options: ExplorerOptions(ascii: true, color: false), worldMap: try Fixtures.realWorldMap())
        ascii.press([.character("2"), .down, .down, .down])
        try assertSnapshot(ascii, named: "continents-map-ascii-100x30")
    }

    @Test func helpOverlay() throws {
        var state = Fixtures.loadedState()
        state.press([.character("?")])
        try assertSnapshot(state, named: "help-100x30")
    }

    @Test func asciiAndNoColorStillMarkTheSelection() throws {
        let state = Fixtures.loadedState(options: ExplorerOptions(ascii: true, color: false))
        try assertSnapshot(state, named: "countries-ascii-100x30")
        let frame = ExplorerView.render(state, now: Fixtures.origin.receivedAt)
        let selectedRow = (0..<frame.height).first { frame.row($0).hasPrefix("| AQ Antarctica") }
        let row = try #require(selectedRow)
        #expect(frame[x: 5, y: row].style.reverse)
        #expect(frame[x: 5, y: row].style.foreground == .default)
    }

    @Test func loadingAndErrors() throws {
        var loading = ExplorerState(width: 100, height: 30)
        _ = loading.update(.key(.resize(width: 100, height: 30)))
        try assertSnapshot(loading, named: "loading-100x30")
        _ = loading.update(.loaded(.allCountries, .failed("network error: cannot reach countries.trevorblades.com: the host name could not be resolved")))
        try assertSnapshot(loading, named: "error-100x30")
    }

    @Test func tooSmall() throws {
        var state = Fixtures.loadedState()
        state.press([.resize(width: 30, height: 10)])
        let text = ExplorerView.render(state, now: Fixtures.origin.receivedAt).textSnapshot()
        #expect(text.contains("too small"))
    }
}
