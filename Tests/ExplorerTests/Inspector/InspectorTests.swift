@testable import Explorer
import Foundation
import TerminalUI
import Testing

@Suite("The inspector: the answer behind the screen, the request log and the cache browser")
struct InspectorTests {
    private func screen(_ state: ExplorerState) -> String {
        Fixtures.render(state).textSnapshot()
    }

    @Test func f4OnJapansDetailShowsTheOperationItsVariablesAndTheOrigin() {
        var state = InspectorFixtures.onJapan(width: 120, height: 40)
        let commands = state.inspect([.function(4)])
        #expect(commands == [.inspector(.screenAnswer(.countryDetail("JP")))])
        let text = screen(state)
        #expect(text.contains("Inspector · query CountryDetail"), "\(text)")
        #expect(text.contains(#"{"code":"JP","lang":"en"}"#), "\(text)")
        #expect(text.contains("origin    network · 127.0.0.1:4000 · HTTP 200 · POST · 1234 bytes"), "\(text)")
        #expect(text.contains("policy    networkOnly · took 12 ms"), "\(text)")
        #expect(text.contains("query CountryDetail($code: ID!, $lang: String = \"en\") {"), "\(text)")
    }

    @Test func escAndF4CloseIt() {
        for key in [Key.escape, .function(4)] {
            var state = InspectorFixtures.onJapan()
            state.inspect([.function(4), key])
            #expect(state.inspector == nil)
            #expect(!screen(state).contains("Inspector"))
        }
    }

