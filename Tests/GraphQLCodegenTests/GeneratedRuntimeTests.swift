import CountriesAPI
import Foundation
import JSONCore
import Testing

/// The committed generated code reads responses and writes variables as the GraphQL wire format expects.
@Suite struct GeneratedRuntimeTests {
    private func decode<T: JSONValueReadable>(_ type: T.Type, _ json: String) throws -> T {
        try T(jsonValue: JSONValue(parsing: Data(json.utf8)))
    }

    /// Why `json` does not read as `type`.
    private func readError<T: JSONValueReadable>(_ type: T.Type, _ json: String) throws -> String {
        let value = try JSONValue(parsing: Data(json.utf8))
        do throws(JSONReadError) {
            _ = try T(jsonValue: value)
            return "read"
        } catch {
            return error.description
        }
    }

    private func encode(_ value: some JSONValueWritable) -> String {
        String(decoding: value.jsonValue.jsonData, as: UTF8.self)
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

    /// A selected field is in every response, `null` or not: `{}` for a query of `country` does not match it,
    /// as `query`'s reply check says (before, a missing member read as `null`, and the app showed it as no country).
    @Test func aMissingFieldIsRefusedEvenWhereNullIsAllowed() throws {
        #expect(try readError(CountryDetailQuery.Data.self, "{}") == "country: expected Country?, found nothing")
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

    /// The readers name where a reply goes wrong, through lists and fragments alike: before, they only
    /// returned nil, and Foundation's decoder ran again to say why.
    @Test(arguments: [
        (#"{"countries": [{"code": "FR", "name": "France", "englishName": "France", "native": "France", "emoji": "🇫🇷", "capital": 7,"#
            + #""currency": "EUR", "phone": "33", "continent": {"code": "EU", "name": "Europe"}}]}"#,
         "countries[0].capital: expected String, found 7"),
        (#"{"countries": [{"code": "FR", "name": "France", "englishName": "France", "native": "France", "emoji": "🇫🇷", "capital": null,"#
            + #""currency": "EUR", "phone": "33"}]}"#,
         "countries[0].continent: expected Continent, found nothing"),
        (#"{"countries": [null]}"#, "countries[0]: expected Country, found null"),
        (#"{"countries": {"code": "FR"}}"#, "countries: expected [Country], found an object"),
        (#"[]"#, "expected Data, found an array"),
    ])
    func aReplyThatDoesNotMatchNamesItsPath(json: String, message: String) throws {
        #expect(try readError(AllCountriesWithFragmentQuery.Data.self, json) == message)
    }

    @Test func aLongStringIsCutInTheMessage() throws {
        let long = String(repeating: "x", count: 100)
        #expect(try readError(CountryDetailQuery.Data.self, #"{"country": {"code": ["\#(long)"]}}"#)
            == "country.code: expected String, found an array")
        #expect(try readError(LanguagesListQuery.Data.self, #"{"languages": "\#(long)"}"#)
            == "languages: expected [Language], found \"\(String(repeating: "x", count: 40))\"…")
    }

    @Test func filterVariablesOmitAbsentFields() throws {
        let query = FilteredCountriesQuery(
            filter: .some(CountryFilterInput(continent: .some(StringQueryOperatorInput(eq: "EU"))))
        )
        #expect(encode(query.variables) == #"{"filter":{"continent":{"eq":"EU"}}}"#)
    }

    @Test func explicitNullIsSentAsNull() throws {
        let query = FilteredCountriesQuery(
            filter: .some(CountryFilterInput(code: .null, continent: .some(StringQueryOperatorInput(eq: "EU", in: ["FR", "DE"]))))
        )
        #expect(encode(query.variables) == #"{"filter":{"code":null,"continent":{"eq":"EU","in":["FR","DE"]}}}"#)
        #expect(encode(FilteredCountriesQuery(filter: .null).variables) == #"{"filter":null}"#)
    }

    @Test func omittedVariablesEncodeAsAnEmptyObject() throws {
        #expect(encode(FilteredCountriesQuery().variables) == "{}")
        #expect(encode(AllCountriesQuery().variables) == "{}")
        #expect(encode(CountryDetailQuery(code: "JP").variables) == #"{"code":"JP"}"#)
    }

    @Test func theLanguageOfNamesIsAVariable() throws {
        #expect(encode(CountryDetailQuery(code: "JP", lang: "fr").variables) == #"{"code":"JP","lang":"fr"}"#)
        #expect(encode(AllCountriesQuery(lang: "de").variables) == #"{"lang":"de"}"#)
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
