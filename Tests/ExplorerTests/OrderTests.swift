@testable import Explorer
import TerminalUI
import Testing

/// The codes of the front screen's rows.
private func rowCodes(_ state: ExplorerState) -> [String] {
    state.screen.rows.map { row in
        switch row.item {
        case .country(let country): country.code
        case .continent(let continent): continent.code
        case .language(let language): language.code
        case .state(let state): state.code ?? state.name
        default: "?"
        }
    }
}

/// Whether `first` shows in `text`, and before `second`, which shows too.
private func comesBefore(_ first: String, _ second: String, in text: String) -> Bool {
    guard let one = text.range(of: first), let two = text.range(of: second) else { return false }
    return one.lowerBound < two.lowerBound
}

/// A state whose Countries tab got `countries`, in the order given, from the server.
private func state(with countries: [CountrySummary]) -> ExplorerState {
    var state = ExplorerState(width: 100, height: 30)
    _ = state.update(.key(.resize(width: 100, height: 30)))
    _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, countries), Fixtures.origin)))
    return state
}

private func country(_ code: String, _ name: String, capital: String?, continent: (String, String)) -> CountrySummary {
    Fixtures.country(code, name, name, "", capital: capital, currency: nil, continent: continent)
}

/// Shuffled as a server might send them: code order, which is not name order.
private let unordered = [
    country("AD", "Andorra", capital: "Andorra la Vella", continent: ("EU", "Europe")),
    country("AE", "United Arab Emirates", capital: "Abu Dhabi", continent: ("AS", "Asia")),
    country("AF", "Afghanistan", capital: "Kabul", continent: ("AS", "Asia")),
    country("AX", "Åland Islands", capital: "Mariehamn", continent: ("EU", "Europe")),
    country("AQ", "Antarctica", capital: nil, continent: ("AN", "Antarctica")),
    country("ZZ", "andorra", capital: "Zed", continent: ("AF", "Africa")),
    country("BL", "Saint Barthélemy", capital: "Gustavia", continent: ("NA", "North America")),
    country("SH", "Saint Helena", capital: "Jamestown", continent: ("AF", "Africa")),
]

@Suite("List order: name order whatever the server sends; F3 moves each list through its own orders")
struct OrderTests {
    @Test func countriesAreInNameOrderWithDiacriticsAndCaseFoldedAndCodesBreakingTies() {
        let state = state(with: unordered)
        #expect(rowCodes(state) == ["AF", "AX", "AD", "ZZ", "AQ", "BL", "SH", "AE"])
        #expect(state.listTitle.hasSuffix("· 8 · by name"))
    }

    @Test func theServersOrderDoesNotMatter() {
        #expect(rowCodes(state(with: unordered.reversed())) == rowCodes(state(with: unordered)))
    }

    @Test func f3CyclesNameCodeContinentCapitalAndTheTitleSaysWhich() {
        var state = state(with: unordered)
        state.press([.function(3)], answering: false)
        #expect(state.sortOrder == .code)
        #expect(rowCodes(state) == ["AD", "AE", "AF", "AQ", "AX", "BL", "SH", "ZZ"])
        #expect(state.listTitle.hasSuffix("· by code"))
        state.press([.function(3)], answering: false)
        #expect(rowCodes(state) == ["ZZ", "SH", "AQ", "AF", "AE", "AX", "AD", "BL"])
        #expect(state.listTitle.hasSuffix("· by continent"))
        state.press([.function(3)], answering: false)
        // Abu Dhabi, Andorra la Vella, Gustavia, Jamestown, Kabul, Mariehamn, Zed; no capital last.
        #expect(rowCodes(state) == ["AE", "AD", "BL", "SH", "AF", "AX", "ZZ", "AQ"])
        #expect(state.listTitle.hasSuffix("· by capital"))
        state.press([.function(3)], answering: false)
        #expect(state.sortOrder == .population)
        state.press([.function(3)], answering: false)
        #expect(state.sortOrder == .area)
        state.press([.function(3)], answering: false)
        #expect(state.sortOrder == .name)
        #expect(rowCodes(state) == ["AF", "AX", "AD", "ZZ", "AQ", "BL", "SH", "AE"])
    }

    @Test func theSelectedCountryStaysSelectedWhenTheOrderChanges() {
        var state = state(with: unordered)
        state.press([.down, .down, .down], answering: false)
        let selected = state.selectedRow?.item
        state.press([.function(3)], answering: false)
        #expect(state.selectedRow?.item == selected)
        #expect(state.screen.selection == rowCodes(state).firstIndex(of: "ZZ"))
        #expect(state.screen.selection == 7)
    }

