@testable import Explorer
import TerminalUI
import Testing

/// A config's `keys:` over the default keymap: what it binds, what it refuses, and what the reducer and the help
/// then do.
@Suite("Remapped keys")
struct KeyRemappingTests {
    @Test func anActionTakesTheKeysGivenInPlaceOfItsOwn() throws {
        let keymap = try Keymap(remapping: [("quit", ["q", "ctrl-c"]), ("help", ["h"])])
        #expect(keymap.keys(for: .quit) == [.character("q"), .control("c")])
        #expect(keymap.keys(for: .help) == [.character("h")])
        #expect(keymap.action(for: .function(10), errorShown: false) == nil, "F10 is no longer quit's")
        #expect(keymap.keys(for: .moveUp) == Keymap.standard.keys(for: .moveUp), "the others keep theirs")
    }

    @Test func everyActionHasAName() {
        let names = Keymap.standard.bindings.map(\.action.name)
        #expect(Set(names).count == names.count, "\(names)")
    }

    @Test func anUnknownActionIsRefused() {
        #expect(throws: KeymapProblem.unknownAction("leave")) { try Keymap(remapping: [("leave", ["q"])]) }
    }

    @Test func anUnknownKeyNameIsRefused() {
        #expect(throws: KeymapProblem.unknownKey(action: "quit", name: "ctrl-!")) { try Keymap(remapping: [("quit", ["q", "ctrl-!"])]) }
        #expect(throws: KeymapProblem.noKeys(action: "quit")) { try Keymap(remapping: [("quit", [])]) }
    }

    @Test func aKeyBoundToTwoActionsOfOneContextIsRefusedNamingBoth() {
        #expect(throws: KeymapProblem.clash(key: "ctrl-r", first: "refresh", second: "quit")) {
            try Keymap(remapping: [("quit", ["ctrl-r"])])
        }
        #expect(throws: KeymapProblem.clash(key: "x", first: "help", second: "quit")) {
            try Keymap(remapping: [("help", ["x"]), ("quit", ["x"])])
        }
        let problem = KeymapProblem.clash(key: "ctrl-r", first: "refresh", second: "quit")
        #expect(problem.message == "ctrl-r is bound to both refresh and quit")
        #expect(problem.action == "quit")
    }

    @Test func aKeyOfAnotherContextIsNoClash() throws {
        // The inspector's bindings come before the others: Tab there is its next section, elsewhere the next tab.
        let keymap = try Keymap(remapping: [("copyAsCurl", ["c"]), ("nextTab", ["c", "tab"])])
        #expect(keymap.action(for: .character("c"), errorShown: false, typingSearch: false, inInspector: true) == .copyAsCurl)
        #expect(keymap.action(for: .character("c"), errorShown: false, typingSearch: false) == .nextTab)
    }

    @Test func qQuitsOnAnEmptySearchAndIsSearchTextOnceOneIsTyped() throws {
        let options = ExplorerOptions(keymap: try Keymap(remapping: [("quit", ["q", "ctrl-c"])]))
        var state = Fixtures.loadedState(options: options)
        state.type("ja")
        state.type("q")
        #expect(state.screen.search.text == "jaq" && !state.isFinished, "in a search being typed, q is text")
        state.press([.control("u")])
        state.press([.character("/")])
        state.type("q")
        #expect(state.screen.search.text == "q" && !state.isFinished, "in the search field, q is text")
        state.press([.escape])
        state.type("q")
        #expect(state.isFinished, "on an empty search q quits")
    }

    @Test func qIsSearchTextByDefault() {
        var state = Fixtures.loadedState()
        state.type("qatar")
        #expect(state.screen.search.text == "qatar" && !state.isFinished)
    }

    @Test func theHelpShowsTheKeysInForceAndClosesWithThem() throws {
        let options = ExplorerOptions(keymap: try Keymap(remapping: [("quit", ["q"]), ("help", ["h", "f1"])]))
        var state = Fixtures.loadedState(width: 80, height: 24, options: options)
        let bar = Fixtures.render(state).row(23)
        #expect(bar.contains("h help  F2 continent  q quit"), "the status bar's hints: \(bar)")
        state.press([.character("h")])
        #expect(state.showsHelp)
        let help = Fixtures.render(state).textSnapshot()
        #expect(help.contains(" q  ") && help.contains("quit"), "\(help)")
        #expect(help.contains("Esc, h or F1 closes this help."), "\(help)")
        #expect(!help.contains("Ctrl-C Ctrl-Q F10"), "\(help)")
        state.press([.character("h")])
        #expect(!state.showsHelp)
    }
}
