@testable import Explorer
import TerminalUI
import Testing

/// The names of the front screen's rows.
private func rowTitles(_ state: ExplorerState) -> [String] {
    state.screen.rows.map { row in
        switch row.item {
        case .country(let country): country.name
        case .continent(let continent): continent.name
        case .language(let language): language.name
        case .state(let state): state.name
        case .statesEntry: "States"
        case .subdivisionsEntry: "Subdivisions"
        case .fact(let label, _), .sourcedFact(let label, _, _), .comparison(let label): label
        case .continentEntry(_, let name): name
        case .neighboursEntry: "Neighbours"
        case .timeZonesEntry: "Time"
        case .timeZone(let zone): zone
        }
    }
}

@Suite("Keys, navigation and data requests")
struct ReducerTests {
    @Test func startsByFetchingTheCountriesAndTheFirstDetail() {
        var state = ExplorerState(width: 100, height: 30)
        let first = state.update(.key(.resize(width: 100, height: 30)))
        #expect(first == [.fetch(.allCountries, refresh: false)])
        let next = state.update(.loaded(.allCountries, .loaded(Fixtures.payload(for: .allCountries), Fixtures.origin)))
        #expect(next == [.fetch(.countryDetail("AQ"), refresh: false)])
        #expect(state.isLoading)
    }

    @Test func typingFiltersAndNeverQuits() {
        var state = Fixtures.loadedState()
        state.type("qatar")
        #expect(!state.isFinished)
        #expect(rowTitles(state) == ["Qatar"])
        #expect(state.screen.search.text == "qatar")
    }

    @Test func searchMatchesCodesAndDiacritics() {
        var state = Fixtures.loadedState()
        state.type("jp")
        #expect(rowTitles(state).first == "Japan")
        state.press([.escape])
        state.type("cote")
        #expect(rowTitles(state) == ["Côte d'Ivoire"])
        #expect(state.screen.rows.first?.highlights == [0, 1, 2, 3])
    }

    @Test func digitsSwitchTabsAndAreNeverTyped() {
        var state = Fixtures.loadedState()
        state.press([.character("2")])
        #expect(state.tab == .continents)
        #expect(state.screen.search.text.isEmpty)
        state.press([.character("7")])
        #expect(state.screen.search.text.isEmpty)
        state.press([.character("3")])
        #expect(state.tab == .languages)
        state.press([.tab])
        #expect(state.tab == .countries)
        state.press([.backTab])
        #expect(state.tab == .languages)
    }

    @Test func escapeClearsThenGoesBackThenQuits() {
        var state = Fixtures.loadedState()
        state.type("ja")
        state.press([.escape])
        #expect(state.screen.search.text.isEmpty)
        state.press([.down, .enter])
        #expect(state.path.count == 2)
        state.press([.escape])
        #expect(state.path.count == 1)
        #expect(state.press([.escape]).isEmpty)
        #expect(state.isFinished)
    }

    @Test(arguments: [Key.control("c"), .control("q"), .function(10)])
    func quitKeys(key: Key) {
        var state = Fixtures.loadedState()
        state.type("ja")
        #expect(state.press([key]).isEmpty)
        #expect(state.isFinished)
    }

    @Test func drillDownKeepsSelectionAndScrollOnTheWayBack() {
        var state = Fixtures.loadedState(height: 12)
        state.press([.end])
        let selected = state.screen.selection
        let offset = state.screen.offset
        #expect(selected == Fixtures.countries.count - 1)
        #expect(offset > 0)
        state.press([.enter])
        guard case .country(let code) = state.screen.kind else {
            Issue.record("expected a country screen, got \(state.screen.kind)")
            return
        }
        #expect(code == "US")
        state.press([.left])
        #expect(state.screen.selection == selected)
        #expect(state.screen.offset == offset)
    }

