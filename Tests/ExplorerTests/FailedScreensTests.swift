@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// Every screen can fail and recover: a failure shows what is already known, the error in words and the key
/// that retries it, and that key retries.
@Suite("Every screen can fail and recover")
struct FailedScreensTests {
    static let failure = "GraphQL error: internal error"

    /// Answers `commands` with fixtures, except `failing`, which fail.
    static func answer(_ commands: [Command], in state: inout ExplorerState, failing: (DataRequest) -> Bool) {
        var pending = commands
        while let command = pending.first {
            pending.removeFirst()
            guard case .fetch(let request, _) = command else { continue }
            let answer: Loadable = failing(request) ? .failed(failure) : .loaded(Fixtures.payload(for: request), Fixtures.origin)
            pending += state.update(.loaded(request, answer))
        }
    }

    /// Japan's own screen, opened from the list, whose detail failed.
    static func japanFailed(width: Int = 100, height: Int = 30, worldMap: WorldMap = .none) -> ExplorerState {
        openJapan(width: width, height: height, worldMap: worldMap) { $0 == .countryDetail("JP") ? .failed(failure) : nil }
    }

    /// Japan's own screen, opened from the list; `answer` answers a request instead of the fixtures.
    static func openJapan(
        width: Int = 100, height: Int = 30, worldMap: WorldMap = .none, answer: (DataRequest) -> Loadable?
    ) -> ExplorerState {
        var state = Fixtures.loadedState(width: width, height: height, worldMap: worldMap)
        for key in "japan".map(Key.character) + [.enter] {
            var pending = state.update(.key(key))
            while let command = pending.first {
                pending.removeFirst()
                guard case .fetch(let request, _) = command else { continue }
                pending += state.update(.loaded(request, answer(request) ?? .loaded(Fixtures.payload(for: request), Fixtures.origin)))
            }
            state.draw()
        }
        return state
    }

    /// Whether a cell holds a Braille dot of the map.
    static func isMap(_ cell: Cell) -> Bool {
        cell.grapheme.unicodeScalars.first.map { (0x2801...0x28FF).contains($0.value) } == true
    }

    @Test func aFailedCountryShowsWhatItsRowKnewTheErrorAndTheKeyThatRetries() throws {
        var state = Self.japanFailed(worldMap: try Fixtures.realWorldMap())
        #expect(state.screen.kind == .country(code: "JP"))
        let text = Fixtures.render(state).textSnapshot()
        for known in ["🇯🇵", "Japan", "Tokyo", "Asia", "JP"] {
            #expect(text.contains(known), "what the list's row knows (\(known)): \(text)")
        }
        #expect(text.contains(Self.failure), "the error in words: \(text)")
        #expect(text.contains("Press r to retry"), "\(text)")
        let retried = state.update(.key(.character("r")))
        #expect(retried == [.fetch(.countryDetail("JP"), refresh: false)], "r retries: \(retried)")
        #expect(state.screen.search.text.isEmpty, "r is not search text here")
        Fixtures.answer(retried, in: &state)
        let recovered = Fixtures.render(state).textSnapshot()
        #expect(recovered.contains("ap-northeast-1") && !recovered.contains(Self.failure), "\(recovered)")
    }

    @Test(arguments: [(40, 12), (80, 24), (100, 30)])
    func theMapIsNeverDrawnOverTheErrorOfAFailedCountry(size: (Int, Int)) throws {
        let state = Self.japanFailed(width: size.0, height: size.1, worldMap: try Fixtures.realWorldMap())
        let frame = Fixtures.render(state)
        let text = frame.textSnapshot()
        #expect(text.contains("internal error"), "\(size): \(text)")
        for y in 0..<frame.height where frame.row(y).contains("error") || frame.row(y).contains("retry") || frame.row(y).contains("Japan") {
            #expect(!(0..<frame.width).contains { Self.isMap(frame[x: $0, y: y]) }, "a map dot on a line of text at \(size), row \(y): \(text)")
        }
    }

