@testable import Explorer
import Testing

/// Countries as the explorer indexes them (name, native name, capital, code), in the list's order.
private let countries: [(name: String, native: String, capital: String, code: String)] = [
    ("Åland Islands", "Åland", "Mariehamn", "AX"),
    ("Australia", "Australia", "Canberra", "AU"),
    ("Chad", "Tchad", "N'Djamena", "TD"),
    ("Chile", "Chile", "Santiago", "CL"),
    ("China", "中国", "Beijing", "CN"),
    ("Côte d'Ivoire", "Côte d'Ivoire", "Yamoussoukro", "CI"),
    ("Denmark", "Danmark", "Copenhagen", "DK"),
    ("Germany", "Deutschland", "Berlin", "DE"),
    ("Jamaica", "Jamaica", "Kingston", "JM"),
    ("Japan", "日本", "Tokyo", "JP"),
    ("New Zealand", "New Zealand", "Wellington", "NZ"),
    ("Russia", "Россия", "Moscow", "RU"),
    ("Saint Kitts and Nevis", "St. Kitts & Nevis", "Basseterre", "KN"),
    ("Slovakia", "Slovensko", "Bratislava", "SK"),
    ("South Korea", "대한민국", "Seoul", "KR"),
    ("Sri Lanka", "ශ්‍රී ලංකාව", "Sri Jayawardenepura Kotte", "LK"),
    ("Switzerland", "Schweiz", "Bern", "CH"),
    ("Tanzania, United Republic of", "Tanzania", "Dodoma", "TZ"),
    ("United Arab Emirates", "الإمارات العربية المتحدة", "Abu Dhabi", "AE"),
    ("United Kingdom", "United Kingdom", "London", "GB"),
    ("United States", "United States", "Washington, D.C.", "US"),
    ("Uzbekistan", "Oʻzbekiston", "Tashkent", "UZ"),
]

private let index = SearchIndex(countries.enumerated().map { offset, country in
    (id: offset, fields: [country.name, country.native, country.capital, country.code])
})

/// The names of the hits for `query`, best first.
private func names(_ query: String) -> [String] {
    index.search(query).map { countries[$0.id].name }
}

/// Where `name` ranks for `query`, or `Int.max` when it is not a hit.
private func rank(of name: String, for query: String) -> Int {
    names(query).firstIndex(of: name) ?? .max
}

@Suite("Search index")
struct SearchIndexTests {
    @Test func coteFindsCoteDIvoireAndHighlightsTheAccentedLetters() throws {
        let hit = try #require(index.search("cote").first)
        #expect(countries[hit.id].name == "Côte d'Ivoire")
        #expect(hit.positions == [0, 1, 2, 3])
    }

    @Test(arguments: ["cote d'ivoire", "cote divoire", "CÔTE D’IVOIRE", "cote d"])
    func separatorsInTheQueryAreOptional(query: String) {
        #expect(names(query).first == "Côte d'Ivoire")
    }

    @Test func anExactCodeRanksItsRecordFirst() throws {
        #expect(names("de").first == "Germany")
        #expect(names("DE").first == "Germany")
        #expect(rank(of: "Denmark", for: "de") == 1)
        #expect(names("ch").first == "Switzerland")
        let japan = try #require(index.search("jp").first)
        #expect(countries[japan.id].name == "Japan")
        #expect(japan.positions == [0, 2])
    }

    @Test func theCodeRuleNeedsTwoOrThreeLettersMatchingAWholeCode() {
        // A single letter is no code: the J names score alike, and the shorter name comes first.
        #expect(Array(names("j").prefix(2)) == ["Japan", "Jamaica"])
        // "sk" is Slovakia's code, then the names whose words start with S and K.
        let sk = names("sk")
        #expect(sk.first == "Slovakia")
        #expect(Set(sk.dropFirst().prefix(2)) == ["Saint Kitts and Nevis", "South Korea"])
        #expect(rank(of: "Sri Lanka", for: "sk") > 2)
    }

    @Test func japanRanksJapanFirst() {
        #expect(names("japan") == ["Japan"])
        #expect(names("JAPAN") == ["Japan"])
    }

    @Test func prefixesBeatTheSameWordLaterOn() {
        let united = names("united")
        #expect(Set(united.prefix(3)) == ["United Arab Emirates", "United Kingdom", "United States"])
        #expect(rank(of: "Tanzania, United Republic of", for: "united") == 3)
    }

