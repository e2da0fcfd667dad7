import Explorer
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

@Suite("List order: name order whatever the server sends, F3 cycles it")
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

    @Test func languagesAndStatesAreInNameOrderAndContinentsKeepTheirs() {
        var state = Fixtures.loadedState()
        state.press([.character("3")])
        #expect(rowCodes(state) == ["ar", "en", "fr", "ja"])
        _ = state.update(.loaded(.languages, .loaded(.languages(Fixtures.languages.reversed()), Fixtures.origin)))
        #expect(rowCodes(state) == ["ar", "en", "fr", "ja"])
        #expect(state.listTitle.hasSuffix("· by name"))
        state.press([.function(3), .function(3)])
        #expect(state.listTitle.hasSuffix("· by name"), "languages have no continent: they stay in name order")

        state.press([.character("2")])
        _ = state.update(.loaded(.continents, .loaded(.continents(Fixtures.continents.reversed()), Fixtures.origin)))
        #expect(rowCodes(state) == ["SA", "OC", "NA", "EU", "AS", "AN", "AF"])
        #expect(!state.listTitle.contains("by "))
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

    @Test func f3IsInTheHelp() {
        #expect(Keymap.action(for: .function(3), errorShown: false) == .cycleSort)
        #expect(Keymap.bindings.contains { $0.action == .cycleSort && !$0.summary.isEmpty })
    }
}