    @Test func anUnknownCountrySaysSoAndTheMapStaysOffIt() throws {
        let state = Self.openJapan(worldMap: try Fixtures.realWorldMap()) {
            $0 == .countryDetail("JP") ? .loaded(.countryDetail(nil), Fixtures.origin) : nil
        }
        let frame = Fixtures.render(state)
        let text = frame.textSnapshot()
        #expect(text.contains("No country has the code JP."), "\(text)")
        #expect(!text.contains("Nothing he"), "\(text)")
        #expect(!(0..<frame.height).contains { y in (0..<frame.width).contains { Self.isMap(frame[x: $0, y: y]) } }, "no map: \(text)")
    }

    @Test func aCountryAnsweredNullShowsWhatItsRowKnewOnItsScreenAndInThePane() {
        let screen = Self.openJapan { $0 == .countryDetail("JP") ? .loaded(.countryDetail(nil), Fixtures.origin) : nil }
        var pane = Fixtures.loadedState()
        for key in "japan".map(Key.character) {
            for case .fetch(let request, _) in pane.update(.key(key)) {
                let payload = request == .countryDetail("JP") ? .countryDetail(nil) : Fixtures.payload(for: request)
                _ = pane.update(.loaded(request, .loaded(payload, Fixtures.origin)))
            }
        }
        #expect(pane.detailCountry == "JP")
        for state in [screen, pane] {
            let text = Fixtures.render(state).textSnapshot()
            #expect(text.contains("No country has the code JP."), "\(text)")
            for known in ["🇯🇵 Japan", "Tokyo", "Asia (AS)", "JPY"] {
                #expect(text.contains(known), "what the list's row knew (\(known)): \(text)")
            }
        }
    }

    /// The other screens: the Continents and Languages tabs, a continent's countries, a country's own screen (the way
    /// into its states and subdivisions), the detail pane, and a search.
    @Test(arguments: ["continents", "languages", "continent", "states", "detail pane", "continent pane", "language pane", "search", "search field"])
    func everyScreenFailsInWordsAndRetries(screen: String) {
        var state = Fixtures.loadedState()
        let failing: DataRequest
        let keys: [Key]
        switch screen {
        case "continents": (failing, keys) = (.continents, [.character("2")])
        case "languages": (failing, keys) = (.languages, [.character("3")])
        case "continent": (failing, keys) = (.continentDetail("AF"), [.character("2"), .enter])
        case "states": (failing, keys) = (.countryDetail("DE"), "germany".map(Key.character) + [.enter])
        case "detail pane": (failing, keys) = (.countryDetail("DE"), "germany".map(Key.character))
        case "continent pane": (failing, keys) = (.continentDetail("AF"), [.character("2")])
        case "language pane": (failing, keys) = (.languageDetail("ar"), [.character("3")])
        default: (failing, keys) = (.allCountries, [])
        }
        var all: [Command] = []
        for key in keys {
            let commands = state.update(.key(key))
            all += commands
            Self.answer(commands, in: &state) { $0 == failing }
            state.draw()
        }
        if screen.hasPrefix("search") {
            // The list itself failed with nothing to show, and a search is typed over the failure; in the search
            // field (after /) `r` is text, and the hint says Ctrl-R.
            state = ExplorerState(width: 100, height: 30)
            Self.answer(state.update(.key(.resize(width: 100, height: 30))), in: &state) { $0 == .allCountries }
            if screen == "search field" { state.press([.character("/")], answering: false) }
            state.press("jap".map(Key.character), answering: false)
        }
        let text = Fixtures.render(state).textSnapshot()
        #expect(text.contains(Self.failure), "\(screen): \(text)")
        let retryKey: Key = text.contains("Press r to retry") ? .character("r") : .control("r")
        #expect(text.contains("Press r to retry") || text.contains("Press Ctrl-R to retry"), "\(screen): \(text)")
        if screen == "search field" {
            #expect(text.contains("Press Ctrl-R to retry"), "r is search text in the field: \(text)")
        }
        let query = state.screen.search.text
        let retried = state.update(.key(retryKey))
        #expect(retried.contains { if case .fetch(failing, _) = $0 { true } else { false } }, "\(screen): \(retried)")
        #expect(state.screen.search.text == query, "the retry key is not search text")
    }
}
