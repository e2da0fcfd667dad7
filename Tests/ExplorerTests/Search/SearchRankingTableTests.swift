@testable import Explorer
import ExplorerApp
import Foundation
import TerminalUI
import Testing

/// The bundled dataset's countries and the explorer's alias resource, read from the repository, so that the
/// table below ranks the real 250 countries with every alias and language.
private enum RealData {
    private struct Dataset: Decodable {
        struct Country: Decodable {
            let code, name, native, emoji, continent: String
            let capital: String?
        }

        let countries: [Country]
    }

    private static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func countries() throws -> [CountrySummary] {
        let url = repository.appendingPathComponent("Sources/CountriesEngine/Resources/countries.json")
        return try JSONDecoder().decode(Dataset.self, from: Data(contentsOf: url)).countries.map {
            CountrySummary(code: $0.code, name: $0.name, native: $0.native, emoji: $0.emoji, capital: $0.capital,
                           currency: nil, continentCode: $0.continent, continentName: $0.continent)
        }
    }

    static func aliases() throws -> CountryAliases {
        try BundledAliases.read(json: Data(contentsOf: repository.appendingPathComponent("Sources/ExplorerApp/Resources/country-aliases.json")))
    }

    /// The Countries tab with every country and alias loaded.
    static func state() throws -> ExplorerState {
        var state = ExplorerState(width: 100, height: 30, aliases: try aliases())
        _ = state.update(.key(.resize(width: 100, height: 30)))
        _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, try countries()), Fixtures.origin)))
        return state
    }
}

/// The codes of the rows a pasted query leaves, best first.
private func hits(_ query: String, in state: ExplorerState) -> [String] {
    var state = state
    _ = state.update(.key(.paste(query)))
    return state.screen.rows.compactMap { if case .country(let country) = $0.item { country.code } else { nil } }
}

@Suite("Search ranking over the real countries and aliases")
struct SearchRankingTableTests {
    /// Queries people type, with the country they mean.
    static let table: [(query: String, code: String)] = [
        // Codes.
        ("jp", "JP"), ("de", "DE"), ("us", "US"), ("gb", "GB"), ("ch", "CH"), ("nz", "NZ"), ("JPN", "JP"),
        // Aliases: short, former and common names.
        ("uk", "GB"), ("usa", "US"), ("uae", "AE"), ("czechia", "CZ"), ("swaziland", "SZ"), ("holland", "NL"),
        ("burma", "MM"), ("ivory coast", "CI"), ("drc", "CD"), ("vatican", "VA"), ("america", "US"),
        ("great britain", "GB"), ("east timor", "TL"), ("zaire", "CD"), ("macedonia", "MK"), ("turkey", "TR"),
        // Names, whole or begun.
        ("japan", "JP"), ("france", "FR"), ("united states", "US"), ("new z", "NZ"), ("sudan", "SD"),
        ("niger", "NE"), ("guinea", "GN"), ("dominica", "DM"), ("ja", "JP"), ("cote d'ivoire", "CI"),
        // Native scripts and other languages.
        ("日本", "JP"), ("россия", "RU"), ("中国", "CN"), ("ελλαδα", "GR"), ("allemagne", "DE"), ("アメリカ", "US"),
        ("deutschland", "DE"), ("españa", "ES"), ("giappone", "JP"), ("suisse", "CH"), ("brasil", "BR"),
        // Capitals.
        ("tokyo", "JP"), ("paris", "FR"), ("canberra", "AU"), ("ottawa", "CA"), ("nairobi", "KE"),
        // Misspellings fuzzy matching cannot find.
        ("phillipines", "PH"), ("swizterland", "CH"), ("portugual", "PT"), ("columbia", "CO"), ("argentinia", "AR"),
        // Full-width letters and flags.
        ("ＪＡＰＡＮ", "JP"), ("🇯🇵", "JP"), ("🇫🇷", "FR"),
        // Issue 17: former names, demonyms, words in any order, other scripts, one edit before scattered letters.
        ("persia", "IR"), ("ceylon", "LK"), ("siam", "TH"), ("dutch", "NL"), ("korea north", "KP"), ("大韓民国", "KR"),
        ("brazill", "BR"),
        ("kingdom united", "GB"), ("korea south", "KR"), ("north korea", "KP"), ("korea", "KR"), ("swiss", "CH"),
        ("formosa", "TW"), ("abyssinia", "ET"), ("northern rhodesia", "ZM"), ("gold coast", "GH"), ("kampuchea", "KH"),
        ("nippon", "JP"), ("finland", "FI"), ("iceland", "IS"), ("iran", "IR"), ("iraq", "IQ"), ("moscow", "RU"),
        ("bern", "CH"), ("chad", "TD"), ("mali", "ML"), ("oman", "OM"), ("peru", "PE"), ("brazil", "BR"),
        ("germny", "DE"), ("austrlia", "AU"), ("states united", "US"),
        // Official names in their own scripts, and abbreviations.
        ("日本国", "JP"), ("中华人民共和国", "CN"), ("bundesrepublik deutschland", "DE"), ("prc", "CN"), ("roc", "TW"),
        ("dprk", "KP"), ("🇫🇷🇩🇪", "FR"),
    ]

