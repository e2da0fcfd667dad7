@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// A country row's name.
private func name(_ row: VisibleRow) -> String {
    if case .country(let country) = row.item { return country.name }
    return ""
}

/// Whether `commands` copy or open anything.
private func acts(_ commands: [Command]) -> Bool {
    commands.contains { command in
        switch command {
        case .copy, .copyResponse, .openPage: true
        default: false
        }
    }
}

/// What `y` copies in `state`, and how the status bar names it; nil, recorded as an issue, when it copies nothing.
private func copyWithY(_ state: inout ExplorerState) -> (markdown: String, what: String)? {
    let copy = state.press([.character("y")])
    guard case .copy(let markdown, let what)? = copy.first else {
        Issue.record("no copy: \(copy)")
        return nil
    }
    return (markdown, what)
}

@Suite("Walking neighbours, sorting by size, comparing, copying and opening")
struct CountryWalkAndCompareTests {
    @Test func enterOnNeighboursListsThemAndEnterOnOneWalksThereAndBackComesBack() throws {
        var state = try ExplorerState.withFacts()
        state.type("germany")
        state.press([.enter])
        let neighbours = try #require(state.screen.rows.firstIndex { if case .neighboursEntry = $0.item { true } else { false } })
        state.press(Array(repeating: .down, count: neighbours))
        state.press([.enter])
        #expect(state.screen.kind == .neighbours(countryCode: "DE"))
        // Of the fixture countries only France borders Germany.
        #expect(state.screen.rows.map(name) == ["France"])
        state.press([.enter])
        #expect(state.screen.kind == .country(code: "FR"))
        #expect(state.path.map(\.kind).count == 4)
        state.press([.left])
        #expect(state.screen.kind == .neighbours(countryCode: "DE"))
        state.press([.left])
        #expect(state.screen.kind == .country(code: "DE"))
    }

    @Test func enterOnTheTimeListsEveryZoneWithItsTime() throws {
        var state = try ExplorerState.withFacts(width: 120, height: 40)
        state.type("united states")
        state.press([.enter])
        let time = try #require(state.screen.rows.firstIndex { if case .timeZonesEntry = $0.item { true } else { false } })
        state.press(Array(repeating: .down, count: time) + [.enter])
        #expect(state.screen.kind == .timeZones(countryCode: "US"))
        #expect(state.screen.rows.count == 29)
        let text = Fixtures.render(state, now: novemberNoon).textSnapshot()
        #expect(text.contains("America/New_York") && text.contains("08:05      UTC−5"), "\(text)")
        #expect(text.contains("Pacific/Honolulu") && text.contains("03:05     UTC−10"), "\(text)")
    }

    @Test func theClockTurnsAtTheNextMinuteOnlyWhereATimeIsShown() throws {
        var state = try ExplorerState.withFacts()
        state.type("japan")
        state.press([.enter])
        let now = novemberNoon.addingTimeInterval(17)
        #expect(ExplorerView.nextStatusChange(state, after: now) == novemberNoon.addingTimeInterval(60))
        var continents = try ExplorerState.withFacts()
        continents.press([.character("2")])
        #expect(ExplorerView.nextStatusChange(continents, after: now) == nil, "no clock, no age: the loop sleeps until a key")
    }

    @Test func f3AddsPopulationAndAreaLargestFirst() throws {
        var state = try ExplorerState.withFacts()
        state.press([.function(3), .function(3), .function(3), .function(3)])
        #expect(state.sortOrder == .population)
        #expect(state.listTitle.hasSuffix("by population"))
        #expect(state.screen.rows.map(name) == ["United States", "Japan", "Germany", "France", "Canada", "Côte d'Ivoire", "Qatar", "Antarctica"])
        state.press([.function(3)])
        #expect(state.sortOrder == .area)
        #expect(state.screen.rows.map(name).prefix(4) == ["Antarctica", "Canada", "United States", "France"])
        state.press([.function(3)])
        #expect(state.sortOrder == .name)
    }

    @Test func sortedByPopulationOrAreaEachRowShowsItsFigure() throws {
        var state = try ExplorerState.withFacts()
        /// The list's part of the screen line of the row of `name` (the box titles and the detail pane beside the
        /// list left out: both name the selected country).
        func line(_ name: String) -> String {
            let screen = Fixtures.render(state)
            let listColumns = (0..<screen.height).map { screen.row($0).components(separatedBy: "││")[0] }
            return listColumns.first { $0.contains(name) && !$0.contains("┌") } ?? ""
        }
        #expect(!line("United States").contains("327,167,434"), "by name, no figure")
        state.press([.function(3), .function(3), .function(3), .function(3)])
        #expect(line("United States").contains("327,167,434  NA"), "\(line("United States"))")
        #expect(line("Japan").contains("126,529,100  AS"), "\(line("Japan"))")
        #expect(line("Antarctica").contains("unknown  AN"), "\(line("Antarctica"))")
        state.press([.function(3)])
        #expect(line("Canada").contains("9,984,670 km²  NA"), "\(line("Canada"))")
        #expect(line("Antarctica").contains("14,000,000 km²  AN"), "\(line("Antarctica"))")
    }

