import CountriesEngine
import GraphQL
import Testing

/// The codes of the countries a `CountryFilterInput` selects.
private func countryCodes(_ filter: Map) async throws -> [String] {
    let (json, outcome) = try await run(
        "query ($f: CountryFilterInput) { countries(filter: $f) { code } }", variables: ["f": filter]
    )
    #expect(outcome == .executed)
    return json[path: "data", "countries"].array?.compactMap { $0[path: "code"].string } ?? []
}

@Suite("Filters evaluate as the public API does")
struct FilterTests {
    @Test func eqComparesTheRawStoredString() async throws {
        #expect(try await countryCodes(["code": ["eq": "JP"]]) == ["JP"])
        let usd = try await countryCodes(["currency": ["eq": "USD"]])
        #expect(usd.contains("EC"))
        #expect(!usd.contains("US"), "US stores USD,USS")
        #expect(try await countryCodes(["currency": ["eq": "USD,USS"]]) == ["US"])
    }

    @Test func neExcludesAndKeepsNulls() async throws {
        let codes = try await countryCodes(["continent": ["ne": "EU"]])
        #expect(!codes.contains("FR"))
        #expect(codes.contains("JP"))
        #expect(try await countryCodes(["currency": ["ne": "EUR"]]).contains("AQ"))
    }

    @Test func inAndNin() async throws {
        #expect(try await countryCodes(["code": ["in": ["JP", "FR", "ZZ"]]]) == ["FR", "JP"])
        #expect(try await countryCodes(["code": ["in": []]]) == [])
        #expect(try await countryCodes(["code": ["nin": []]]).count == 250)
        #expect(try await countryCodes(["code": ["nin": ["JP"]]]).count == 249)
    }

    @Test func regexIsUnanchoredAndCaseSensitive() async throws {
        let land = try await countryCodes(["name": ["regex": "land"]])
        #expect(land.contains("FI"), "Finland")
        #expect(land.contains("NZ"), "New Zealand")
        #expect(try await countryCodes(["name": ["regex": "^Japan$"]]) == ["JP"])
        #expect(try await countryCodes(["name": ["regex": "^japan$"]]) == [])
    }

    @Test func fieldsAndOperatorsAreANDed() async throws {
        let codes = try await countryCodes(["continent": ["eq": "EU"], "currency": ["eq": "EUR"], "code": ["ne": "FR"]])
        #expect(codes.contains("DE"))
        #expect(!codes.contains("FR"))
        #expect(!codes.contains("GB"))
        #expect(try await countryCodes(["code": ["regex": "^J", "ne": "JP"]]) == ["JE", "JM", "JO"])
    }

    @Test func emptyFilterAndDefaultReturnEverything() async throws {
        #expect(try await countryCodes([:]).count == 250)
        let (json, _) = try await run("{ countries { code } }")
        #expect(json[path: "data", "countries"].array?.count == 250)
    }

    @Test func invalidRegexIsAGraphQLErrorNotACrash() async throws {
        let (json, outcome) = try await run(#"{ countries(filter: {name: {regex: "(["}}) { code } }"#)
        #expect(outcome == .executed)
        #expect(json[path: "data"] == .null)
        #expect(json.errorMessages.first == "Refused regex \"([\": unterminated character class. See the limits on regex filters in docs/engine.md.")
        #expect(json[path: "errors", 0, "path"] == ["countries"])
    }

    @Test func continentAndLanguageFilters() async throws {
        let (json, _) = try await run(
            #"{ continents(filter: {code: {in: ["EU", "AS"]}}) { code } languages(filter: {code: {eq: "ja"}}) { name } }"#
        )
        #expect(json[path: "data", "continents"] == [["code": "AS"], ["code": "EU"]])
        #expect(json[path: "data", "languages"] == [["name": "Japanese"]])
    }
}