    @Test func searchTiesGoToTheSortOrder() {
        var state = state(with: unordered)
        state.type("andorra")
        #expect(rowCodes(state) == ["AD", "ZZ"])
        state.press([.function(3), .function(3)], answering: false)
        #expect(rowCodes(state) == ["ZZ", "AD"], "Africa before Europe")
    }

    @Test func languagesAndContinentsAreInNameOrderWhateverTheServerSends() {
        var state = Fixtures.loadedState()
        state.press([.character("3")])
        #expect(rowCodes(state) == ["ar", "en", "fr", "ja"])
        _ = state.update(.loaded(.languages, .loaded(.languages(Fixtures.languages.reversed()), Fixtures.origin)))
        #expect(rowCodes(state) == ["ar", "en", "fr", "ja"])
        #expect(state.listTitle.hasSuffix("· by name"))

        state.press([.character("2")])
        _ = state.update(.loaded(.continents, .loaded(.continents(Fixtures.continents.reversed()), Fixtures.origin)))
        #expect(rowCodes(state) == ["AF", "AN", "AS", "EU", "NA", "OC", "SA"])
        #expect(state.listTitle == "Continents · 7 · by name")
    }

    @Test func aCountrysLanguagesAreInNameOrderOnItsScreenAndInItsDetailPane() {
        var state = Fixtures.loadedState()
        state.type("canada")
        let served = Fixtures.details("CA").map { details in
            var reversed = details
            reversed.languages.reverse()
            return reversed
        }
        #expect(served?.languages.map(\.code) == ["fr", "en"], "the server sends French first")
        _ = state.update(.loaded(.countryDetail("CA"), .loaded(.countryDetail(served), Fixtures.origin)))
        let pane = Fixtures.render(state).textSnapshot()
        #expect(comesBefore("English · English", "French · Français", in: pane), "\(pane)")
        state.press([.enter])
        #expect(rowCodes(state).filter { $0 == "en" || $0 == "fr" } == ["en", "fr"])
    }

    @Test func statesAreInNameOrder() {
        var state = Fixtures.loadedState()
        state.type("japan")
        state.press([.enter, .end, .up, .enter])
        let details = Fixtures.details("JP").map {
            CountryDetails(summary: $0.summary, phones: $0.phones, currencies: $0.currencies, languages: $0.languages, states: $0.states.reversed())
        }
        _ = state.update(.loaded(.countryDetail("JP"), .loaded(.countryDetail(details), Fixtures.origin)))
        #expect(rowCodes(state) == ["Aichi", "Akita", "Aomori", "Chiba", "Ehime", "Tokyo"])
    }

    @Test func thePreviewOfAStatesListIsItsFirstStatesInItsOrder() {
        var state = Fixtures.loadedState()
        state.type("germany")
        // Served in code order (Brandenburg, Berlin, Baden-Württemberg), which is not name order.
        #expect(Fixtures.render(state).textSnapshot().contains("16: Baden-Württemberg, Bavaria, Berl"))
        state.press([.enter])
        state.type("provinces")
        state.press([.enter, .function(3)])
        #expect(state.screen.kind == .states(countryCode: "DE"))
        #expect(state.listTitle.hasSuffix("· by code"))
        state.press([.left, .left])
        #expect(state.screen.kind == .countryList(.allCountries))
        #expect(state.listTitle.hasSuffix("· by name"), "the states' order is theirs alone")
        let pane = Fixtures.render(state).textSnapshot()
        #expect(pane.contains("16: Brandenburg, Berlin, Baden-Würt"), "the preview follows the list's order: \(pane)")
    }

    @Test func theContinentAndLanguagePreviewsFollowTheOrderOfTheirLists() {
        var state = Fixtures.loadedState()
        state.press([.character("2"), .down, .down, .down])
        #expect(comesBefore("France", "Germany", in: Fixtures.render(state).textSnapshot()))
        state.press([.enter, .function(3)])
        #expect(state.listTitle == "Europe · 2 · by code")
        state.press([.left])
        let continents = Fixtures.render(state).textSnapshot()
        #expect(comesBefore("Germany", "France", in: continents), "\(continents)")

        state.press([.character("3"), .down, .down])
        let french = Fixtures.render(state).textSnapshot()
        #expect(comesBefore("Canada", "France", in: french))
        state.press([.enter, .function(3), .function(3)])
        #expect(state.listTitle.hasSuffix("· by continent"))
        state.press([.left])
        let speakers = Fixtures.render(state).textSnapshot()
        #expect(comesBefore("France", "Canada", in: speakers), "\(speakers)")

        state.press([.character("1")])
        #expect(state.listTitle.hasSuffix("· by name"), "no order leaks into the Countries tab")
    }

