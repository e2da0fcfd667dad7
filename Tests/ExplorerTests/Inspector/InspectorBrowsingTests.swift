@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// Going back and forth in the inspector's browsers, their text fields, and what the log and the cache list show.
@Suite("The inspector's browsers: back where you were, readline fields, variables and keys in order")
struct InspectorBrowsingTests {
    private func screen(_ state: ExplorerState) -> String {
        Fixtures.render(state).textSnapshot()
    }

    @Test(arguments: [Key.backspace, .left])
    func backFromAFollowedReferenceSelectsTheFieldItWasLeftFrom(back: Key) {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4), .backTab, .character("j"), .character("p"), .enter])
        // Down to `continent`, the fourth field, and follow it.
        state.inspect([.down, .down, .down, .enter])
        #expect(state.inspector?.cache.page?.key == "Continent:AS")
        #expect(state.inspector?.cache.selection == 0)
        state.inspect([.down, back])
        #expect(state.inspector?.cache.page?.key == "Country:JP")
        #expect(state.inspector?.cache.selection == 3, "continent, not the first field")
        state.inspect([back])
        #expect(state.inspector?.cache.page == nil)
        #expect(state.inspector?.cache.search == "jp", "← and Backspace leave the search as it was")
    }

    @Test(arguments: [Key.backspace, .left])
    func backFromALogEntryReturnsToTheLogOnItsRow(back: Key) {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4), .backTab, .backTab, .down])
        #expect(state.inspect([.enter]) == [.inspector(.answer(id: 2))])
        #expect(state.inspector?.section == .operation)
        let commands = state.inspect([back])
        #expect(state.inspector?.section == .requests)
        #expect(state.inspector?.selectedLogEntry?.id == 2, "the same row")
        #expect(state.inspector?.shown == .screen, "the answer sections follow the screen again")
        #expect(commands.contains(.inspector(.requestLog)))
    }

    @Test func theLogKeepsItsSelectedEntryAsNewerRequestsArrive() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4), .backTab, .backTab, .down])
        #expect(state.inspector?.selectedLogEntry?.id == 2)
        let newer = RequestSummary(
            id: 4, startedAt: InspectorFixtures.askedAt, name: "AllCountries", origin: "network", duration: "3 ms", bytes: 10, outcome: "ok"
        )
        _ = state.update(.inspector(.requestLog([newer] + InspectorFixtures.log)))
        #expect(state.inspector?.selectedLogEntry?.id == 2)
    }

    @Test func theReadlineKeysEditTheLogFilterAndTheCacheSearch() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4), .backTab, .backTab])
        state.inspect("country detail".map(Key.character))
        state.inspect([.control("w")])
        #expect(state.inspector?.logFilter == "country ")
        state.inspect([.modified(.backspace, .alt)])
        #expect(state.inspector?.logFilter == "")
        state.inspect("cache".map(Key.character) + [.control("u")])
        #expect(state.inspector?.logFilter == "", "Ctrl-U clears the filter")
        #expect(state.inspector?.filteredLog.count == 3)
        state.inspect([.tab])
        #expect(state.inspector?.section == .cache)
        state.inspect("Country:JP".map(Key.character) + [.control("w")])
        #expect(state.inspector?.cache.search == "")
        state.inspect("jp".map(Key.character) + [.control("u")])
        #expect(state.inspector?.cache.search == "")
        #expect(state.screen.search.text.isEmpty, "the search under the inspector never saw the keys")
    }

    @Test func logRowsShowTheirVariablesAndTheFilterFindsThem() {
        var state = InspectorFixtures.onJapan(width: 140, height: 30)
        let angola = RequestSummary(
            id: 4, startedAt: InspectorFixtures.askedAt, name: "CountryDetail", origin: "network", duration: "3 ms", bytes: 10,
            outcome: "ok", variables: "code=AO lang=en"
        )
        state.inspect([.function(4), .backTab, .backTab])
        _ = state.update(.inspector(.requestLog([angola] + InspectorFixtures.log)))
        #expect(screen(state).contains("CountryDetail      network     3 ms      10 B  ok  code=AO lang=en"), "\(screen(state))")
        state.inspect("AO".map(Key.character))
        #expect(state.inspector?.filteredLog.map(\.id) == [4])
    }

    @Test func recordKeysSortAsNumbersWhereTheyAreNumbers() {
        let keys = ["Country:JP.states.10", "Country:JP.states.2", "Country:JP", "Country:JP.states.0", "Continent:AS", "Country:AD"]
        #expect(CacheListing(keys: keys, file: nil, fileBytes: nil).keys
            == ["Continent:AS", "Country:AD", "Country:JP", "Country:JP.states.0", "Country:JP.states.2", "Country:JP.states.10"])
        #expect(NaturalOrder.precedes("a9", "a10") && !NaturalOrder.precedes("a10", "a9"))
        #expect(NaturalOrder.precedes("a2b", "a02b") && !NaturalOrder.precedes("a2b", "a2b"), "equal values: the fewer zeros first")
        #expect(NaturalOrder.precedes("x", "x1") && NaturalOrder.precedes("1", "a"))
    }
}