    /// `usa` is no alias: it matches as letters, and word initials U and S beat letters inside words.
    @Test func usaPrefersWordInitials() {
        let states = rank(of: "United States", for: "usa")
        #expect(states < rank(of: "Uzbekistan", for: "usa"))
        #expect(states < rank(of: "Russia", for: "usa"))
        #expect(states < rank(of: "Australia", for: "usa"))
    }

    @Test func nativeNamesInOtherScriptsMatch() throws {
        let hit = try #require(index.search("日本").first)
        #expect(names("日本") == ["Japan"])
        #expect(hit.positions.isEmpty)
    }

    @Test func capitalsMatchWithoutHighlights() throws {
        let hit = try #require(index.search("tokyo").first)
        #expect(countries[hit.id].name == "Japan")
        #expect(hit.positions.isEmpty)
    }

    @Test func noMatch() {
        #expect(index.search("xyzq").isEmpty)
    }

    @Test(arguments: ["", "   ", "' -"])
    func anEmptyQueryKeepsEverythingInOrder(query: String) {
        let hits = index.search(query)
        #expect(hits.map(\.id) == Array(countries.indices))
        #expect(hits.allSatisfy { $0.score == 0 && $0.positions.isEmpty })
    }

    @Test func highlightsMapBackToTheOriginalString() throws {
        let aland = try #require(index.search("aland").first)
        #expect(countries[aland.id].name == "Åland Islands")
        #expect(aland.positions == [0, 1, 2, 3, 4])
        let zealand = try #require(index.search("new z").first)
        #expect(countries[zealand.id].name == "New Zealand")
        #expect(zealand.positions == [0, 1, 2, 4])
    }

    @Test func theNameOutweighsTheNativeNameWhichOutweighsTheCapital() {
        let records = SearchIndex([
            (id: "capital", fields: ["Peru", "Perú", "Lima", "PE"]),
            (id: "native", fields: ["Country", "Lima", "Elsewhere", "CO"]),
            (id: "name", fields: ["Lima", "Lima", "Lima", "LI"]),
        ])
        #expect(records.search("lima").map(\.id) == ["name", "native", "capital"])
    }

    @Test func fieldWeightsCanBeChosen() {
        let records = SearchIndex(
            [(id: 0, fields: ["Lima", "Peru"]), (id: 1, fields: ["Peru", "Lima"])],
            fieldWeights: [50, 100]
        )
        #expect(records.search("lima").map(\.id) == [1, 0])
    }

    @Test func equalScoresKeepTheOriginalOrder() {
        let georgias = SearchIndex([(id: 3, fields: ["Georgia"]), (id: 1, fields: ["Georgia"]), (id: 2, fields: ["Georgia"])])
        let hits = georgias.search("geo")
        #expect(hits.map(\.id) == [3, 1, 2])
        #expect(Set(hits.map(\.score)).count == 1)
    }

    @Test func tiersComeFirstThenTheScore() {
        let records = SearchIndex([
            (id: "scattered", fields: ["Wallis and Futuna"]), (id: "inside", fields: ["Finland"]),
            (id: "word", fields: ["Land of Fire"]), (id: "exact", fields: ["Other", "LAND"]),
        ])
        #expect(records.search("land").map(\.id) == ["exact", "word", "inside", "scattered"])
    }

    @Test func oneEditComesBeforeScatteredLettersTwoAfterEveryRealMatch() {
        let records = SearchIndex([
            (id: "Iraq", fields: ["Iraq"]), (id: "Oman", fields: ["Oman"]), (id: "Ireland", fields: ["Ireland"]),
            (id: "Iran", fields: ["Iran"]), (id: "Brazil", fields: ["Brazil"]),
        ])
        #expect(records.search("iran").map(\.id) == ["Iran", "Iraq", "Ireland"])
        let congo = SearchIndex([
            (id: "CG", fields: ["Republic of the Congo", "République du Congo", "Brazzaville", "CG"]),
            (id: "BR", fields: ["Brazil", "Brasil", "Brasília", "BR"]),
        ])
        #expect(congo.search("brazill").map(\.id) == ["BR", "CG"], "a name one edit away, then a capital's scattered letters")
        let far = SearchIndex([(id: "two edits", fields: ["Philippines"]), (id: "scattered", fields: ["The Phillip Pines"])])
        #expect(far.search("phillipines").map(\.id) == ["scattered", "two edits"])
        let swiss = SearchIndex([(id: "CH", fields: ["Switzerland"]), (id: "SZ", fields: ["Swaziland"])])
        #expect(swiss.search("swizterland").map(\.id) == ["CH"])
        #expect(swiss.search("swizterland").first?.positions == [])
    }