    @Test func f3OnLanguagesVisiblyAlternatesNameAndCodeAndLeavesTheCountriesTabAlone() {
        var state = state(with: unordered)
        let countries = rowCodes(state)
        state.press([.character("3")], answering: false)
        let languages = [("sq", "Albanian"), ("de", "German"), ("en", "English"), ("to", "Tongan")].map {
            LanguageSummary(code: $0.0, name: $0.1, native: $0.1, rtl: false)
        }
        _ = state.update(.loaded(.languages, .loaded(.languages(languages), Fixtures.origin)))
        #expect(rowCodes(state) == ["sq", "en", "de", "to"])
        var seen: [String] = []
        for _ in 0..<4 {
            let before = rowCodes(state)
            state.press([.function(3)], answering: false)
            #expect(rowCodes(state) != before, "every press changes the order")
            seen.append(state.listTitle)
        }
        #expect(seen.map { $0.hasSuffix("· by code") } == [true, false, true, false], "\(seen)")
        #expect(seen.map { $0.hasSuffix("· by name") } == [false, true, false, true], "\(seen)")
        state.press([.function(3)], answering: false)
        state.press([.character("1")], answering: false)
        #expect(rowCodes(state) == countries)
        #expect(state.listTitle.hasSuffix("· by name"))
    }

    @Test func f3OnTheUnitedKingdomsSubdivisionsVisiblyAlternatesNameAndCode() {
        let kingdom = country("GB", "United Kingdom", capital: "London", continent: ("EU", "Europe"))
        var state = state(with: [kingdom])
        state.press([.enter], answering: false)
        let subdivisions = [
            ("GB-ABE", "Aberdeen City"), ("GB-BKM", "Buckinghamshire"), ("GB-ENG", "England"), ("GB-NIR", "Northern Ireland"),
            ("GB-SCT", "Scotland"), ("GB-WLS", "Wales"), ("GB-ZET", "Shetland Islands"),
        ].map { StateSummary(code: $0.0, name: $0.1) }
        let details = CountryDetails(
            summary: kingdom, phones: ["44"], currencies: ["GBP"], languages: [], states: [], subdivisions: subdivisions.reversed()
        )
        _ = state.update(.loaded(.countryDetail("GB"), .loaded(.countryDetail(details), Fixtures.origin)))
        state.type("subdivisions")
        state.press([.enter], answering: false)
        #expect(state.screen.kind == .subdivisions(countryCode: "GB"))
        #expect(rowCodes(state).last == "GB-WLS")
        var titles: [String] = []
        for _ in 0..<4 {
            let before = rowCodes(state)
            state.press([.function(3)], answering: false)
            #expect(rowCodes(state) != before, "every press changes the order")
            titles.append(String(state.listTitle.suffix(7)))
        }
        #expect(titles == ["by code", "by name", "by code", "by name"])
    }

    @Test func f3WhereThereIsNoOtherOrderSaysSoOnTheBar() {
        var state = Fixtures.loadedState()
        state.press([.character("2"), .function(3)])
        #expect(state.listTitle == "Continents · 7 · by name")
        #expect(Fixtures.render(state).textSnapshot().contains("the continents have one order: by name"))
        state.press([.character("1")])
        state.type("japan")
        state.press([.enter, .function(3)])
        #expect(state.sortOrder == nil)
        #expect(Fixtures.render(state).textSnapshot().contains("F3 sorts lists; a country's facts keep their order"))
    }

    @Test func f2OnAnotherTabThrowsNoScreenAwayAndTheBarSaysItDoesNothingThere() {
        var state = Fixtures.loadedState()
        state.type("germany")
        state.press([.enter])
        state.type("subdivisions")
        state.press([.enter])
        let countriesTab = state.path
        #expect(countriesTab.last?.kind == .subdivisions(countryCode: "DE"))
        state.press([.character("2"), .down, .down, .down, .enter])
        #expect(state.breadcrumbLabel(of: state.screen) == "Europe")
        let continentsTab = state.path
        for key in [Key.function(2), .modified(.function(2), .shift)] {
            let commands = state.press([key])
            #expect(commands.isEmpty)
            #expect(state.tab == .continents)
            #expect(state.path == continentsTab)
            #expect(state.stacks[.countries] == countriesTab)
            #expect(state.continentFilter == nil)
            #expect(Fixtures.render(state).textSnapshot().contains("F2 filters the Countries tab's list by continent; it does nothing here"))
        }
        state.press([.character("1"), .function(2)])
        #expect(state.path == countriesTab, "nor on a screen above the Countries tab's list")
        #expect(state.continentFilter == nil)
    }

    @Test func f3IsInTheHelp() {
        #expect(Keymap.standard.action(for: .function(3), errorShown: false) == .cycleSort)
        #expect(Keymap.standard.bindings.contains { $0.action == .cycleSort && !$0.summary.isEmpty })
    }
}
