@testable import Explorer
import Foundation
import TerminalUI
import Testing

@Suite("Data on screen: never wiped, stale until refreshed, one refresh at a time, clicks that load")
struct DataOnScreenTests {
    private let live = DataOrigin(kind: .live(host: "127.0.0.1"), receivedAt: Fixtures.origin.receivedAt)

    private func statusBar(_ state: ExplorerState, now: Date = Fixtures.origin.receivedAt.addingTimeInterval(300)) -> String {
        let frame = Fixtures.render(state, now: now)
        return frame.row(frame.height - 1)
    }

    @Test func anEmptyAnswerNeverReplacesDataOnScreen() {
        var state = Fixtures.loadedState()
        state.type("japan")
        state.press([.control("r")], answering: false)
        // A reply of {"data":{}} reads as "no such country" and as an empty list.
        _ = state.update(.loaded(.countryDetail("JP"), .loaded(.countryDetail(nil), live)))
        _ = state.update(.loaded(.allCountries, .failed("malformed response: the data does not match AllCountries")))
        #expect(state.countryDetails("JP") != nil, "the detail pane keeps Japan")
        #expect(state.failures[.allCountries]?.description.hasPrefix("refresh failed") == true)
        guard case .loaded(_, let origin)? = state.data[.allCountries] else { Issue.record("the list is gone"); return }
        #expect(origin == Fixtures.origin, "the status bar does not say live")
        state.press([.enter])
        #expect(state.screen.kind == .country(code: "JP"))
        #expect(state.screen.rows.count > 1, "Japan's screen shows its facts, not 'No country has the code JP'")
        _ = state.update(.loaded(.continents, .loaded(.continents([]), live)))
        _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, []), live)))
        #expect(state.data[.allCountries]?.payload?.isEmpty == false, "nor does an empty list replace a full one")
    }

    @Test func aFailedRefreshLeavesTheDataStaleUntilOneSucceeds() {
        var state = Fixtures.loadedState()
        _ = state.update(.loaded(.allCountries, .loaded(Fixtures.payload(for: .allCountries), live)))
        state.press([.control("r")], answering: false)
        _ = state.update(.loaded(.allCountries, .failed("network error: cannot reach 127.0.0.1: connection refused")))
        state.press([.down])
        #expect(state.notice == nil)
        let stale = statusBar(state)
        #expect(stale.contains("stale"), "\(stale)")
        #expect(stale.contains("5 min ago"), "with its age: \(stale)")
        state.press([.up, .character("x"), .escape])
        #expect(statusBar(state).contains("stale"), "still stale after more keys")
        let commands = state.press([.control("r")], answering: false)
        #expect(commands.contains(.fetch(.allCountries, refresh: true)))
        _ = state.update(.loaded(.allCountries, .loaded(Fixtures.payload(for: .allCountries), live)))
        #expect(!statusBar(state).contains("stale"), "\(statusBar(state))")
        #expect(statusBar(state).contains("live · 127.0.0.1"))
    }

    @Test func ctrlRWhileARefreshRunsSendsNothingMore() {
        var state = Fixtures.loadedState()
        let first = state.press([.control("r")], answering: false)
        #expect(first == [.fetch(.allCountries, refresh: true), .fetch(.countryDetail("AQ"), refresh: true)])
        let again = state.press([.control("r"), .control("r"), .control("r")], answering: false)
        #expect(again.isEmpty, "\(again)")
        _ = state.update(.loaded(.allCountries, .failed("timed out")))
        #expect(state.press([.control("r")], answering: false) == [.fetch(.allCountries, refresh: true)], "once it ended, again")
    }

    @Test func aClickDoesWhatTheKeysDo() {
        var state = ExplorerState(width: 100, height: 30, options: ExplorerOptions(mouse: true))
        Fixtures.answer(state.update(.key(.resize(width: 100, height: 30))), in: &state)
        state.draw()
        let click = state.update(.key(.mouse(MouseEvent(kind: .click, x: 5, y: 5))))
        #expect(click.contains(.fetch(.countryDetail("CI"), refresh: false)), "the clicked row's detail loads: \(click)")
        Fixtures.answer(click, in: &state)
        state.draw()
        let tab = state.update(.key(.mouse(MouseEvent(kind: .click, x: 32, y: 0))))
        #expect(state.tab == .languages)
        #expect(tab.contains(.fetch(.languages, refresh: false)), "\(tab)")
        Fixtures.answer(tab, in: &state)
        #expect(state.totalCount == Fixtures.languages.count)
    }

    @Test func enterOnACountrysContinentOpensIt() {
        var state = Fixtures.loadedState()
        state.type("germany")
        state.press([.enter, .down, .down])
        #expect(state.selectedRow?.item == .continentEntry(code: "EU", name: "Europe"))
        state.press([.enter])
        #expect(state.screen.kind == .countryList(.continentDetail("EU")))
        #expect(state.path.count == 3)
    }
}