    @Test(arguments: [("abc", 0), ("abcd", 1), ("abcdefg", 1), ("abcdefgh", 2)])
    func theEditDistanceAllowedGrowsWithTheQuery(query: String, allowed: Int) {
        /// The query with its last `edits` letters replaced by letters it does not have.
        func edited(_ edits: Int) -> SearchIndex<Int> {
            SearchIndex([(id: 0, fields: [String(query.dropLast(edits)) + String(repeating: "z", count: edits)])])
        }
        for edits in 1...3 {
            #expect(edited(edits).search(query).isEmpty == (edits > allowed), "\(edits) edits from \(query)")
        }
    }

    @Test func aShownFieldOutranksAHiddenAliasOfTheSameOrABetterTier() {
        let records = SearchIndex([
            (id: "AQ", fields: ["Antarctica", "Antarctica", "", "AQ"], aliases: ["Dronning Maud Land"]),
            (id: "FI", fields: ["Finland", "Suomi", "Helsinki", "FI"], aliases: ["Finnland"]),
            (id: "US", fields: ["United States", "United States", "Washington", "US"], aliases: ["America"]),
            (id: "AS", fields: ["American Samoa", "American Samoa", "Pago Pago", "AS"], aliases: []),
        ])
        #expect(records.search("land").map(\.id) == ["FI", "AQ"], "inside a shown name, before a word start in an alias")
        #expect(records.search("america").map(\.id) == ["US", "AS"], "an alias the query equals still comes first")
        #expect(records.search("land").map(\.matchedAlias) == [nil, "Dronning Maud Land"])
        #expect(records.search("america").first?.matchedAlias == "America")
        #expect(records.search("finland").first?.matchedAlias == nil)
    }

    @Test func theWordsOfAQueryMatchInAnyOrder() throws {
        #expect(names("kingdom united").first == "United Kingdom")
        #expect(names("korea south").first == "South Korea")
        #expect(names("zealand new").first == "New Zealand")
        let hit = try #require(index.search("korea south").first)
        #expect(hit.positions == [0, 1, 2, 3, 4, 6, 7, 8, 9, 10], "both words are highlighted")
        #expect(names("korea nowhere").isEmpty, "every word must be there")
    }

    @Test func aRunOfLettersRanksAShortNameBeforeALongOneWithScatteredLetterLookingBetter() {
        let records = SearchIndex([
            (id: "HM", fields: ["Heard Island and McDonald Islands", "Heard Island and McDonald Islands", "", "HM"]),
            (id: "FI", fields: ["Finland", "Suomi", "Helsinki", "FI"]),
            (id: "PL", fields: ["Poland", "Polska", "Warsaw", "PL"]),
            (id: "AX", fields: ["Åland", "Åland", "Mariehamn", "AX"]),
        ])
        #expect(records.search("land").map(\.id) == ["AX", "PL", "FI", "HM"])
        #expect(records.search("land").last?.positions == [8, 9, 10, 11], "Heard Island highlights the run in Island")
    }

    @Test func aWholeWordOutranksTheStartOfALongerWord() {
        let records = SearchIndex([
            (id: "prefix", fields: ["Landlocked Republic"]), (id: "inside", fields: ["Iceland"]),
            (id: "whole", fields: ["The Long Land Republic"]),
        ])
        #expect(records.search("land").map(\.id) == ["whole", "prefix", "inside"])
    }

    @Test func scatteredLettersInACapitalNeverOutrankAnAlias() {
        let records = SearchIndex([
            (id: "CI", fields: ["Côte d'Ivoire", "Côte d'Ivoire", "Yamoussoukro", "CI"], aliases: []),
            (id: "RU", fields: ["Russia", "Россия", "Moscow", "RU"], aliases: ["Union of Soviet Socialist Republics"]),
        ])
        #expect(records.search("ussr").map(\.id) == ["RU", "CI"])
    }

    @Test(arguments: ["🇫🇷🇩🇪", "🇫🇷 🇩🇪"])
    func eachOfSeveralFlagsFindsItsCountry(query: String) {
        let records = SearchIndex([
            (id: "DE", fields: ["Germany", "Deutschland", "Berlin", "DE"]), (id: "DK", fields: ["Denmark", "Danmark", "Copenhagen", "DK"]),
            (id: "FR", fields: ["France", "France", "Paris", "FR"]),
        ])
        #expect(records.search(query).map(\.id) == ["FR", "DE"])
        #expect(records.search("🇩🇪").first?.id == "DE")
    }
}
