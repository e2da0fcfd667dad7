@testable import Explorer
import TerminalUI
import Testing

/// The notices and hints that name a key name the one in force: after a config's `keys:`, its key, never the
/// default one it took away.
@Suite("Key names in notices follow the keymap")
struct KeyNamesInNoticesTests {
    /// Options whose keymap binds each action to the keys named.
    private static func options(_ remapping: [(action: String, keys: [String])]) throws -> ExplorerOptions {
        ExplorerOptions(keymap: try Keymap(remapping: remapping))
    }

    @Test func anActionsKeyIsNamedAsTheHelpNamesItsFirstKey() throws {
        #expect(Keymap.standard.keyName(for: .refresh) == "Ctrl-R")
        #expect(Keymap.standard.keyName(for: .mark) == "Space")
        #expect(try Keymap(remapping: [("refresh", ["f9", "ctrl-r"])]).keyName(for: .refresh) == "F9")
        #expect(Keymap.standard.shortKeyName(for: .quit) == "^C", "the status bar's hints, shorter")
        #expect(Keymap.standard.shortKeyName(for: .help) == "?")
    }

    @Test func aFailedPaneNamesTheRefreshKeyInForce() throws {
        var state = Fixtures.loadedState(options: try Self.options([("refresh", ["f9"])]))
        state.press([.character("2")], answering: false)
        _ = state.update(.loaded(.continents, .loaded(Fixtures.payload(for: .continents), Fixtures.origin)))
        _ = state.update(.loaded(.continentDetail("AF"), .failed("network error: cannot reach countries.test")))
        let text = Fixtures.render(state).textSnapshot()
        #expect(text.contains("Press F9 to retry.") && !text.contains("Ctrl-R"), "\(text)")
    }

    @Test func aFailedListNamesTheRetryKeyAndInTheSearchFieldTheRefreshKey() throws {
        var state = ExplorerState(width: 100, height: 30, options: try Self.options([("retry", ["x"]), ("refresh", ["f9"])]))
        _ = state.update(.key(.resize(width: 100, height: 30)))
        _ = state.update(.loaded(.allCountries, .failed("network error: cannot reach countries.test")))
        #expect(Fixtures.render(state).textSnapshot().contains("Press x to retry."))
        state.press([.character("/")], answering: false)
        #expect(Fixtures.render(state).textSnapshot().contains("Press F9 to retry."))
    }

    @Test func theBarsNoticesNameTheKeysInForce() throws {
        let remapping: [(action: String, keys: [String])] = [
            ("cycleContinent", ["f6"]), ("cycleSort", ["f7"]), ("zoomMap", ["z"]), ("mark", ["m"]),
        ]
        var state = Fixtures.loadedState(options: try Self.options(remapping))
        state.press([.character("2"), .function(6)])
        #expect(Fixtures.render(state).row(29).contains("F6 filters the Countries tab's list by continent"))
        state.press([.character("1")])
        state.type("japan")
        state.press([.enter, .function(7)])
        #expect(Fixtures.render(state).row(29).contains("F7 sorts lists"))
        state.press([.character("z")])
        #expect(Fixtures.render(state).row(29).contains("Map: zoomed to the country. z shows the world."))
        state.press([.character("m")])
        #expect(Fixtures.render(state).row(29).contains("(m again unmarks)"))
    }

    @Test func theTooSmallScreenNamesTheHelpAndQuitKeys() throws {
        let state = Fixtures.loadedState(width: 30, height: 8, options: try Self.options([("help", ["h"]), ("quit", ["q"])]))
        let text = Fixtures.render(state).textSnapshot().split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        #expect(text.contains("h help, q quit."), "\(text)")
    }

    @Test func theInspectorsHintAndTheHelpsHeadingNameTheKeysInForce() throws {
        let options = try Self.options([("inspect", ["f6"]), ("nextSection", ["ctrl-t"]), ("copyAsCurl", ["c"])])
        var state = InspectorFixtures.onJapan(options: options)
        state.inspect([.function(6)])
        let inspector = Fixtures.render(state).textSnapshot()
        #expect(inspector.contains("Ctrl-T section") && inspector.contains("c copy as curl"), "\(inspector)")
        #expect(!inspector.contains("Tab section"), "\(inspector)")
        #expect(options.keymap.describedSections.contains { $0.first == "In the inspector (F6)" })
    }
}