    @Test(arguments: table)
    func theFirstHitIsTheCountryMeant(query: String, code: String) throws {
        let state = try RealData.state()
        #expect(hits(query, in: state).first == code, "\(query): \(hits(query, in: state).prefix(5))")
    }

    @Test func theTableHoldsAtLeastSixtyQueriesTheIssuesAmongThem() {
        #expect(Self.table.count >= 60)
        let issue17 = ["persia": "IR", "ceylon": "LK", "siam": "TH", "dutch": "NL", "korea north": "KP", "大韓民国": "KR", "brazill": "BR"]
        for (query, code) in issue17 {
            #expect(Self.table.contains { $0 == (query, code) }, "\(query)")
        }
    }

    @Test func landFindsTheNamesTheRowsShowBeforeHiddenAliases() throws {
        let found = hits("land", in: try RealData.state())
        let shownFirst = ["FI", "IS", "IE", "PL"]
        for hidden in ["AQ", "TF"] {
            let index = try #require(found.firstIndex(of: hidden))
            for code in shownFirst {
                #expect((found.firstIndex(of: code) ?? .max) < index, "\(code) before \(hidden): \(found.prefix(20))")
            }
        }
    }

    @Test func aRowFoundThroughAHiddenAliasSaysWhichOne() throws {
        var state = try RealData.state()
        _ = state.update(.key(.paste("dronning")))
        let row = try #require(state.screen.rows.first)
        #expect(row.matchedAlias == "Dronning Maud Land")
        let screen = Fixtures.render(state)
        let line = try #require((0..<screen.height).map(screen.row).first { $0.contains("Dronning") })
        #expect(line.contains(" · Dronning Maud Land"), "the whole alias, the name giving way to it: \(line)")
        _ = state.update(.key(.control("u")))
        _ = state.update(.key(.paste("land")))
        let antarctica = try #require(state.screen.rows.firstIndex { $0.matchedAlias == "Dronning Maud Land" })
        for _ in 0...antarctica { _ = state.update(.key(.down)) } // the row after it selected, so it shows unselected
        let land = Fixtures.render(state)
        let y = try #require((0..<land.height).first { land.row($0).contains(" · Dronning Maud Land") }, "\(land.textSnapshot())")
        let x = try #require((0..<land.width).first { land[x: $0, y: y].grapheme == "D" })
        #expect(land[x: x, y: y].style.dim, "the alias is dimmed on a row that is not selected")
        #expect(state.screen.rows.first?.matchedAlias == nil, "a shown name needs no explaining")
    }

    @Test func landFindsNamesWithLandInsideBeforeScatteredLetters() throws {
        let found = hits("land", in: try RealData.state())
        let wallis = try #require(found.firstIndex(of: "WF"))
        for code in ["FI", "IS", "PL", "CH", "NL", "TH", "IE"] {
            #expect((found.firstIndex(of: code) ?? .max) < wallis, "\(code) before Wallis and Futuna: \(found.prefix(20))")
        }
    }

    @Test func landFindsTheShortestNamesWithLandFirstAndHeardIslandWellAfter() throws {
        let found = hits("land", in: try RealData.state())
        #expect(Array(found.prefix(3)) == ["AX", "PL", "FI"], "\(found.prefix(10))")
        #expect((found.firstIndex(of: "HM") ?? .max) > 10, "\(found.prefix(12))")
    }

    @Test func twoPastedFlagsFindBothCountries() throws {
        #expect(hits("🇫🇷🇩🇪", in: try RealData.state()) == ["FR", "DE"])
    }

    @Test(arguments: [
        ("ussr", ["RU", "AM", "AZ", "BY", "EE", "GE", "KZ", "KG", "LV", "LT", "MD", "TJ", "TM", "UA", "UZ"], "USSR (former state)"),
        ("soviet union", ["RU", "AM", "AZ", "BY", "EE", "GE", "KZ", "KG", "LV", "LT", "MD", "TJ", "TM", "UA", "UZ"], "Soviet Union (former state)"),
        ("yugoslavia", ["RS", "ME", "SI", "HR", "MK", "BA"], "Yugoslavia (former state)"),
        ("czechoslovakia", ["CZ", "SK"], "Czechoslovakia (former state)"),
    ])
    func aFormerStateFindsEachOfItsSuccessorsAndSaysSo(query: String, successors: [String], reason: String) throws {
        var state = try RealData.state()
        _ = state.update(.key(.paste(query)))
        let first = state.screen.rows.prefix(successors.count)
        let codes = first.compactMap { if case .country(let country) = $0.item { country.code } else { nil } }
        #expect(Set(codes) == Set(successors), "\(codes)")
        #expect(first.allSatisfy { $0.matchedAlias == reason }, "\(first.map(\.matchedAlias))")
    }

    @Test func ukFindsTheUnitedKingdomBeforeUkraine() throws {
        let found = hits("uk", in: try RealData.state())
        #expect(Array(found.prefix(2)) == ["GB", "UA"])
    }

    @Test func aMisspellingIsFoundAfterTheRealMatches() throws {
        let found = hits("iran", in: try RealData.state())
        #expect(found.first == "IR")
        #expect(found.contains("IQ"), "Iraq is one letter from Iran: \(found)")
    }
}
