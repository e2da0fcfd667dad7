import CountriesAPI
import Explorer
@testable import ExplorerApp
import Foundation
import JSONCore
import Testing

/// The generated operations' data become the explorer's plain values.
@Suite struct PayloadMappingTests {
    private func decode<T: JSONValueReadable>(_ type: T.Type, _ json: String) throws -> T {
        try T(jsonValue: JSONValue(parsing: Data(json.utf8)))
    }

    @Test func aCountryDetailBecomesDetailsWithEveryFact() throws {
        let data = try decode(
            CountryDetailQuery.Data.self,
            """
            {"country": {"code": "JP", "name": "Japon", "native": "日本", "emoji": "🇯🇵", "emojiU": "U+1F1EF U+1F1F5",
              "capital": "Tokyo", "currency": "JPY", "currencies": ["JPY"], "phone": "81", "phones": ["81"],
              "awsRegion": "ap-northeast-1", "continent": {"code": "AS", "name": "Asia"},
              "languages": [{"code": "ja", "name": "Japanese", "native": "日本語", "rtl": false}],
              "states": [{"code": "13", "name": "Tokyo"}, {"code": null, "name": "Unnamed"}],
              "subdivisions": [{"code": "JP-13", "emoji": null, "name": "Tokyo"}, {"code": "GB-SCT", "emoji": "🏴", "name": "Scotland"}],
              "en": "Japan", "ru": "Япония", "es": "Japón", "fr": "Japon", "de": "Japan", "ja": "日本", "tr": "Japonya",
              "pt": "Japão", "fa": "ژاپن", "it": "Giappone", "zh": "日本", "nl": "Japan", "pl": "Japonia", "vi": "Nhật Bản"}}
            """
        )
        guard case .countryDetail(let details?) = PayloadMapping.payload(data) else {
            Issue.record("expected a country's details")
            return
        }
        #expect(details.summary == CountrySummary(
            code: "JP", name: "Japon", native: "日本", emoji: "🇯🇵", capital: "Tokyo", currency: "JPY",
            continentCode: "AS", continentName: "Asia", englishName: "Japan", phone: "81"
        ))
        #expect(details.phones == ["81"])
        #expect(details.currencies == ["JPY"])
        #expect(details.languages == [LanguageSummary(code: "ja", name: "Japanese", native: "日本語", rtl: false)])
        #expect(details.states == [StateSummary(code: "13", name: "Tokyo"), StateSummary(code: nil, name: "Unnamed")])
        #expect(details.awsRegion == "ap-northeast-1")
        #expect(details.subdivisions == [
            StateSummary(code: "JP-13", name: "Tokyo"), StateSummary(code: "GB-SCT", name: "Scotland", emoji: "🏴"),
        ])
        #expect(details.names.map(\.language) == NameLanguage.all, "every language, in the schema's order")
        #expect(details.names.map(\.name) == [
            "Japan", "Япония", "Japón", "Japon", "Japan", "日本", "Japonya", "Japão", "ژاپن", "Giappone", "日本", "Japan", "Japonia", "Nhật Bản",
        ])
        #expect(details.englishNameIfDifferent == "Japan")
    }

    @Test func anEmptyAWSRegionIsMissingAndAnUnknownCountryIsNil() throws {
        let data = try decode(
            CountryDetailQuery.Data.self,
            """
            {"country": {"code": "AQ", "name": "Antarctica", "native": "Antarctica", "emoji": "🇦🇶", "emojiU": "",
              "capital": null, "currency": null, "currencies": [], "phone": "672", "phones": ["672"],
              "awsRegion": "", "continent": {"code": "AN", "name": "Antarctica"}, "languages": [], "states": [],
              "subdivisions": [], "en": "Antarctica", "ru": "Япония", "es": "Japón", "fr": "Japon", "de": "Antarctica", "ja": "日本", "tr": "Japonya",
              "pt": "Japão", "fa": "ژاپن", "it": "Giappone", "zh": "日本", "nl": "Antarctica", "pl": "Japonia", "vi": "Nhật Bản"}}
            """
        )
        guard case .countryDetail(let details?) = PayloadMapping.payload(data) else {
            Issue.record("expected a country's details")
            return
        }
        #expect(details.awsRegion == nil)
        #expect(details.summary.capital == nil)
        #expect(PayloadMapping.payload(try decode(CountryDetailQuery.Data.self, #"{"country": null}"#)) == .countryDetail(nil))
    }

    @Test func aLanguagesCountriesComeUnderItsHeadingWithTheirCount() throws {
        let data = try decode(
            LanguageDetailQuery.Data.self,
            """
            {"language": {"code": "fr", "name": "French", "native": "Français", "rtl": false, "countries": [
              {"code": "FR", "name": "Frankreich", "englishName": "France", "native": "France", "emoji": "🇫🇷", "capital": "Paris", "currency": "EUR",
               "phone": "33", "continent": {"code": "EU", "name": "Europe"}}]}}
            """
        )
        guard case .countries(let heading, let countries) = PayloadMapping.payload(data) else {
            Issue.record("expected a country list")
            return
        }
        #expect(heading == .language(LanguageSummary(code: "fr", name: "French", native: "Français", rtl: false, countryCount: 1)))
        #expect(countries.map(\.name) == ["Frankreich"])
        #expect(countries.map(\.englishName) == ["France"])
        #expect(countries.map(\.phone) == ["33"], "the calling codes a wide list shows")
        #expect(countries.first?.continentName == "Europe")
    }

    @Test func anUnknownContinentOrLanguageIsAnEmptyList() throws {
        #expect(PayloadMapping.payload(try decode(ContinentDetailQuery.Data.self, #"{"continent": null}"#)) == .countries(heading: nil, []))
        #expect(PayloadMapping.payload(try decode(LanguageDetailQuery.Data.self, #"{"language": null}"#)) == .countries(heading: nil, []))
    }

    @Test func listsKeepTheirCounts() throws {
        let continents = try decode(
            ContinentsListQuery.Data.self,
            #"{"continents": [{"code": "EU", "name": "Europe", "countries": [{"code": "FR"}, {"code": "DE"}]}]}"#
        )
        #expect(PayloadMapping.payload(continents) == .continents([ContinentSummary(code: "EU", name: "Europe", countryCount: 2)]))
        let languages = try decode(
            LanguagesListQuery.Data.self,
            #"{"languages": [{"code": "ar", "name": "Arabic", "native": "العربية", "rtl": true, "countries": [{"code": "QA"}]}]}"#
        )
        #expect(PayloadMapping.payload(languages) == .languages([
            LanguageSummary(code: "ar", name: "Arabic", native: "العربية", rtl: true, countryCount: 1),
        ]))
    }
}
