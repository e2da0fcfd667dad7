@testable import Explorer
import TerminalUI
import Testing

@Suite("Pastes, the search field, readline keys, Esc and the continent filter")
struct InputTests {
    @Test func aPasteIsSearchTextOnlyNeverCommands() {
        var state = Fixtures.loadedState()
        let commands = state.press([.paste("japan\nfrance\t12\u{7}?")])
        #expect(state.screen.search.text == "japan france 12?", "newlines and tabs become spaces, controls are dropped")
        #expect(state.tab == .countries, "a pasted digit or tab switches no tab")
        #expect(state.path.count == 1, "a pasted newline opens nothing")
        #expect(!state.showsHelp)
        #expect(commands.isEmpty)
        #expect(!state.isFinished)
    }

    @Test func slashFocusesTheSearchSoThatDigitsAreText() {
        var state = Fixtures.loadedState()
        state.press([.character("/")])
        #expect(state.screen.search.isFocused)
        state.type("+81?")
        #expect(state.screen.search.text == "+81?")
        #expect(state.tab == .countries)
        #expect(!state.showsHelp)
        state.press([.enter])
        #expect(!state.screen.search.isFocused, "Enter leaves the field and keeps the search")
        #expect(state.screen.search.text == "+81?")
        state.press([.character("/"), .escape])
        #expect(!state.screen.search.isFocused)
        #expect(state.screen.search.text.isEmpty, "Esc in the field clears it")
        state.press([.character("2")])
        #expect(state.tab == .continents, "out of the field, digits switch tabs again")
    }

    @Test func readlineKeysEditTheSearch() {
        var state = Fixtures.loadedState()
        state.type("united states")
        state.press([.control("w")])
        #expect(state.screen.search.text == "united ")
        state.press([.control("w")])
        #expect(state.screen.search.text.isEmpty)
        state.type("cote d")
        state.press([.control("u")])
        #expect(state.screen.search.text.isEmpty)
        #expect(!state.isFinished)
    }

    @Test func theSearchFieldHasACaret() {
        var state = Fixtures.loadedState()
        state.press([.character("/")])
        state.type("frnce")
        state.press([.left, .left, .left])
        state.type("a")
        #expect(state.screen.search.text == "france")
        #expect(state.screen.search.caret == 3)
        let header = ExplorerView.render(state, now: Fixtures.origin.receivedAt).row(1)
        #expect(header.hasSuffix("/ fra▏nce"), "\(header)")
        state.press([.control("a")])
        state.type("x")
        #expect(state.screen.search.text == "xfrance")
        state.press([.control("w")])
        #expect(state.screen.search.text == "france", "Ctrl-W deletes the word before the caret")
        #expect(state.screen.search.caret == 0)
        state.press([.control("e"), .backspace])
        #expect(state.screen.search.text == "franc")
        state.press([.left, .left, .control("u")])
        #expect(state.screen.search.text == "nc", "Ctrl-U deletes what is before the caret")
        state.press([.control("e"), .control("u")])
        #expect(state.screen.search.text.isEmpty, "and all of it from the end")
        #expect(!state.isFinished)
    }

    @Test func homeEndAndDeleteEditTheSearchAsInReadline() {
        var state = Fixtures.loadedState()
        state.press([.character("/")])
        state.type("xfrance")
        state.press([.home])
        #expect(state.screen.search.caret == 0, "Home in the field moves the caret, not the selection")
        state.press([.delete])
        #expect(state.screen.search.text == "france", "Delete deletes the letter after the caret")
        state.press([.end])
        #expect(state.screen.search.caret == 6)
        state.press([.delete])
        #expect(state.screen.search.text == "france", "nothing after the caret: nothing to delete")
        state.press([.left, .left, .left, .control("d")])
        #expect(state.screen.search.text == "frace", "Ctrl-D deletes the letter after the caret too")
        #expect(state.screen.search.caret == 3)
        #expect(!state.isFinished, "Ctrl-D never quits")
        state.press([.control("k")])
        #expect(state.screen.search.text == "fra", "Ctrl-K deletes everything after the caret")
        #expect(state.screen.search.caret == 3)
    }