    @Test func countryScreenLeadsToLanguagesAndStates() {
        var state = Fixtures.loadedState()
        state.type("canada")
        state.press([.enter])
        #expect(rowTitles(state) == ["Native", "Capital", "North America", "Phone", "Currency", "Code", "AWS region", "English", "French", "States", "Subdivisions"])
        state.press([.end, .up, .up, .enter])
        #expect(state.screen.kind == .countryList(.languageDetail("fr")))
        #expect(rowTitles(state) == ["Canada", "France"])
        state.press([.backspace, .end, .up, .right])
        #expect(state.screen.kind == .states(countryCode: "CA"))
        #expect(rowTitles(state) == ["Ontario", "Quebec"])
        state.type("queb")
        #expect(rowTitles(state) == ["Quebec"])
        #expect(state.path.map { state.breadcrumbLabel(of: $0) } == ["Countries", "Canada", "States"])
    }

    @Test func continentsOpenTheirCountries() {
        var state = Fixtures.loadedState()
        state.press([.character("2")])
        #expect(rowTitles(state).count == 7)
        state.press([.down, .down, .down, .enter])
        #expect(state.screen.kind == .countryList(.continentDetail("EU")))
        #expect(rowTitles(state) == ["France", "Germany"])
    }

    @Test(arguments: [Key.escape, .character("?"), .function(1)])
    func onlyEscQuestionMarkAndF1CloseTheHelp(closing: Key) {
        var state = Fixtures.loadedState()
        state.press([.character("?")])
        #expect(state.showsHelp)
        let commands = state.press([.character("x"), .enter, .down, .character("2"), .tab, .backspace, .paste("x")])
        #expect(commands.isEmpty)
        #expect(state.showsHelp, "other keys neither close the help nor act under it")
        #expect(state.screen.search.text.isEmpty)
        #expect(state.tab == .countries)
        #expect(state.path.count == 1)
        state.press([closing])
        #expect(!state.showsHelp)
        #expect(!state.isFinished)
        state.press([.function(1)])
        #expect(state.showsHelp)
        state.press([.control("c")])
        #expect(state.isFinished)
    }

    @Test func rRetriesOnlyOnAnError() {
        var state = ExplorerState(width: 100, height: 30)
        _ = state.update(.key(.resize(width: 100, height: 30)))
        _ = state.update(.loaded(.allCountries, .failed("network error: cannot reach example.org")))
        #expect(state.mainError != nil)
        let retry = state.press([.character("r")], answering: false)
        #expect(retry == [.fetch(.allCountries, refresh: false)])
        #expect(state.screen.search.text.isEmpty)
        Fixtures.answer(retry, in: &state)
        state.press([.character("r")])
        #expect(state.screen.search.text == "r")
    }

    @Test func controlRRefreshesFromTheNetwork() {
        var state = Fixtures.loadedState()
        let commands = state.press([.control("r")], answering: false)
        #expect(commands.contains(.fetch(.allCountries, refresh: true)))
    }

    @Test func aRefreshKeepsTheDataOnScreenAndAFailedOneIsKeptAsItsLastFailure() {
        var state = Fixtures.loadedState()
        let rowsBefore = state.screen.rows
        state.press([.control("r")], answering: false)
        #expect(state.refreshing.contains(.allCountries))
        #expect(state.isLoading, "the spinner turns while refreshing")
        #expect(state.screen.rows == rowsBefore, "the rows stay while the refresh runs")
        _ = state.update(.loaded(.allCountries, .failed("network error: cannot reach countries.test: connection refused")))
        #expect(state.refreshing == [.countryDetail("AQ")], "the detail pane's refresh still runs")
        #expect(state.data[.allCountries]?.payload != nil, "a failure never replaces shown data")
        let failure = DataFailure(message: "network error: cannot reach countries.test: connection refused", duringRefresh: true)
        #expect(state.failures[.allCountries] == failure)
        #expect(state.notice == nil, "a failure is the data's, not a notice that goes with the next key")
        #expect(state.mainError == nil)
        state.press([.down])
        #expect(state.failures[.allCountries] == failure, "it stays until the network answers")
    }

