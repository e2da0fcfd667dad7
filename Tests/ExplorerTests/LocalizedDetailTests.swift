@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// The codes of the front screen's country rows, in order.
private func countryCodes(_ state: ExplorerState) -> [String] {
    state.screen.rows.compactMap { row in
        if case .country(let country) = row.item { return country.code }
        return nil
    }
}

/// The frame's text.
private func frame(_ state: ExplorerState) -> String {
    Fixtures.render(state).textSnapshot()
}

@Suite("Names in the user's language, the full detail and the Languages preview")
struct LocalizedDetailTests {
    @Test func listsSortByTheNamesShown() {
        let french = Fixtures.loadedState(french: true)
        // Allemagne, Antarctique, Canada, Côte d’Ivoire, États-Unis, France, Japon, Qatar.
        #expect(countryCodes(french) == ["DE", "AQ", "CA", "CI", "US", "FR", "JP", "QA"])
        let english = Fixtures.loadedState()
        #expect(countryCodes(english) == ["AQ", "CA", "CI", "FR", "DE", "JP", "QA", "US"])
    }

    @Test func theSearchFindsACountryByItsEnglishNameWhateverTheNameShown() {
        var state = ExplorerState(width: 100, height: 30)
        _ = state.update(.key(.resize(width: 100, height: 30)))
        let germany = CountrySummary(
            code: "DE", name: "Allemagne", native: "Deutschland", emoji: "🇩🇪", capital: "Berlin", currency: "EUR",
            continentCode: "EU", continentName: "Europe", englishName: "Germany"
        )
        let japan = CountrySummary(
            code: "JP", name: "Japon", native: "日本", emoji: "🇯🇵", capital: "Tokyo", currency: "JPY",
            continentCode: "AS", continentName: "Asia", englishName: "Japan"
        )
        _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, [japan, germany]), Fixtures.origin)))
        state.type("germany")
        #expect(countryCodes(state) == ["DE"])
    }

    @Test func theDetailShowsTheEnglishNameBesideTheOneShown() {
        var state = Fixtures.loadedState(french: true)
        let pane = frame(state)
        #expect(pane.contains("🇩🇪 Allemagne · Germany"), "\(pane)")
        state.press([.enter], french: true)
        #expect(state.listTitle == "🇩🇪 Allemagne · Germany")
        // In English, nothing is repeated.
        var english = Fixtures.loadedState()
        english.type("germany")
        english.press([.enter])
        #expect(english.listTitle == "🇩🇪 Germany")
    }

    @Test func theCountryScreenListsEveryCurrencyCallingCodeSubdivisionAndName() throws {
        var state = Fixtures.loadedState()
        state.type("united states")
        state.press([.enter])
        let facts = Dictionary(state.screen.rows.compactMap { row -> (String, String)? in
            if case .fact(let label, let value) = row.item { return (label, value) }
            return nil
        }, uniquingKeysWith: { first, _ in first })
        #expect(facts["Currency"] == "USD, USN, USS")
        #expect(facts["Phone"] == "+1")
        let entries = state.screen.rows.map(\.item)
        #expect(entries.contains(.statesEntry(countryCode: "US", count: 1)))
        #expect(entries.contains(.subdivisionsEntry(countryCode: "US", count: 2)))

        var germany = Fixtures.loadedState()
        germany.type("germany")
        germany.press([.enter])
        let germanFacts = germany.screen.rows.compactMap { row -> (label: String, value: String)? in
            if case .fact(let label, let value) = row.item { return (label, value) }
            return nil
        }
        let first = try #require(germanFacts.firstIndex { $0.label == "Names" })
        let names = germanFacts[first...].map { $0.value }
        #expect(names.count == 14)
        #expect(names.first == "English     Germany")
        #expect(names.contains("French      Allemagne") && names.contains("Japanese    ドイツ") && names.last == "Vietnamese  Đức")
        #expect(germanFacts[(first + 1)...].allSatisfy { $0.label.isEmpty }, "one labelled list")
    }

    @Test func theSubdivisionsOpenBesideTheStates() throws {
        var state = Fixtures.loadedState()
        state.type("germany")
        state.press([.enter])
        let index = try #require(state.screen.rows.firstIndex { $0.item == .subdivisionsEntry(countryCode: "DE", count: 16) })
        state.press([.home] + Array(repeating: Key.down, count: index) + [.enter])
        #expect(state.screen.kind == .subdivisions(countryCode: "DE"))
        #expect(state.listTitle.hasPrefix("Germany: subdivisions · 16"))
        let first = try #require(state.screen.rows.first)
        #expect(first.item == .state(StateSummary(code: "DE-BW", name: "Baden-Württemberg")), "name order")
        state.press([.left])
        #expect(state.screen.kind == .country(code: "DE"))
    }

    @Test func theListShowsEveryCurrencyAsSpaceAllows() {
        var state = Fixtures.loadedState()
        state.type("united states")
        let wide = frame(state)
        #expect(wide.contains("NA  USD,USN…"), "\(wide)")
        var narrow = Fixtures.loadedState(width: 40, height: 12)
        narrow.type("united states")
        let shown = frame(narrow)
        #expect(shown.contains("NA  USD…"), "\(shown)")
        #expect(!shown.contains("USD+"))
    }

    @Test func theLanguagesTabPreviewsTheSelectedLanguagesCountries() {
        var state = Fixtures.loadedState()
        state.press([.character("3")])
        #expect(state.data[.languageDetail("ar")]?.payload != nil, "the selected language's countries are fetched")
        let arabic = frame(state)
        #expect(arabic.contains("Arabic · 1 country"), "\(arabic)")
        #expect(arabic.contains("Qatar"), "\(arabic)")
        state.press([.down])
        let english = frame(state)
        #expect(english.contains("English · 2 countries") && english.contains("Canada") && english.contains("United States"), "\(english)")
        if let canada = english.range(of: "Canada")?.lowerBound, let unitedStates = english.range(of: "United States")?.lowerBound {
            #expect(canada < unitedStates, "name order")
        } else {
            Issue.record("both countries are shown: \(english)")
        }
    }
}