    @Test func altKeysMoveAndDeleteByWordsAsInReadline() {
        var state = Fixtures.loadedState()
        state.press([.character("/")])
        state.type("cote d'ivoire")
        state.press([.modified(.character("b"), .alt)])
        #expect(state.screen.search.caret == 7, "Alt-b: to the start of ivoire")
        state.press([.modified(.character("b"), .alt), .modified(.character("b"), .alt)])
        #expect(state.screen.search.caret == 0)
        state.press([.modified(.character("f"), .alt)])
        #expect(state.screen.search.caret == 4, "Alt-f: to the end of cote")
        state.press([.modified(.character("f"), .alt)])
        #expect(state.screen.search.caret == 6, "past the space and the apostrophe, to the end of d")
        state.press([.control("e"), .modified(.backspace, .alt)])
        #expect(state.screen.search.text == "cote d'", "Alt-Backspace deletes the word up to punctuation")
        state.press([.modified(.backspace, .alt)])
        #expect(state.screen.search.text == "cote ")
        #expect(state.screen.search.caret == 5)
        #expect(state.path.count == 1, "no key went back")
    }

    @Test func homeAndEndMoveTheSelectionOnAnEmptySearch() {
        var state = Fixtures.loadedState()
        state.press([.end])
        #expect(state.screen.selection == state.screen.rows.count - 1)
        state.press([.home])
        #expect(state.screen.selection == 0)
        state.press([.control("e")])
        #expect(state.screen.selection == state.screen.rows.count - 1, "Ctrl-E is End")
        state.press([.control("a")])
        #expect(state.screen.selection == 0, "Ctrl-A is Home")
        state.type("a")
        state.press([.down, .home])
        #expect(state.screen.search.caret == 0, "with a search typed, Home edits it")
        #expect(state.screen.selection == 1)
    }

    @Test func altWithALetterNeitherClearsNorTypes() {
        var state = Fixtures.loadedState()
        state.type("jap")
        state.press([.modified(.character("a"), .alt), .modified(.home, .control)])
        #expect(state.screen.search.text == "jap")
        #expect(state.path.count == 1)
    }

    @Test func aSearchKeepsAtMostItsLimit() {
        var state = Fixtures.loadedState()
        state.press([.paste(String(repeating: "a", count: SearchField.maxLength - 1))])
        state.type("b")
        #expect(state.screen.search.text.count == SearchField.maxLength)
        #expect(state.screen.search.text.last == "b")
        state.type("c")
        #expect(state.screen.search.text.count == SearchField.maxLength, "one over the limit is ignored")
        #expect(state.screen.search.text.last == "b")
    }

    @Test func clearingASearchKeepsTheRowThatWasSelected() {
        var state = Fixtures.loadedState()
        state.press([.down]) // Canada
        state.type("japan")
        #expect(state.selectedRow?.item.countryCode == "JP")
        state.press([.escape])
        #expect(state.screen.search.text.isEmpty)
        #expect(state.selectedRow?.item.countryCode == "JP")
        state.type("fr")
        state.press([.backspace, .backspace])
        #expect(state.selectedRow?.item.countryCode == "FR", "emptying it with Backspace too")
    }

    @Test func clearingASearchOfStatesKeepsTheState() {
        var state = Fixtures.loadedState()
        state.type("canada")
        state.press([.enter, .end, .up, .enter])
        #expect(state.screen.kind == .states(countryCode: "CA"))
        state.type("queb")
        state.press([.control("u")])
        guard case .state(let kept)? = state.selectedRow?.item else {
            Issue.record("expected a state")
            return
        }
        #expect(kept.name == "Quebec")
    }

