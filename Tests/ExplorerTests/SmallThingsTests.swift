@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// The frame's last row: the status bar.
private func statusBar(_ state: ExplorerState) -> String {
    Fixtures.render(state).row(state.height - 1)
}

@Suite("Small things users notice: the help, the bar's hints, the mark, the search's focus, the stacked comparison")
struct SmallThingsTests {
    @Test func theHelpListsTheInspectorsKeysEverywhereUnderTheirOwnHeading() {
        var state = Fixtures.loadedState(width: 100, height: 30)
        state.press([.character("?")])
        let text = Fixtures.render(state).textSnapshot()
        #expect(text.contains("In the inspector (F4)"), "\(text)")
        for binding in Keymap.standard.bindings where binding.condition == .inInspector {
            #expect(text.contains(binding.summary), "\(binding.summary): \(text)")
        }
    }

    @Test func theBarHintsAtF2OnlyWhereF2Acts() {
        var state = Fixtures.loadedState()
        #expect(statusBar(state).contains("F2 continent"), "\(statusBar(state))")
        state.press([.enter])
        #expect(!statusBar(state).contains("F2"), "on a country's screen F2 does nothing: \(statusBar(state))")
        state.press([.left, .character("2")])
        #expect(!statusBar(state).contains("F2"), "nor on the continents: \(statusBar(state))")
    }

    @Test func aMarkedCountryKeepsItsMarkInEveryListAndOnItsScreen() {
        var state = Fixtures.loadedState(width: 100, height: 30)
        state.type("japan")
        state.press([.enter, .character(" ")])
        #expect(state.comparison.marked == "JP")
        #expect(Fixtures.render(state).row(2).contains("✓ marked"), "its screen's title: \(Fixtures.render(state).row(2))")
        state.press([.left, .escape])
        let list = Fixtures.render(state).textSnapshot()
        #expect(list.split(separator: "\n").contains { $0.contains("✓🇯🇵 Japan") }, "the Countries list: \(list)")
        state.press([.character("3"), .down, .down, .down, .enter]) // Japanese: Japan
        let language = Fixtures.render(state).textSnapshot()
        #expect(language.split(separator: "\n").contains { $0.contains("✓🇯🇵 Japan") }, "a language's list: \(language)")
    }

    @Test func theSearchFieldLooksDifferentWithTheFocus() throws {
        var state = Fixtures.loadedState(options: ExplorerOptions(color: false))
        state.type("ja")
        let typed = Fixtures.render(state)
        let field = try #require(typed.row(1).range(of: "/ ja")).lowerBound.utf16Offset(in: typed.row(1))
        #expect(!typed[x: field, y: 1].style.reverse, "typing without `/`: no focus")
        state.press([.escape, .character("/")])
        state.type("ja")
        let focused = Fixtures.render(state)
        let start = try #require(focused.row(1).range(of: "/ ja")).lowerBound.utf16Offset(in: focused.row(1))
        #expect(focused[x: start, y: 1].style.reverse, "the focused field in reverse video: \(focused.row(1))")
        state.press([.enter])
        let committed = Fixtures.render(state)
        #expect(!committed[x: start, y: 1].style.reverse, "Enter leaves the field")
    }

    @Test func theStackedComparisonHasNoSpareBlankRow() throws {
        var state = try ExplorerState.withFacts(width: 80, height: 24)
        state.type("france")
        state.press([.enter, .character(" "), .left, .escape])
        state.type("germany")
        state.press([.enter])
        let frame = Fixtures.render(state, now: novemberNoon)
        let detail = try #require(ExplorerView.area(of: .detail, in: state)).inner
        for y in detail.y..<(detail.y + detail.height) {
            #expect(!frame.row(y).dropFirst(2).trimmingCharacters(in: CharacterSet(charactersIn: " │")).isEmpty, "row \(y): \(frame.textSnapshot())")
        }
    }

    @Test func aCountrysScreenLabelsItsLanguages() {
        var state = Fixtures.loadedState()
        state.type("canada")
        state.press([.enter])
        let rows = Fixtures.render(state).textSnapshot().split(separator: "\n")
        #expect(rows.contains { $0.contains("Language     English") }, "\(rows)")
        #expect(rows.contains { $0.contains("Language     French") && $0.contains("Français") }, "\(rows)")
    }
}
