@testable import Explorer
import Testing

/// The match of `query` in `text`.
private func match(_ query: String, _ text: String) -> FuzzyMatch? {
    FuzzyMatcher.match(query, in: PreparedText(text))
}

/// The score of `query` in `text`, or `Int.min` when it does not match.
private func score(_ query: String, _ text: String) -> Int {
    match(query, text)?.score ?? .min
}

@Suite("Fuzzy matcher")
struct FuzzyMatcherTests {
    @Test func emptyQueryMatchesEverythingWithScoreZero() {
        for (query, text) in [("", "Japan"), (" - ", ""), ("", "")] {
            let found = match(query, text)
            #expect(found?.score == 0)
            #expect(found?.positions == [])
        }
    }

    @Test func queryMustBeASubsequence() {
        #expect(match("cz", "Canada") == nil)
        #expect(match("nc", "Canada") == nil)
        #expect(match("canadas", "Canada") == nil)
        #expect(match("cnd", "Canada")?.positions == [0, 2, 4])
    }

    @Test func positionsAreGraphemesOfTheOriginal() {
        #expect(match("cote", "Côte d'Ivoire")?.positions == [0, 1, 2, 3])
        #expect(match("lodz", "Łódź")?.positions == [0, 1, 2, 3])
        #expect(match("aland", "A\u{30A}land Islands")?.positions == [0, 1, 2, 3, 4])
        #expect(match("canada", "❤️ Canada")?.positions == [2, 3, 4, 5, 6, 7])
        #expect(match("🇨🇦", "🇨🇦 Canada")?.positions == [0])
    }

    @Test func lettersFoldedToSeveralShareTheirGrapheme() {
        #expect(match("giessen", "Gießen")?.positions == [0, 1, 2, 3, 4, 5])
        #expect(match("gies", "Gießen")?.positions == [0, 1, 2, 3])
        #expect(match("ssen", "Gießen")?.positions == [3, 4, 5])
        #expect(match("aß", "Strasse")?.positions == [3, 4, 5])
    }

    @Test func otherScriptsMatchAsTheyAre() {
        #expect(match("日本", "日本国")?.positions == [0, 1])
        #expect(match("本日", "日本国") == nil)
    }

    @Test(arguments: ["cote d'ivoire", "cote divoire", "cotedivoire", "CÔTE D’IVOIRE", "cote-d-ivoire"])
    func separatorsAreOptional(query: String) throws {
        let exact = try #require(match("cote d'ivoire", "Côte d'Ivoire"))
        #expect(match(query, "Côte d'Ivoire") == exact)
        #expect(exact.positions == [0, 1, 2, 3, 5, 7, 8, 9, 10, 11, 12])
    }

    @Test func spacesInTheQuerySkipSpacesInTheText() {
        #expect(match("new z", "New Zealand")?.positions == [0, 1, 2, 4])
        #expect(match("newz", "New Zealand")?.positions == [0, 1, 2, 4])
    }

    @Test func theBestAlignmentWinsOverTheFirst() {
        // Greedy matching would take the a and b of "xaxb"; the word "ab" scores better.
        #expect(match("ab", "xaxb ab")?.positions == [5, 6])
        #expect(match("sk", "Sikkim Saint Kitts")?.positions == [7, 13])
    }

    @Test func theStartBeatsALaterWordStart() {
        #expect(score("united", "United States") > score("united", "Tanzania, United Republic of"))
    }

    @Test func wordStartsBeatMidWordMatches() {
        #expect(score("kin", "Kingston") > score("kin", "Old Kingdom"))
        #expect(score("kin", "Old Kingdom") > score("kin", "Bankingate"))
        #expect(score("ok", "Old Kingdom") > score("ok", "Tokelau"))
    }

    @Test func separatorsAndCamelHumpsStartWords() {
        #expect(score("b", "Guinea-Bissau") > score("b", "Zimbabwe"))
        #expect(score("i", "Côte d'Ivoire") > score("i", "Haiti"))
        #expect(score("d", "McDonald") > score("d", "Mcdonald"))
    }

    @Test func consecutiveMatchesBeatScatteredOnes() {
        #expect(score("ab", "zabz") > score("ab", "zaxb"))
        #expect(score("sa", "Samoa") > score("sa", "South Africa"))
    }

    @Test func theFirstGapCharacterCostsMoreThanTheRest() {
        let adjacent = score("ab", "zab")
        let oneApart = score("ab", "zaxb")
        let twoApart = score("ab", "zaxxb")
        #expect(adjacent - oneApart > oneApart - twoApart)
        #expect(oneApart > twoApart)
    }
}
