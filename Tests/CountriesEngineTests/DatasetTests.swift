import CountriesEngine
import Foundation
import Testing

@Suite("Bundled dataset")
struct DatasetTests {
    @Test func hasEveryCountryAndContinent() throws {
        let data = try service().dataset
        #expect(data.countries.count == 250)
        #expect(data.continents.map(\.code) == ["AF", "AN", "AS", "EU", "NA", "OC", "SA"])
        #expect(data.countries.map(\.code) == data.countries.map(\.code).sorted())
        #expect(data.country("XK")?.name == "Kosovo")
    }

    @Test func canada() throws {
        let canada = try #require(try service().dataset.country("CA"))
        #expect(canada.capital == "Ottawa")
        #expect(canada.currency == "CAD")
        #expect(canada.phone == "1")
        #expect(canada.languages == ["en", "fr"])
        #expect(canada.states.count == 13)
        #expect(canada.states.contains { $0.code == "ON" && $0.name == "Ontario" })
        #expect(canada.emoji == "🇨🇦")
        #expect(canada.emojiU == "U+1F1E8 U+1F1E6")
    }

    @Test func japan() throws {
        let japan = try #require(try service().dataset.country("JP"))
        #expect(japan.capital == "Tokyo")
        #expect(japan.currency == "JPY")
        #expect(japan.phone == "81")
        #expect(japan.languages == ["ja"])
        #expect(japan.states.count == 47)
        #expect(japan.native == "日本")
    }

    @Test func antarcticaHasNoCapitalOrCurrency() throws {
        let antarctica = try #require(try service().dataset.country("AQ"))
        #expect(antarctica.capital == nil)
        #expect(antarctica.currency == nil)
        #expect(antarctica.currencies.isEmpty)
        #expect(antarctica.continent == "AN")
    }

    @Test func followsThePublicAPIConventions() throws {
        let data = try service().dataset
        #expect(data.country("US")?.currency == "USD,USS")
        #expect(data.country("US")?.currencies == ["USD", "USS"])
        #expect(data.country("CI")?.native == "Côte d'Ivoire")
        #expect(data.country("BR")?.native == "Brasil")
        for country in data.countries {
            #expect(!country.phone.hasPrefix("+"), "\(country.code) phone \(country.phone)")
            #expect(!country.phones.isEmpty, "\(country.code) has no phone")
            #expect(!country.awsRegion.isEmpty, "\(country.code) has no awsRegion")
            #expect(country.names.count == 14, "\(country.code) names \(country.names.keys.sorted())")
            #expect(country.states.allSatisfy { !($0.code ?? "").contains("-") }, "\(country.code) state codes")
        }
        #expect(data.languages.first { $0.code == "ar" }?.rtl == true)
        #expect(data.languages.first { $0.code == "ja" }?.native == "日本語")
    }

    @Test(arguments: [("AX", "Åland"), ("BL", "Saint Barthélemy"), ("RE", "Réunion"), ("ST", "São Tomé and Príncipe"), ("CW", "Curaçao")])
    func englishNamesKeepTheirLetters(code: String, name: String) throws {
        let country = try #require(try service().dataset.country(code))
        #expect(country.name == name)
        #expect(country.names["en"] == name)
    }

    @Test(arguments: [("PW", "Ngerulmud"), ("MD", "Chișinău"), ("MV", "Malé")])
    func capitalsAreCurrentAndKeepTheirDiacritics(code: String, capital: String) throws {
        #expect(try service().dataset.country(code)?.capital == capital)
    }

    @Test func noCountryListsAnISO4217Fund() throws {
        let funds: Set = ["BOV", "CHE", "CHW", "CLF", "COU", "MXV", "USN", "UYI", "UYW"]
        for country in try service().dataset.countries {
            #expect(funds.isDisjoint(with: country.currencies), "\(country.code): \(country.currencies)")
        }
        #expect(try service().dataset.country("CH")?.currencies == ["CHF"])
        #expect(try service().dataset.country("UY")?.currencies == ["UYU"])
    }

    @Test(arguments: [
        (#"{"continents": [{"code": "EU", "name": "Europe"}, {"code": "EU", "name": "Again"}], "languages": [], "countries": []}"#,
         DatasetError.duplicateCode("continent EU")),
        (#"{"continents": [], "languages": [], "countries": [\#(country("AD", continent: "EU"))]}"#,
         DatasetError.danglingReference("country AD names unknown continent EU")),
        (#"{"continents": [{"code": "EU", "name": "Europe"}], "languages": [], "countries": [\#(country("AD", continent: "EU", languages: #"["ca"]"#))]}"#,
         DatasetError.danglingReference("country AD names unknown language ca")),
        (#"{"continents": [{"code": "EU", "name": "Europe"}], "languages": [], "countries": [\#(country("AD", continent: "EU")), \#(country("AD", continent: "EU"))]}"#,
         DatasetError.duplicateCode("country AD")),
    ])
    func refusesDuplicateCodesAndDanglingReferences(json: String, error: DatasetError) {
        #expect(throws: error) { try CountriesDataset(json: Data(json.utf8)) }
    }

    @Test func rejectsMalformedJSON() {
        #expect(throws: DatasetError.self) { try CountriesDataset(json: Data("{\"countries\": 3}".utf8)) }
        let badCode = #"{"metadata": {"sources": []}, "continents": [], "languages": [], "countries": [{"code": 1}]}"#
        #expect(throws: DatasetError.malformed("countries[0].code: expected String, found 1")) {
            try CountriesDataset(json: Data(badCode.utf8))
        }
    }
}

/// A country record's JSON with every required member.
private func country(_ code: String, continent: String, languages: String = "[]") -> String {
    #"{"code": "\#(code)", "name": "N", "native": "N", "phone": "1", "continent": "\#(continent)", "languages": \#(languages), "emoji": "E", "emojiU": "U", "awsRegion": "r", "names": {}, "states": [], "subdivisions": []}"#
}

extension CountriesDataset {
    /// The country with `code`.
    fileprivate func country(_ code: String) -> CountryRecord? {
        countries.first { $0.code == code }
    }
}
