import CountriesAPI
import Explorer
@testable import ExplorerApp
import Foundation
import Testing

/// The generated operations' data become the explorer's plain values.
@Suite struct PayloadMappingTests {
    private func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
        try JSONDecoder().decode(type, from: Data(json.utf8))
    }

    @Test func aCountryDetailBecomesDetailsWithEveryFact() throws {
        let data = try decode(
            CountryDetailQuery.Data.self,
            """
            {"country": {"code": "JP", "name": "Japan", "native": "日本", "emoji": "🇯🇵", "emojiU": "U+1F1EF U+1F1F5",
              "capital": "Tokyo", "currency": "JPY", "currencies": ["JPY"], "phone": "81", "phones": ["81"],
              "awsRegion": "ap-northeast-1", "continent": {"code": "AS", "name": "Asia"},
              "languages": [{"code": "ja", "name": "Japanese", "native": "日本語", "rtl": false}],
              "states": [{"code": "13", "name": "Tokyo"}, {"code": null, "name": "Unnamed"}]}}
            """
        )
        guard case .countryDetail(let details?) = PayloadMapping.payload(data) else {
            Issue.record("expected a country's details")
            return
        }
        #expect(details.summary == CountrySummary(
            code: "JP", name: "Japan", native: "日本", emoji: "🇯🇵", capital: "Tokyo", currency: "JPY",
            continentCode: "AS", continentName: "Asia"
        ))
        #expect(details.phones == ["81"])
        #expect(details.currencies == ["JPY"])
        #expect(details.languages == [LanguageSummary(code: "ja", name: "Japanese", native: "日本語", rtl: false)])
        #expect(details.states == [StateSummary(code: "13", name: "Tokyo"), StateSummary(code: nil, name: "Unnamed")])
        #expect(details.awsRegion == "ap-northeast-1")
    }

    @Test func anEmptyAWSRegionIsMissingAndAnUnknownCountryIsNil() throws {
        let data = try decode(
            CountryDetailQuery.Data.self,
            """
            {"country": {"code": "AQ", "name": "Antarctica", "native": "Antarctica", "emoji": "🇦🇶", "emojiU": "",
              "capital": null, "currency": null, "currencies": [], "phone": "672", "phones": ["672"],
              "awsRegion": "", "continent": {"code": "AN", "name": "Antarctica"}, "languages": [], "states": []}}
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
              {"code": "FR", "name": "France", "native": "France", "emoji": "🇫🇷", "capital": "Paris", "currency": "EUR",
               "continent": {"code": "EU", "name": "Europe"}}]}}
            """
        )
        guard case .countries(let heading, let countries) = PayloadMapping.payload(data) else {
            Issue.record("expected a country list")
            return
        }
        #expect(heading == .language(LanguageSummary(code: "fr", name: "French", native: "Français", rtl: false, countryCount: 1)))
        #expect(countries.map(\.name) == ["France"])
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
