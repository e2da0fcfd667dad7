import TerminalUI
import Explorer
import Foundation

/// Small, realistic data for reducer and view tests.
enum Fixtures {
    static let origin = DataOrigin(kind: .bundled(reason: "offline"), receivedAt: Date(timeIntervalSince1970: 1_790_000_000))

    static func country(_ code: String, _ name: String, _ native: String, _ emoji: String, capital: String?, currency: String?, continent: (String, String)) -> CountrySummary {
        CountrySummary(code: code, name: name, native: native, emoji: emoji, capital: capital, currency: currency, continentCode: continent.0, continentName: continent.1)
    }

    static let countries: [CountrySummary] = [
        country("AQ", "Antarctica", "Antarctica", "🇦🇶", capital: nil, currency: nil, continent: ("AN", "Antarctica")),
        country("CA", "Canada", "Canada", "🇨🇦", capital: "Ottawa", currency: "CAD", continent: ("NA", "North America")),
        country("CI", "Côte d'Ivoire", "Côte d'Ivoire", "🇨🇮", capital: "Yamoussoukro", currency: "XOF", continent: ("AF", "Africa")),
        country("DE", "Germany", "Deutschland", "🇩🇪", capital: "Berlin", currency: "EUR", continent: ("EU", "Europe")),
        country("FR", "France", "France", "🇫🇷", capital: "Paris", currency: "EUR", continent: ("EU", "Europe")),
        country("JP", "Japan", "日本", "🇯🇵", capital: "Tokyo", currency: "JPY", continent: ("AS", "Asia")),
        country("QA", "Qatar", "قطر", "🇶🇦", capital: "Doha", currency: "QAR", continent: ("AS", "Asia")),
        country("US", "United States", "United States", "🇺🇸", capital: "Washington D.C.", currency: "USD,USN,USS", continent: ("NA", "North America")),
    ]

    static let japanese = LanguageSummary(code: "ja", name: "Japanese", native: "日本語", rtl: false, countryCount: 1)
    static let french = LanguageSummary(code: "fr", name: "French", native: "Français", rtl: false, countryCount: 2)

    static func details(_ code: String) -> CountryDetails? {
        guard let summary = countries.first(where: { $0.code == code }) else { return nil }
        switch code {
        case "JP":
            return CountryDetails(summary: summary, phones: ["81"], currencies: ["JPY"], languages: [japanese],
                                  states: ["Aichi", "Akita", "Aomori", "Chiba", "Ehime", "Tokyo"].map { StateSummary(code: nil, name: $0) },
                                  awsRegion: "ap-northeast-1")
        case "CA":
            return CountryDetails(summary: summary, phones: ["1"], currencies: ["CAD"],
                                  languages: [LanguageSummary(code: "en", name: "English", native: "English", rtl: false), french],
                                  states: [StateSummary(code: "ON", name: "Ontario"), StateSummary(code: "QC", name: "Quebec")])
        default:
            return CountryDetails(summary: summary, phones: ["1"], currencies: summary.currency.map { [$0] } ?? [], languages: [], states: [])
        }
    }

    static let continents = [("AF", "Africa", 58), ("AN", "Antarctica", 5), ("AS", "Asia", 52), ("EU", "Europe", 53),
                             ("NA", "North America", 41), ("OC", "Oceania", 27), ("SA", "South America", 14)]
        .map { ContinentSummary(code: $0.0, name: $0.1, countryCount: $0.2) }

    static let languages = [
        LanguageSummary(code: "ar", name: "Arabic", native: "العربية", rtl: true, countryCount: 25),
        LanguageSummary(code: "en", name: "English", native: "English", rtl: false, countryCount: 91),
        french, japanese,
    ]

    /// Answers every pending fetch in `commands` with fixture data, as the runtime would.
    static func answer(_ commands: [Command], in state: inout ExplorerState) {
        var pending = commands
        while let command = pending.first {
            pending.removeFirst()
            guard case .fetch(let request, _) = command else { continue }
            pending += state.update(.loaded(request, .loaded(payload(for: request), origin)))
        }
    }

    static func payload(for request: DataRequest) -> DataPayload {
        switch request {
        case .allCountries: .countries(heading: nil, countries)
        case .countriesOfContinent(let code): .countries(heading: nil, countries.filter { $0.continentCode == code })
        case .countryDetail(let code): .countryDetail(details(code))
        case .continents: .continents(continents)
        case .continentDetail(let code):
            .countries(heading: .continent(code: code, name: continents.first { $0.code == code }?.name ?? code), countries.filter { $0.continentCode == code })
        case .languages: .languages(languages)
        case .languageDetail(let code): .countries(heading: .language(code == "fr" ? french : japanese), countries.filter { ["CA", "FR"].contains($0.code) == (code == "fr") })
        }
    }

    /// The explorer's map resource, read from the repository (the tests cannot reach the app's bundle).
    static func realWorldMap() throws -> WorldMap {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try WorldMap(data: Data(contentsOf: repository.appendingPathComponent("Sources/ExplorerApp/Resources/world-map.bin")))
    }

    /// A state at `width`×`height` with the first screen's data loaded, drawing `worldMap`.
    static func loadedState(
        width: Int = 100, height: Int = 30, options: ExplorerOptions = ExplorerOptions(), worldMap: WorldMap = .none
    ) -> ExplorerState {
        var state = ExplorerState(width: width, height: height, options: options, worldMap: worldMap)
        answer(state.update(.key(.resize(width: width, height: height))), in: &state)
        return state
    }
}

extension ExplorerState {
    /// Sends keys one by one, answering fetches with fixtures; returns every command.
    @discardableResult
    mutating func press(_ keys: [Key], answering: Bool = true) -> [Command] {
        var all: [Command] = []
        for key in keys {
            let commands = update(.key(key))
            all += commands
            if answering { Fixtures.answer(commands, in: &self) }
        }
        return all
    }

    /// Types each character of `text`.
    @discardableResult
    mutating func type(_ text: String) -> [Command] {
        press(text.map { Key.character($0) })
    }
}