    @Test func movingOnBeforeADetailArrivesAbandonsItsFetch() {
        var state = ExplorerState(width: 100, height: 30)
        let first = state.update(.key(.resize(width: 100, height: 30)))
        #expect(first == [.fetch(.allCountries, refresh: false)])
        let detail = state.update(.loaded(.allCountries, .loaded(Fixtures.payload(for: .allCountries), Fixtures.origin)))
        #expect(detail == [.fetch(.countryDetail("AQ"), refresh: false)])
        let moved = state.update(.key(.down))
        #expect(moved == [.fetch(.countryDetail("CA"), refresh: false), .abandon(.countryDetail("AQ"))])
        #expect(state.data[.countryDetail("AQ")] == nil)
        // A late answer for the abandoned row is dropped; coming back asks again.
        _ = state.update(.loaded(.countryDetail("AQ"), .loaded(Fixtures.payload(for: .countryDetail("AQ")), Fixtures.origin)))
        #expect(state.data[.countryDetail("AQ")] == nil)
        let back = state.update(.key(.up))
        #expect(back == [.fetch(.countryDetail("AQ"), refresh: false), .abandon(.countryDetail("CA"))])
    }

    @Test func movingOnDuringARefreshAbandonsTheDetailsRefreshAndKeepsItsData() {
        var state = Fixtures.loadedState()
        state.press([.control("r")], answering: false)
        #expect(state.refreshing == [.allCountries, .countryDetail("AQ")])
        let moved = state.press([.down], answering: false)
        #expect(moved.contains(.abandon(.countryDetail("AQ"))), "the refresh of the row left behind is stopped")
        #expect(!moved.contains(.abandon(.allCountries)), "the list's refresh goes on")
        #expect(state.refreshing == [.allCountries])
        #expect(state.data[.countryDetail("AQ")]?.payload != nil, "what was already shown is kept")
    }

    @Test func aClickHitsWhereTheLastFrameDrewTheTabsAndTheList() {
        var state = Fixtures.loadedState(options: ExplorerOptions(mouse: true))
        let regions = HitRegions(
            tabBarRow: 3, tabs: [HitRegions.TabLabel(tab: .languages, columns: 10..<12)],
            listColumns: 50..<60, listRows: 20..<25, helpMaxOffset: 0
        )
        _ = state.update(.drawn(regions))
        _ = state.update(.key(.mouse(MouseEvent(kind: .click, x: 5, y: 5))))
        #expect(state.screen.selection == 0, "no row is drawn there in this frame")
        _ = state.update(.key(.mouse(MouseEvent(kind: .click, x: 55, y: 22))))
        #expect(state.screen.selection == 2, "the third row of the list as drawn")
        _ = state.update(.key(.mouse(MouseEvent(kind: .click, x: 11, y: 3))))
        #expect(state.tab == .languages)
    }

    @Test func detailsThatArrivedAreKeptWhenTheSelectionMovesOn() {
        var state = Fixtures.loadedState()
        let commands = state.press([.down, .down, .up])
        #expect(!commands.contains { if case .abandon = $0 { true } else { false } })
        #expect(state.data[.countryDetail("AQ")]?.payload != nil)
        #expect(state.data[.countryDetail("CA")]?.payload != nil)
    }

