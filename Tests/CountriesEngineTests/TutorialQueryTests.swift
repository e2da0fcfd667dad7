import CountriesEngine
import GraphQL
import Testing

@Suite("The tutorial's queries")
struct TutorialQueryTests {
    @Test func allCountries() async throws {
        let (json, outcome) = try await run("query AllCountries { countries { code name emoji capital } }")
        #expect(outcome == .executed)
        let countries = try #require(json[path: "data", "countries"].array)
        #expect(countries.count == 250)
        #expect(countries.first?[path: "code"] == "AD")
        #expect(json[path: "errors"] == .undefined)
    }

    @Test func countryDetailWithVariables() async throws {
        let (json, _) = try await run(
            """
            query CountryDetail($code: ID!) {
              country(code: $code) {
                name native capital currency phone emoji
                continent { code name }
                languages { code name native rtl }
                states { code name country { code } }
              }
            }
            """,
            variables: ["code": "JP"]
        )
        let japan = json[path: "data", "country"]
        #expect(japan[path: "name"] == "Japan")
        #expect(japan[path: "native"] == "日本")
        #expect(japan[path: "capital"] == "Tokyo")
        #expect(japan[path: "continent", "name"] == "Asia")
        #expect(japan[path: "languages", 0, "native"] == "日本語")
        #expect(japan[path: "states"].array?.count == 47)
        #expect(japan[path: "states", 0, "country", "code"] == "JP")
    }

    @Test func continentsList() async throws {
        let (json, _) = try await run("query ContinentsList { continents { code name countries { code } } }")
        let continents = try #require(json[path: "data", "continents"].array)
        #expect(continents.count == 7)
        let total = continents.compactMap { $0[path: "countries"].array?.count }.reduce(0, +)
        #expect(total == 250)
    }

    @Test func filteredCountriesByContinent() async throws {
        let (json, _) = try await run(
            "query FilteredCountries($filter: CountryFilterInput) { countries(filter: $filter) { code continent { code } } }",
            variables: ["filter": ["continent": ["eq": "EU"]]]
        )
        let countries = try #require(json[path: "data", "countries"].array)
        #expect(countries.count > 40)
        #expect(countries.allSatisfy { $0[path: "continent", "code"] == "EU" })
    }

    @Test func fragments() async throws {
        let (json, _) = try await run(
            """
            query AllCountriesWithFragment { countries { ...CountryBasicInfo } }
            fragment CountryBasicInfo on Country { code name emoji capital }
            """
        )
        #expect(json[path: "data", "countries", 0, "name"] == "Andorra")
    }

    @Test func drillDownResolvesEveryRelation() async throws {
        let (json, _) = try await run(
            """
            { continent(code: "OC") { countries { code } }
              language(code: "fr") { name rtl countries { code } } }
            """
        )
        #expect(json[path: "data", "continent", "countries"].array?.contains(["code": "AU"]) == true)
        #expect(json[path: "data", "language", "name"] == "French")
        #expect(json[path: "data", "language", "countries"].array?.contains(["code": "CA"]) == true)
    }

    @Test func localizedNames() async throws {
        let (json, _) = try await run(#"{ country(code: "DE") { en: name fr: name(lang: "fr") ja: name(lang: "ja") } }"#)
        #expect(json[path: "data", "country", "en"] == "Germany")
        #expect(json[path: "data", "country", "fr"] == "Allemagne")
        #expect(json[path: "data", "country", "ja"] == "ドイツ")
    }
}

@Suite("Null data and errors")
struct NullAndErrorTests {
    @Test(arguments: ["XX", "us", ""])
    func unknownCountryCodeIsNull(code: String) async throws {
        let (json, outcome) = try await run(
            "query ($code: ID!) { country(code: $code) { name } }", variables: ["code": .string(code)]
        )
        #expect(outcome == .executed)
        #expect(json[path: "data", "country"] == .null)
        #expect(json[path: "errors"] == .undefined)
    }

    @Test func unknownContinentAndLanguageAreNull() async throws {
        let (json, _) = try await run(#"{ continent(code: "ZZ") { name } language(code: "JA") { name } }"#)
        #expect(json[path: "data", "continent"] == .null)
        #expect(json[path: "data", "language"] == .null)
    }

    @Test func unsupportedLanguageIsAnErrorAtThatPath() async throws {
        let (json, outcome) = try await run(#"{ country(code: "JP") { code name(lang: "xx") } }"#)
        #expect(outcome == .executed)
        #expect(json[path: "data", "country"] == .null)
        #expect(json[path: "errors", 0, "path"] == ["country", "name"])
        #expect(json.errorMessages.first?.contains("Unsupported language \"xx\"") == true)
        #expect(json[path: "errors", 0, "locations", 0, "line"] == 1)
    }

    @Test func syntaxErrorIsRejectedWithLocation() async throws {
        let (json, outcome) = try await run("{ countries { name ")
        #expect(outcome == .rejected)
        #expect(json[path: "data"] == .undefined)
        #expect(json.errorMessages.first?.contains("Syntax Error") == true)
        #expect(json[path: "errors", 0, "locations", 0, "line"] == 1)
    }

    @Test func validationErrorIsRejected() async throws {
        let (json, outcome) = try await run("{ countries { population } }")
        #expect(outcome == .rejected)
        #expect(json.errorMessages.first?.contains("population") == true)
    }

    @Test func missingRequiredVariableIsRejected() async throws {
        let (json, outcome) = try await run("query ($code: ID!) { country(code: $code) { name } }")
        #expect(outcome == .rejected)
        #expect(json.errorMessages.first?.contains("$code") == true)
    }

    @Test func unknownOperationNameIsRejected() async throws {
        let (json, outcome) = try await run("query A { continents { code } }", operationName: "B")
        #expect(outcome == .rejected)
        #expect(json.errorMessages == ["Unknown operation named \"B\"."])
    }

    @Test func severalOperationsNeedAName() async throws {
        let document = "query A { continents { code } } query B { languages { code } }"
        #expect(try await run(document).outcome == .rejected)
        let (json, outcome) = try await run(document, operationName: "B")
        #expect(outcome == .executed)
        #expect(json[path: "data", "languages", 0, "code"] != .undefined)
    }
}