@Suite("The inspector has columns of its own, and takes clicks")
struct InspectorPlaceAndClickTests {
    @Test(arguments: [(100, 30), (120, 40), (140, 30), (200, 60)])
    func theScreenBesideTheInspectorKeepsItsBordersWhole(width: Int, height: Int) {
        var state = Fixtures.loadedState(width: width, height: height)
        state.draw()
        state.inspect([.function(4)])
        let frame = Fixtures.render(state)
        let left = InspectorView.area(width: width, height: height).x
        #expect(left == state.screenWidth)
        let corners: Set<String> = ["┐", "┘", "│", "┤"]
        for y in 2..<(height - 1) {
            #expect(corners.contains(frame[x: left - 1, y: y].grapheme), "the screen's right border at row \(y): \(frame.textSnapshot())")
            #expect(["┌", "│", "└"].contains(frame[x: left, y: y].grapheme), "the inspector's left border at row \(y): \(frame.textSnapshot())")
        }
        #expect(frame.textSnapshot().contains("Canada"), "the list is there: \(frame.textSnapshot())")
    }

    @Test func sectionLabelsAndLinesTakeClicks() throws {
        var state = InspectorFixtures.onJapan(width: 120, height: 40, options: ExplorerOptions(mouse: true))
        state.inspect([.function(4)])
        func click(_ text: String, after skipping: String? = nil) throws -> [Command] {
            let frame = Fixtures.render(state)
            let left = InspectorView.area(width: state.width, height: state.height).x
            for y in 0..<frame.height {
                let row = frame.row(y)
                guard let range = row.range(of: text), skipping.map({ !row.contains($0) }) ?? true else { continue }
                let x = DisplayWidth.of(String(row[..<range.lowerBound]))
                guard x >= left else { continue }
                return state.inspect([.mouse(MouseEvent(kind: .click, x: x, y: y))])
            }
            Issue.record("no \(text) in the inspector: \(frame.textSnapshot())")
            return []
        }
        #expect(try click("Requests").contains(.inspector(.requestLog)))
        #expect(state.inspector?.section == .requests)
        // The second line, the cache's answer: a click selects it, a second opens it.
        _ = try click("cache ")
        #expect(state.inspector?.selectedLogEntry?.id == 2)
        #expect(try click("cache ") == [.inspector(.answer(id: 2))])
        #expect(state.inspector?.shown == .picked(id: 2))
        #expect(try click("Cache", after: "Inspector").contains(.inspector(.cacheListing)))
        #expect(state.inspector?.section == .cache)
        _ = try click("Country:JP.states.0")
        #expect(state.inspector?.cache.selection == 4)
        #expect(try click("Country:JP.states.0") == [.inspector(.cacheRecord(key: "Country:JP.states.0"))])
    }

    @Test func withoutMouseClicksDoNothing() {
        var state = InspectorFixtures.onJapan(width: 120, height: 40)
        state.inspect([.function(4)])
        #expect(state.inspect([.mouse(MouseEvent(kind: .click, x: 100, y: 3))]).isEmpty)
        #expect(state.inspector?.section == .operation)
    }
}