    @Test func tabMovesBetweenSectionsAndShiftTabBack() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4)])
        var seen: [InspectorState.Section] = []
        for _ in InspectorState.Section.allCases {
            seen.append(state.inspector?.section ?? .operation)
            state.inspect([.tab])
        }
        #expect(seen == InspectorState.Section.allCases)
        #expect(state.inspector?.section == .operation)
        state.inspect([.backTab])
        #expect(state.inspector?.section == .cache)
        // Tab never changed the explorer's tab under the inspector.
        #expect(state.tab == .countries)
    }

    @Test func theSectionsShowVariablesOriginAndResponse() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4), .tab])
        #expect(screen(state).contains(#""code" : "JP","#))
        state.inspect([.tab])
        let origin = screen(state)
        #expect(origin.contains("policy  networkOnly"), "\(origin)")
        #expect(origin.contains("took    12 ms"), "\(origin)")
        state.inspect([.tab])
        #expect(screen(state).contains("No GraphQL errors: the answer is complete."))
        state.inspect([.tab])
        #expect(screen(state).contains(#""capital" : "Tokyo","#))
    }

    @Test func aCountryOpenedFromTheListSaysItsBasicFieldsCameThroughTheNormalizedCache() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4)])
        let text = screen(state)
        #expect(text.contains("Normalized cache: the list's AllCountries already stored"), "\(text)")
        // Not on the list itself, whose answer it is not about.
        var list = Fixtures.loadedState()
        _ = list.update(.loaded(.allCountries, .loaded(Fixtures.payload(for: .allCountries), DataOrigin(kind: .live(host: "h"), receivedAt: InspectorFixtures.askedAt))))
        list.inspect([.function(4)])
        #expect(!screen(list).contains("Normalized cache:"))
    }

    @Test func aPartialAnswerSaysWhichPathFailed() {
        var state = InspectorFixtures.onJapan()
        _ = state.update(.key(.function(4)))
        var partial = InspectorFixtures.japan(id: 7)
        partial.errors = ["Cannot resolve languages (at country.languages.2)"]
        partial.failedPaths = ["country.languages.2"]
        _ = state.update(.inspector(.answer(.screenAnswer(.countryDetail("JP")), partial)))
        let text = screen(state)
        #expect(text.contains("Partial answer: country.languages.2 failed"), "\(text)")
        state.inspect([.tab, .tab, .tab])
        #expect(screen(state).contains("- Cannot resolve languages (at country.languages.2)"))
    }

    @Test func aNewAnswerForTheScreenIsFollowedAfterCtrlR() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4)])
        let refresh = state.update(.key(.control("r")))
        #expect(refresh == [.fetch(.countryDetail("JP"), refresh: true)])
        let origin = DataOrigin(kind: .live(host: "127.0.0.1:4000"), receivedAt: InspectorFixtures.askedAt)
        let commands = state.update(.loaded(.countryDetail("JP"), .loaded(Fixtures.payload(for: .countryDetail("JP")), origin)))
        #expect(commands.contains(.inspector(.screenAnswer(.countryDetail("JP")))))
    }

    @Test func theRequestLogIsFilteredByTypingAndEnterShowsOne() {
        var state = InspectorFixtures.onJapan()
        let commands = state.inspect([.function(4), .backTab, .backTab])
        #expect(commands.contains(.inspector(.requestLog)))
        #expect(state.inspector?.section == .requests)
        var text = screen(state)
        #expect(text.contains("AllCountries") && text.contains("bundled") && text.contains("18477 B"), "\(text)")
        state.inspect("cache".map(Key.character))
        #expect(state.inspector?.filteredLog.map(\.id) == [2])
        text = screen(state)
        #expect(!text.contains("AllCountries"), "\(text)")
        let shown = state.inspect([.enter])
        #expect(shown == [.inspector(.answer(id: 2))])
        #expect(state.inspector?.section == .operation)
        #expect(state.inspector?.shown == .picked(id: 2))
        // A picked answer stays, whatever the screen's data does.
        let origin = DataOrigin(kind: .live(host: "h"), receivedAt: InspectorFixtures.askedAt)
        #expect(!state.update(.loaded(.countryDetail("JP"), .loaded(Fixtures.payload(for: .countryDetail("JP")), origin))).contains(.inspector(.screenAnswer(.countryDetail("JP")))))
        // The search under the inspector never saw the letters.
        #expect(state.screen.search.text.isEmpty)
    }

    @Test func theRequestLogFollowsArrivalsWhileShown() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4), .backTab, .backTab])
        let origin = DataOrigin(kind: .live(host: "h"), receivedAt: InspectorFixtures.askedAt)
        let commands = state.update(.loaded(.countryDetail("JP"), .loaded(Fixtures.payload(for: .countryDetail("JP")), origin)))
        #expect(commands.contains(.inspector(.requestLog)))
    }

    @Test func theCacheBrowserFindsJapanAndFollowsItsContinentThenComesBack() {
        var state = InspectorFixtures.onJapan()
        let opened = state.inspect([.function(4), .backTab])
        #expect(opened.contains(.inspector(.cacheListing)))
        let listed = screen(state)
        #expect(listed.contains("6 records · 86016 bytes") && listed.contains("/home/user/.cache/country-explorer/cache.sqlite"), "\(listed)")
        state.inspect([.character("j"), .character("p")])
        #expect(state.inspector?.cache.foundKeys == ["Country:JP", "Country:JP.states.0"])
        #expect(state.inspect([.enter]) == [.inspector(.cacheRecord(key: "Country:JP"))])
        var text = screen(state)
        #expect(text.contains("continent") && text.contains("→ Continent:AS"), "\(text)")
        #expect(text.contains(#"name(lang:"en")"#), "fields show their arguments: \(text)")
        state.inspect([.down, .down, .down])
        #expect(state.inspect([.enter]) == [.inspector(.cacheRecord(key: "Continent:AS"))])
        text = screen(state)
        #expect(text.contains("Country:JP › Continent:AS") && text.contains(#""Asia""#), "\(text)")
        #expect(state.inspect([.backspace]) == [.inspector(.cacheRecord(key: "Country:JP"))])
        #expect(state.inspector?.cache.page?.key == "Country:JP")
        state.inspect([.backspace])
        #expect(state.inspector?.cache.page == nil)
        #expect(state.inspector?.cache.search == "jp")
    }

    @Test func evictingARecordAsksFirst() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4), .backTab, .character("j"), .character("p"), .function(8)])
        #expect(state.inspector?.cache.confirmingEviction == "Country:JP")
        #expect(screen(state).contains("Evict Country:JP? Enter evicts; other keys keep it."))
        state.inspect([.character("n")])
        #expect(state.inspector?.cache.confirmingEviction == nil)
        #expect(state.inspector?.cache.note == "Kept Country:JP.")
        state.inspect([.function(8)])
        let commands = state.inspect([.enter])
        #expect(commands == [.inspector(.evict(key: "Country:JP"))])
        // The listing is asked for again once the record is gone.
        #expect(state.update(.inspector(.evicted(key: "Country:JP", removed: true))) == [.inspector(.cacheListing)])
        #expect(screen(state).contains("Evicted Country:JP."))
    }

    @Test func yCopiesTheOperationAsCurl() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4)])
        let commands = state.inspect([.character("y")])
        #expect(commands == [.copy(text: InspectorFixtures.japan(id: 7).curl ?? "", what: "query CountryDetail as a curl command")])
        var offline = InspectorFixtures.onJapan()
        _ = offline.update(.key(.function(4)))
        var answer = InspectorFixtures.japan(id: 7)
        answer.curl = nil
        _ = offline.update(.inspector(.answer(.screenAnswer(.countryDetail("JP")), answer)))
        #expect(offline.update(.key(.character("y"))).isEmpty)
        #expect(offline.notice?.hasPrefix("Nothing to copy") == true)
    }

    @Test func f1InTheInspectorListsItsKeysAndTheHelpOutsideListsThemUnderTheirHeading() {
        var state = InspectorFixtures.onJapan(width: 120, height: 40)
        state.inspect([.function(1)])
        let outside = screen(state)
        #expect(outside.contains("In the inspector (F4)") && outside.contains("copy as curl"), "under their own heading: \(outside)")
        state.inspect([.escape, .function(4), .function(1)])
        let help = screen(state)
        #expect(help.contains("Inspector") && help.contains("copy as curl") && help.contains("evict record"), "\(help)")
        state.inspect([.escape])
        #expect(state.inspector != nil && !state.showsHelp, "Esc closes the help first, then the inspector")
    }

    @Test func everySectionFitsTheSmallestTerminalAndASCII() {
        for options in [ExplorerOptions(), ExplorerOptions(ascii: true)] {
            var state = Fixtures.loadedState(width: 40, height: 12, options: options)
            state.inspect([.function(4)])
            _ = state.update(.inspector(.answer(.screenAnswer(.allCountries), InspectorFixtures.japan(id: 7))))
            for _ in InspectorState.Section.allCases {
                let frame = Fixtures.render(state)
                #expect(frame.row(1).hasPrefix(options.ascii ? "+- Inspector" : "┌─ Inspector"), "\(frame.textSnapshot())")
                #expect(frame.row(11).hasPrefix(" bundled data, offline"), "the status bar stays: \(frame.textSnapshot())")
                let text = frame.textSnapshot()
                if options.ascii { #expect(text.unicodeScalars.allSatisfy { $0.isASCII }, "\(text)") }
                state.inspect([.tab])
            }
        }
    }

    @Test func anAnswerThatLeftTheLogSaysSo() {
        var state = InspectorFixtures.onJapan()
        state.inspect([.function(4), .backTab, .backTab])
        _ = state.update(.key(.enter))
        _ = state.update(.inspector(.answer(.answer(id: 3), nil)))
        #expect(screen(state).contains("That answer has left the request log, which keeps"))
        var early = InspectorFixtures.onJapan()
        _ = early.update(.key(.function(4)))
        _ = early.update(.inspector(.answer(.screenAnswer(.countryDetail("JP")), nil)))
        #expect(screen(early).contains("No answer to inspect yet"))
    }

    @Test func thePaneSitsBesideTheListFrom100ColumnsAndCoversTheScreenBelow() {
        var wide = InspectorFixtures.onJapan(width: 120, height: 40)
        wide.inspect([.function(4)])
        let row = Fixtures.render(wide).row(2)
        #expect(row.hasPrefix("┌─ 🇯🇵 Japan") && row.contains("─┐┌─ Inspector · query CountryDetail ─") && row.hasSuffix("┐"), "the pane beside the list: \(row)")
        var narrow = InspectorFixtures.onJapan(width: 80, height: 24)
        narrow.inspect([.function(4)])
        #expect(Fixtures.render(narrow).row(1).hasPrefix("┌─ Inspector"), "the whole screen below the tabs")
    }
}