    @Test func escClearsTheSearchThenTheFilterThenQuits() {
        var state = Fixtures.loadedState()
        state.press([.function(2)])
        state.type("cote")
        #expect(state.continentFilter == "AF")
        state.press([.escape])
        #expect(state.screen.search.text.isEmpty)
        #expect(state.continentFilter == "AF")
        #expect(!state.isFinished)
        state.press([.escape])
        #expect(state.continentFilter == nil)
        #expect(state.screen.kind == .countryList(.allCountries))
        #expect(state.selectedRow?.item.countryCode == "CI", "the country selected in the filtered list stays selected")
        #expect(!state.isFinished)
        #expect(state.press([.escape]).isEmpty)
        #expect(state.isFinished, "Esc at a tab's root with nothing to clear quits")
    }

    @Test func escOnAnOpenedScreenGoesBackBeforeQuitting() {
        var state = Fixtures.loadedState()
        state.press([.character("2"), .enter])
        #expect(state.path.count == 2)
        state.press([.escape])
        #expect(state.path.count == 1)
        #expect(state.tab == .continents)
        #expect(state.press([.escape]).isEmpty)
        #expect(state.isFinished, "Esc at a tab's root with nothing to clear quits")
    }

    @Test func shiftF2CyclesBackwardsAndF2KeepsTheSearch() {
        var state = Fixtures.loadedState()
        state.press([.modified(.function(2), .shift)])
        #expect(state.continentFilter == "SA")
        state.press([.modified(.function(2), .shift)])
        #expect(state.continentFilter == "OC")
        state.press([.function(2), .function(2)])
        #expect(state.continentFilter == nil)
        state.type("fra")
        state.press([.function(2), .function(2), .function(2), .function(2)])
        #expect(state.continentFilter == "EU")
        #expect(state.screen.search.text == "fra")
        #expect(state.selectedRow?.item.countryCode == "FR")
    }

    @Test func keysOnTheTooSmallScreenDoNothingButQuitAndHelp() {
        var state = Fixtures.loadedState()
        state.press([.resize(width: 30, height: 10)])
        let commands = state.press([.down, .enter, .character("j"), .character("2"), .escape, .function(2), .paste("x")])
        #expect(commands.isEmpty)
        #expect(state.screen.selection == 0)
        #expect(state.path.count == 1)
        #expect(state.tab == .countries)
        #expect(state.screen.search.text.isEmpty)
        #expect(state.continentFilter == nil)
        state.press([.character("?")])
        #expect(state.showsHelp)
        state.press([.escape])
        #expect(!state.showsHelp)
        #expect(!state.isFinished, "Esc closed the help")
        state.press([.resize(width: 100, height: 30)])
        #expect(!state.isTooSmall)
        state.press([.control("c")])
        #expect(state.isFinished)
    }

    @Test func theHelpScrollsWhereItDoesNotFit() {
        var state = Fixtures.loadedState(width: 40, height: 12)
        state.press([.function(1)])
        #expect(state.helpOffset == 0)
        state.press([.down, .down])
        #expect(state.helpOffset == 2)
        state.press([.end])
        let last = state.helpOffset
        #expect(last > 2)
        state.press([.down, .pageDown])
        #expect(state.helpOffset == last, "it stops at the end")
        let frame = ExplorerView.render(state, now: Fixtures.origin.receivedAt).textSnapshot()
        #expect(frame.contains("F1 closes") && frame.contains("help."), "the last line is reachable: \(frame)")
        state.press([.pageUp, .home])
        #expect(state.helpOffset == 0)
        var roomy = Fixtures.loadedState(width: 80, height: 24)
        roomy.press([.function(1), .down])
        #expect(roomy.helpOffset == 0, "at 80×24 it fits whole and does not scroll")
    }
}

extension RowItem {
    /// The country code of a country row.
    var countryCode: String? {
        if case .country(let country) = self { return country.code }
        return nil
    }
}
