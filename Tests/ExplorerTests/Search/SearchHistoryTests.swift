@testable import Explorer
import Testing
import TerminalUI

/// The searches remembered, as fzf's `--history`: bounded, walked with Ctrl-P and Ctrl-N in a search being typed.
@Suite("Search history")
struct SearchHistoryTests {
    @Test func itKeepsTheLast100Searches() {
        let hundred = SearchHistory((1...100).map { "search \($0)" })
        #expect(hundred.entries.count == 100)
        #expect(hundred.entries.first == "search 1")
        var more = hundred
        let kept1 = more.record("search 101")
        #expect(kept1)
        #expect(more.entries.count == 100, "one over the bound drops the oldest")
        #expect(more.entries.first == "search 2" && more.entries.last == "search 101")
    }

    @Test func aRepeatedSearchMovesToTheEndAndBlankOrOverlongOnesAreNotKept() {
        var history = SearchHistory(["japan", "france"])
        let kept2 = history.record("japan")
        #expect(kept2)
        #expect(history.entries == ["france", "japan"])
        let kept11 = history.record("japan")
        #expect(!kept11, "the newest again changes nothing")
        let kept12 = history.record("  ")
        #expect(!kept12)
        let kept13 = history.record(String(repeating: "a", count: SearchField.maxLength + 1))
        #expect(!kept13)
        let kept3 = history.record(String(repeating: "a", count: SearchField.maxLength))
        #expect(kept3, "a search of the longest length is kept")
    }

    @Test func walkingBackAndForthComesBackToTheSearchBeingTyped() {
        var history = SearchHistory(["japan", "france", "peru"])
        #expect(history.previous(from: "ca") == "peru")
        #expect(history.previous(from: "peru") == "france")
        #expect(history.previous(from: "france") == "japan")
        #expect(history.previous(from: "japan") == "japan", "the oldest stays")
        #expect(history.next() == "france")
        #expect(history.next() == "peru")
        #expect(history.next() == "ca", "past the newest: the search that was being typed")
        #expect(history.next() == nil, "not walking any more")
        var empty = SearchHistory()
        #expect(empty.previous(from: "x") == nil)
    }

    @Test func ctrlPAndCtrlNWalkTheHistoryWhileUpAndDownMoveTheSelection() {
        var state = ExplorerState(width: 100, height: 30, history: SearchHistory(["japan", "qatar"]))
        Fixtures.answer(state.update(.key(.resize(width: 100, height: 30))), in: &state)
        state.type("a")
        state.press([.control("p")])
        #expect(state.screen.search.text == "qatar")
        #expect(state.screen.search.caret == 5)
        state.press([.control("p")])
        #expect(state.screen.search.text == "japan")
        state.press([.control("n"), .control("n")])
        #expect(state.screen.search.text == "a", "past the newest, the search typed before")
        state.press([.down])
        #expect(state.screen.selection == 1, "↓ moves the selection: \(state.screen.rows.map(\.item))")
        #expect(state.screen.search.text == "a")
    }

    @Test func openingARowFromASearchOrLeavingTheFieldWithEnterRemembersIt() {
        var state = ExplorerState(width: 100, height: 30, history: SearchHistory())
        Fixtures.answer(state.update(.key(.resize(width: 100, height: 30))), in: &state)
        state.type("jap")
        let opened = state.press([.enter])
        #expect(opened.contains(.saveSearchHistory(["jap"])), "\(opened)")
        state.press([.escape, .escape, .character("/")])
        state.type("fr")
        let left = state.press([.enter])
        #expect(left.contains(.saveSearchHistory(["jap", "fr"])), "\(left)")
        #expect(state.history?.entries == ["jap", "fr"])
    }

    @Test func withoutHistoryCtrlPAndCtrlNMoveTheSelectionAndNothingIsKept() {
        var state = Fixtures.loadedState()
        state.type("a")
        state.press([.control("n"), .control("n"), .control("p")])
        #expect(state.screen.selection == 1)
        #expect(state.screen.search.text == "a")
        #expect(!state.press([.enter]).contains { if case .saveSearchHistory = $0 { true } else { false } })
    }
}
