import Explorer
import Testing

/// A few countries as the explorer indexes them: name, native name, capital, code.
private let countries: [(name: String, native: String, capital: String, code: String)] = [
    ("Côte d'Ivoire", "Côte d'Ivoire", "Yamoussoukro", "CI"),
    ("Jamaica", "Jamaica", "Kingston", "JM"),
    ("Japan", "日本", "Tokyo", "JP"),
    ("Saint Kitts and Nevis", "Saint Kitts and Nevis", "Basseterre", "KN"),
    ("South Korea", "대한민국", "Seoul", "KR"),
    ("Tanzania, United Republic", "Tanzania", "Dodoma", "TZ"),
    ("United Kingdom", "United Kingdom", "London", "GB"),
    ("United States", "United States", "Washington D.C.", "US"),
    ("Germany", "Deutschland", "Berlin", "DE"),
    ("Åland Islands", "Åland", "Mariehamn", "AX"),
    ("New Zealand", "New Zealand", "Wellington", "NZ"),
]

private let index = SearchIndex(countries.enumerated().map { (id: $0.offset, fields: [$0.element.name, $0.element.native, $0.element.capital, $0.element.code]) })

/// The names of the hits for `query`, best first.
private func names(_ query: String) -> [String] {
    index.search(query).map { countries[$0.id].name }
}

@Suite("Fuzzy search")
struct SearchIndexTests {
    @Test func diacriticsAndCaseFold() throws {
        let hit = try #require(index.search("cote").first)
        #expect(countries[hit.id].name == "Côte d'Ivoire")
        #expect(hit.positions == [0, 1, 2, 3])
    }

    @Test(arguments: ["cote d'ivoire", "cote divoire", "cotedivoire", "CÔTE D’IVOIRE"])
    func separatorsAreOptional(query: String) {
        #expect(names(query).first == "Côte d'Ivoire")
    }

    @Test func codeRanksFirst() {
        #expect(names("jp").first == "Japan")
        #expect(names("de").first == "Germany")
        #expect(names("JP").first == "Japan")
    }

    @Test func fullNameRanksFirst() {
        #expect(names("japan").first == "Japan")
    }

    @Test func prefixBeatsMidString() {
        let hits = names("united")
        #expect(Array(hits.prefix(2)).sorted() == ["United Kingdom", "United States"])
        #expect(hits.last == "Tanzania, United Republic")
    }

    @Test func wordStartsBeatScatteredLetters() {
        let words = SearchIndex([(id: 0, fields: ["Bankingate"]), (id: 1, fields: ["Old Kingdom"]), (id: 2, fields: ["Kingston"])])
        #expect(words.search("kin").map(\.id) == [2, 1, 0])
        #expect(words.search("ok").map(\.id).first == 1)
    }

    @Test func nativeNamesInOtherScriptsMatch() {
        #expect(names("日本") == ["Japan"])
        #expect(index.search("日本").first?.positions == [])
    }

    @Test func noMatch() {
        #expect(names("xyzq").isEmpty)
    }

    @Test func emptyQueryKeepsOrder() {
        #expect(names("") == countries.map(\.name))
        #expect(names("   ") == countries.map(\.name))
    }

    @Test func highlightsMapBackToTheOriginalString() throws {
        let hit = try #require(index.search("aland").first)
        #expect(countries[hit.id].name == "Åland Islands")
        #expect(hit.positions == [0, 1, 2, 3, 4])
        let spaced = try #require(index.search("new z").first)
        #expect(spaced.positions == [0, 1, 2, 4])
    }

    @Test func lettersWithStrokesFold() {
        let polish = SearchIndex([(id: 0, fields: ["Łódź"]), (id: 1, fields: ["Lima"])])
        #expect(polish.search("lodz").map(\.id) == [0])
    }
}