    @Test func anUnchangedArrivalOnlyUpdatesWhereTheDataCameFrom() {
        var state = Fixtures.loadedState()
        state.press([.down, .down])
        let selection = state.screen.selection
        let live = DataOrigin(kind: .live(host: "countries.test"), receivedAt: Fixtures.origin.receivedAt.addingTimeInterval(60))
        _ = state.update(.loaded(.allCountries, .loaded(Fixtures.payload(for: .allCountries), live)))
        guard case .loaded(_, let origin)? = state.data[.allCountries] else { Issue.record("the list is gone"); return }
        #expect(origin == live)
        #expect(state.screen.selection == selection)
        var renamed = Fixtures.countries
        renamed[5] = Fixtures.country("JP", "Nippon", "日本", "🇯🇵", capital: "Tokyo", currency: "JPY", continent: ("AS", "Asia"))
        _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, renamed), live)))
        #expect(rowTitles(state).contains("Nippon"))
        #expect(state.screen.selection == selection, "an update in place keeps the selection")
    }

    @Test func aNoticeShowsInTheStatusBarUntilTheNextKey() {
        var state = Fixtures.loadedState()
        _ = state.update(.notice("cache disabled: file is not a database (/tmp/x/cache.sqlite); keeping data in memory"))
        let screen = ExplorerView.render(state, now: Fixtures.origin.receivedAt).textSnapshot()
        #expect(screen.contains("cache disabled: file is not a database"))
        state.press([.character("j")])
        #expect(!ExplorerView.render(state, now: Fixtures.origin.receivedAt).textSnapshot().contains("cache disabled"))
    }

    @Test func f2CyclesThroughContinents() {
        var state = Fixtures.loadedState()
        let commands = state.press([.function(2)])
        #expect(commands.contains(.fetch(.countriesOfContinent("AF"), refresh: false)))
        #expect(state.continentFilter == "AF")
        #expect(rowTitles(state) == ["Côte d'Ivoire"])
        for _ in 0..<7 { state.press([.function(2)]) }
        #expect(state.continentFilter == nil)
        #expect(state.screen.kind == .countryList(.allCountries))
    }

    @Test func pagingMovesByAPage() {
        var state = Fixtures.loadedState(height: 12)
        state.press([.pageDown])
        #expect(state.screen.selection == 7, "one page of 7 rows down")
        state.press([.home])
        #expect(state.screen.selection == 0)
        state.press([.control("n"), .control("n"), .control("p")])
        #expect(state.screen.selection == 1)
    }

    @Test func mouseIsIgnoredUnlessEnabled() {
        var state = Fixtures.loadedState()
        state.press([.mouse(MouseEvent(kind: .click, x: 5, y: 5))])
        #expect(state.screen.selection == 0)
        var clicking = Fixtures.loadedState(options: ExplorerOptions(mouse: true))
        clicking.press([.mouse(MouseEvent(kind: .click, x: 5, y: 5))])
        #expect(clicking.screen.selection == 2)
        clicking.press([.mouse(MouseEvent(kind: .click, x: 5, y: 5))])
        #expect(clicking.screen.kind == .country(code: "CI"))
        clicking.press([.mouse(MouseEvent(kind: .click, x: 16, y: 0))])
        #expect(clicking.tab == .continents)
        var narrow = Fixtures.loadedState(width: 40, height: 12, options: ExplorerOptions(mouse: true))
        narrow.press([.mouse(MouseEvent(kind: .click, x: 26, y: 0))])
        #expect(narrow.tab == .languages)
        narrow.press([.mouse(MouseEvent(kind: .wheelDown, x: 5, y: 5))])
        #expect(narrow.tab == .languages)
    }

    @Test func resizeBelowTheMinimumIsTooSmall() {
        var state = Fixtures.loadedState()
        state.press([.resize(width: 30, height: 10)])
        #expect(state.isTooSmall)
        state.press([.resize(width: 40, height: 12)])
        #expect(!state.isTooSmall)
    }

    @Test func dataRefreshKeepsTheSelectedItem() {
        var state = Fixtures.loadedState()
        state.press([.down, .down, .down])
        let before = state.selectedRow?.item
        let reordered = DataPayload.countries(heading: nil, Fixtures.countries.reversed())
        _ = state.update(.loaded(.allCountries, .loaded(reordered, Fixtures.origin)))
        #expect(state.selectedRow?.item == before)
    }
}
