import CountriesAPI
import Foundation
import Testing

/// The committed generated code decodes responses and encodes variables as the GraphQL wire format expects.
@Suite struct GeneratedRuntimeTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    private func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func countryDetailDecodesAFullCountry() throws {
        let data = try decode(
            CountryDetailQuery.Data.self,
            """
            {"country": {"code": "JP", "name": "Japan", "native": "日本", "emoji": "🇯🇵", "emojiU": "U+1F1EF U+1F1F5",
              "capital": "Tokyo", "currency": "JPY", "currencies": ["JPY"], "phone": "81", "phones": ["81"],
              "awsRegion": "ap-northeast-1", "continent": {"code": "AS", "name": "Asia"},
              "languages": [{"code": "ja", "name": "Japanese", "native": "日本語", "rtl": false}],
              "states": [{"code": "13", "name": "Tokyo"}, {"code": null, "name": "Unnamed"}],
              "subdivisions": [{"code": "JP-13", "emoji": null, "name": "Tokyo"}],
              "en": "Japan", "ru": "Япония", "es": "Japón", "fr": "Japon", "de": "Japan", "ja": "日本", "tr": "Japonya", "pt": "Japão", "fa": "ژاپن", "it": "Giappone", "zh": "日本", "nl": "Japan", "pl": "Japonia", "vi": "Nhật Bản"}}
            """
        )
        let country = try #require(data.country)
        #expect(country.name == "Japan")
        #expect(country.continent == CountryDetailQuery.Data.Country.Continent(code: "AS", name: "Asia"))
        #expect(country.languages.map(\.native) == ["日本語"])
        #expect(country.states.map(\.code) == ["13", nil])
        #expect(country.currencies == ["JPY"])
        #expect(country.subdivisions.map(\.code) == ["JP-13"])
        #expect(country.subdivisions.first?.emoji == nil)
        #expect(country.fr == "Japon" && country.ja == "日本" && country.en == "Japan", "the names in every language, by alias")
    }

    @Test func countryDetailDecodesANullCountry() throws {
        let data = try decode(CountryDetailQuery.Data.self, #"{"country": null}"#)
        #expect(data.country == nil)
    }

    @Test func fragmentFieldsAreReadThroughFragments() throws {
        let data = try decode(
            AllCountriesWithFragmentQuery.Data.self,
            """
            {"countries": [{"code": "FR", "name": "France", "englishName": "France", "native": "France", "emoji": "🇫🇷", "capital": "Paris",
              "currency": "EUR", "phone": "33", "continent": {"code": "EU", "name": "Europe"}},
             {"code": "AQ", "name": "Antarktis", "englishName": "Antarctica", "native": "Antarctica", "emoji": "🇦🇶", "capital": null,
              "currency": null, "phone": "672", "continent": {"code": "AN", "name": "Antarctica"}}]}
            """
        )
        let info = data.countries.map(\.fragments.countryBasicInfo)
        #expect(info.map(\.name) == ["France", "Antarktis"])
        #expect(info.map(\.englishName) == ["France", "Antarctica"])
        #expect(info[0].continent.code == "EU")
        #expect(info[1].capital == nil)
    }

    @Test func fragmentSelectionsEncodeIntoTheSameObject() throws {
        let basicInfo = CountryBasicInfo(
            code: "FR", name: "France", englishName: "France", native: "France", emoji: "🇫🇷", capital: "Paris", currency: "EUR",
            phone: "33", continent: CountryBasicInfo.Continent(code: "EU", name: "Europe")
        )
        let continent = ContinentDetailQuery.Data.Continent(
            code: "EU", name: "Europe",
            countries: [ContinentDetailQuery.Data.Continent.Country(fragments: .init(countryBasicInfo: basicInfo))]
        )
        let json = try encode(continent)
        #expect(json.contains(#"{"capital":"Paris","code":"FR","continent":{"code":"EU","name":"Europe"},"#))
        #expect(!json.contains("fragments"))
        #expect(try decode(ContinentDetailQuery.Data.Continent.self, json) == continent)
    }

    @Test func filterVariablesOmitAbsentFields() throws {
        let query = FilteredCountriesQuery(
            filter: .some(CountryFilterInput(continent: .some(StringQueryOperatorInput(eq: "EU"))))
        )
        #expect(try encode(query.variables) == #"{"filter":{"continent":{"eq":"EU"}}}"#)
    }

    @Test func explicitNullIsSentAsNull() throws {
        let query = FilteredCountriesQuery(
            filter: .some(CountryFilterInput(code: .null, continent: .some(StringQueryOperatorInput(eq: "EU", in: ["FR", "DE"]))))
        )
        #expect(try encode(query.variables) == #"{"filter":{"code":null,"continent":{"eq":"EU","in":["FR","DE"]}}}"#)
        #expect(try encode(FilteredCountriesQuery(filter: .null).variables) == #"{"filter":null}"#)
    }

    @Test func omittedVariablesEncodeAsAnEmptyObject() throws {
        #expect(try encode(FilteredCountriesQuery().variables) == "{}")
        #expect(try encode(AllCountriesQuery().variables) == "{}")
        #expect(try encode(CountryDetailQuery(code: "JP").variables) == #"{"code":"JP"}"#)
    }

    @Test func theLanguageOfNamesIsAVariable() throws {
        #expect(try encode(CountryDetailQuery(code: "JP", lang: "fr").variables) == #"{"code":"JP","lang":"fr"}"#)
        #expect(try encode(AllCountriesQuery(lang: "de").variables) == #"{"lang":"de"}"#)
        #expect(CountryDetailQuery.document.contains("    name(lang: $lang)\n"))
        #expect(CountryBasicInfo.fragmentDefinition.contains("  name(lang: $lang)\n"))
    }

    @Test func documentsCarryEveryFragmentOnce() {
        #expect(ContinentDetailQuery.operationName == "ContinentDetail")
        #expect(ContinentDetailQuery.document.hasPrefix(#"query ContinentDetail($code: ID!, $lang: String = "en") {"#))
        #expect(ContinentDetailQuery.document.hasSuffix("\n" + CountryBasicInfo.fragmentDefinition))
        #expect(ContinentDetailQuery.document.components(separatedBy: "fragment CountryBasicInfo").count == 2)
        #expect(!AllCountriesQuery.document.contains("fragment"))
        #expect(CountryBasicInfo.fragmentName == "CountryBasicInfo")
    }

    @Test func catalogListsEveryOperationByName() {
        #expect(OperationCatalog.all.map { $0.operationName } == [
            "AllCountries", "AllCountriesWithFragment", "ContinentDetail", "ContinentsList", "CountryDetail",
            "FilteredCountries", "LanguageDetail", "LanguagesList",
        ])
    }
}