    @Test func markingFranceAndOpeningGermanyShowsBothSideBySide() throws {
        var state = try ExplorerState.withFacts(width: 120, height: 40)
        state.type("france")
        state.press([.enter, .character(" ")])
        #expect(state.comparison.marked == "FR")
        #expect(state.notice?.contains("France marked") == true)
        state.press([.left, .escape])
        state.type("germany")
        state.press([.enter])
        #expect(state.screen.kind == .compare(first: "FR", second: "DE"))
        #expect(state.comparison.marked == nil, "the mark is spent")
        let frame = Fixtures.render(state, now: novemberNoon)
        let text = frame.textSnapshot()
        let capital = try #require(text.split(separator: "\n").first { $0.contains("Capital") })
        #expect(capital.contains("Paris") && capital.contains("Berlin"), "\(text)")
        let currency = try #require(text.split(separator: "\n").first { $0.contains("Currency") })
        #expect(currency.contains("EUR"), "\(text)")
        // Differences are highlighted, what is the same is not.
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false)
        let capitalRow = try #require(rows.firstIndex { $0.contains("Capital") })
        let currencyRow = try #require(rows.firstIndex { $0.contains("Currency") })
        let paris = try #require(frame.row(capitalRow).range(of: "Paris")).lowerBound.utf16Offset(in: frame.row(capitalRow))
        let eur = try #require(frame.row(currencyRow).range(of: "EUR")).lowerBound.utf16Offset(in: frame.row(currencyRow))
        #expect(frame[x: paris, y: capitalRow].style != frame[x: eur, y: currencyRow].style)
    }

    /// A search on a comparison keeps the facts whose label it matches, as on a country's screen.
    @Test func aSearchOnAComparisonShowsOnlyTheFactsItMatches() throws {
        var state = try ExplorerState.withFacts(width: 120, height: 40)
        state.type("france")
        state.press([.enter, .character(" "), .left, .escape])
        state.type("germany")
        state.press([.enter, .down, .down])
        state.type("cur")
        let lines = Fixtures.render(state, now: novemberNoon).textSnapshot().split(separator: "\n")
        #expect(lines.contains { $0.contains("Currency") && $0.contains("EUR") })
        #expect(!lines.contains { $0.contains("Capital") }, "\(lines.joined(separator: "\n"))")
        state.type("zz")
        let none = Fixtures.render(state, now: novemberNoon).textSnapshot()
        #expect(none.contains("No fact matches 'curzz'"), "\(none)")
    }

    @Test func yOnAComparisonCopiesBothCountriesAsOneTable() throws {
        var state = try ExplorerState.withFacts(width: 120, height: 40)
        state.type("france")
        state.press([.enter, .character(" "), .left, .escape])
        state.type("germany")
        state.press([.enter])
        guard let (markdown, what) = copyWithY(&state) else { return }
        #expect(what == "France and Germany's facts as Markdown")
        #expect(markdown.hasPrefix(
            "## 🇫🇷 France (FR) and 🇩🇪 Germany (DE)\n\n| Fact | 🇫🇷 France (FR) | 🇩🇪 Germany (DE) | Source |\n|---|---|---|---|\n"
        ), "\(markdown)")
        #expect(markdown.contains("| Capital | Paris | Berlin | bundled data |"), "\(markdown)")
        #expect(markdown.contains("| Currency | EUR | EUR | bundled data |"), "\(markdown)")
        let population = try #require(markdown.split(separator: "\n").first { $0.hasPrefix("| Population | ") })
        #expect(population.split(separator: "|").count == 4, "fact, France's, Germany's and the source: \(population)")
    }

    @Test func theMarkdownNamesWhereTheAPIsFactsCameFrom() throws {
        var state = try ExplorerState.withFacts()
        state.type("germany")
        state.press([.enter])
        let payload = Fixtures.payload(for: .countryDetail("DE"))
        let kinds: [(DataOrigin.Kind, String)] = [
            (.live(host: "127.0.0.1"), "Countries API (127.0.0.1)"), (.cache(storedAt: Fixtures.origin.receivedAt), "Countries API (cached)"),
            (.bundled(reason: .offline), "bundled data"),
        ]
        for (kind, source) in kinds {
            _ = state.update(.loaded(.countryDetail("DE"), .loaded(payload, DataOrigin(kind: kind, receivedAt: Fixtures.origin.receivedAt))))
            guard let (markdown, _) = copyWithY(&state) else { continue }
            #expect(markdown.contains("| Capital | Berlin | \(source) |"), "\(kind): \(markdown)")
        }
    }

    @Test func at80ColumnsTheTwoStack() throws {
        var state = try ExplorerState.withFacts(width: 80, height: 24)
        state.type("france")
        state.press([.enter, .character(" "), .left, .escape])
        state.type("germany")
        state.press([.enter])
        let rows = Fixtures.render(state, now: novemberNoon).textSnapshot().split(separator: "\n")
        let paris = try #require(rows.firstIndex { $0.contains("Paris") })
        let berlin = try #require(rows.firstIndex { $0.contains("Berlin") && !$0.contains("Europe/Berlin") })
        #expect(berlin > paris, "Germany under France")
        #expect(!rows[paris].contains("Berlin"))
    }

    @Test func lettersStaySearchTextWhileASearchIsTyped() throws {
        var state = try ExplorerState.withFacts()
        // On the list, `y` and `o` start a search.
        #expect(!acts(state.type("yo")))
        #expect(state.screen.search.text == "yo")
        state.press([.escape])
        // On a country's screen with an empty search they act.
        state.type("germany")
        state.press([.enter])
        guard let (markdown, what) = copyWithY(&state) else { return }
        #expect(what == "Germany's facts as Markdown")
        #expect(markdown.hasPrefix("## 🇩🇪 Germany (DE)\n\n| Fact | Value | Source |\n|---|---|---|\n"))
        #expect(markdown.contains("| Capital | Berlin | bundled data |"), "the fixtures' data is bundled: \(markdown)")
        #expect(markdown.contains("| Population | 82,927,922 | GeoNames, World Bank 2018 |"))
        #expect(markdown.contains("| Time | Europe/Berlin, Europe/Busingen | tzdata 2026f |"))
        #expect(state.press([.character("Y")]) == [.copyResponse(.countryDetail("DE"), what: "Germany as the API's JSON")])
        #expect(state.press([.character("o")]) == [.openPage(url: "https://www.openstreetmap.org/relation/51477", what: "Germany's OpenStreetMap page")])
        // Typing a search there makes them letters again.
        state.type("p")
        #expect(!acts(state.press([.character("y")])) && state.screen.search.text == "py")
    }

    @Test func afterEnterLeavesTheSearchFieldTheyActOnTheSelectedRow() throws {
        var state = try ExplorerState.withFacts()
        state.press([.character("/")])
        state.type("fran")
        #expect(!acts(state.press([.character("o")])) && state.screen.search.text == "frano", "in the field, `o` types")
        state.press([.backspace, .enter])
        #expect(state.screen.search.isCommitted)
        let opened = state.press([.character("o")])
        #expect(opened == [.openPage(url: "https://www.openstreetmap.org/relation/1403916", what: "France's OpenStreetMap page")])
        state.press([.character(" ")])
        #expect(state.comparison.marked == "FR")
        // Typing again is a search again.
        state.type("c")
        #expect(state.screen.search.text == "franc" && !state.screen.search.isCommitted)
    }

    @Test func spaceOnAnEmptySearchMarksTheSelectedCountryAndAgainUnmarks() throws {
        var state = try ExplorerState.withFacts()
        state.press([.character(" ")])
        #expect(state.comparison.marked == "AQ" && state.screen.search.text.isEmpty)
        state.press([.character(" ")])
        #expect(state.comparison.marked == nil && state.notice == "Antarctica unmarked")
        // Inside a search a space is a space.
        state.type("south")
        state.press([.character(" ")])
        #expect(state.screen.search.text == "south " && state.comparison.marked == nil)
    }

    @Test func withoutARelationOpenStreetMapIsSearchedByName() {
        #expect(ExplorerState.openStreetMapURL(code: "AQ", name: "Antarctica", relation: nil) == "https://www.openstreetmap.org/search?query=Antarctica")
        #expect(ExplorerState.openStreetMapURL(code: "CI", name: "Ivory Coast", relation: nil) == "https://www.openstreetmap.org/search?query=Ivory%20Coast")
    }

    @Test func aCopiedResponseBecomesACopyAndNoneSaysSo() throws {
        var state = try ExplorerState.withFacts()
        #expect(state.update(.responseToCopy("{}", what: "Germany as the API's JSON")) == [.copy(text: "{}", what: "Germany as the API's JSON")])
        #expect(state.update(.responseToCopy(nil, what: "Germany as the API's JSON")).isEmpty)
        #expect(state.notice == "nothing to copy: no answer for Germany as the API's JSON")
    }
}
