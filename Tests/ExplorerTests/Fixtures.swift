import TerminalUI
import Explorer
import Foundation

/// Small, realistic data for reducer and view tests.
enum Fixtures {
    static let origin = DataOrigin(kind: .bundled(reason: .offline), receivedAt: Date(timeIntervalSince1970: 1_790_000_000))

    /// `state` rendered at `now` (when the fixtures' data arrived, by default), with clock times in UTC.
    static func render(_ state: ExplorerState, now: Date = origin.receivedAt) -> ScreenBuffer {
        ExplorerView.render(state, now: now, timeZone: TimeZone(identifier: "UTC") ?? .current)
    }

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
        case "DE":
            return CountryDetails(summary: summary, phones: ["49"], currencies: ["EUR"], languages: [german],
                                  states: germanStates.map { StateSummary(code: $0.0, name: $0.1) },
                                  awsRegion: "eu-central-1",
                                  subdivisions: germanStates.map { StateSummary(code: "DE-" + $0.0, name: $0.1) },
                                  names: germanyNames)
        case "US":
            return CountryDetails(summary: summary, phones: ["1"], currencies: ["USD", "USN", "USS"], languages: [],
                                  states: [StateSummary(code: "AK", name: "Alaska")], awsRegion: "us-east-1",
                                  subdivisions: [StateSummary(code: "US-AK", name: "Alaska"), StateSummary(code: "US-GU", name: "Guam")])
        case "CA":
            return CountryDetails(summary: summary, phones: ["1"], currencies: ["CAD"],
                                  languages: [LanguageSummary(code: "en", name: "English", native: "English", rtl: false), french],
                                  states: [StateSummary(code: "ON", name: "Ontario"), StateSummary(code: "QC", name: "Quebec")])
        default:
            return CountryDetails(summary: summary, phones: ["1"], currencies: summary.currency.map { [$0] } ?? [], languages: [], states: [])
        }
    }

    /// Who speaks each fixture language, among the fixture countries.
    static let speakers = ["ar": ["QA"], "en": ["CA", "US"], "fr": ["CA", "FR"], "ja": ["JP"]]

    static let german = LanguageSummary(code: "de", name: "German", native: "Deutsch", rtl: false)

    static let germanStates = [
        ("BB", "Brandenburg"), ("BE", "Berlin"), ("BW", "Baden-Württemberg"), ("BY", "Bavaria"), ("HB", "Bremen"),
        ("HE", "Hesse"), ("HH", "Hamburg"), ("MV", "Mecklenburg-Vorpommern"), ("NI", "Lower Saxony"),
        ("NW", "North Rhine-Westphalia"), ("RP", "Rhineland-Palatinate"), ("SH", "Schleswig-Holstein"), ("SL", "Saarland"),
        ("SN", "Saxony"), ("ST", "Saxony-Anhalt"), ("TH", "Thuringia"),
    ]

    /// Germany's names in the schema's languages, as the bundled data has them.
    static let germanyNames = [
        ("en", "Germany"), ("ru", "Германия"), ("es", "Alemania"), ("fr", "Allemagne"), ("de", "Deutschland"), ("ja", "ドイツ"),
        ("tr", "Almanya"), ("pt", "Alemanha"), ("fa", "آلمان"), ("it", "Germania"), ("zh", "德国"), ("nl", "Duitsland"),
        ("pl", "Niemcy"), ("vi", "Đức"),
    ].compactMap { code, name in NameLanguage(code: code).map { LocalizedName(language: $0, name: name) } }

    /// The fixture countries' French names, as `--lang fr` shows them.
    static let frenchNames = [
        "AQ": "Antarctique", "CA": "Canada", "CI": "Côte d’Ivoire", "DE": "Allemagne", "FR": "France", "JP": "Japon",
        "QA": "Qatar", "US": "États-Unis",
    ]

    /// `payload` with every country's name in French, as a server answers `name(lang: "fr")`.
    static func inFrench(_ payload: DataPayload) -> DataPayload {
        func french(_ country: CountrySummary) -> CountrySummary {
            var country = country
            country.name = frenchNames[country.code] ?? country.name
            return country
        }
        switch payload {
        case .countries(let heading, let countries): return .countries(heading: heading, countries.map(french))
        case .countryDetail(var details?):
            details.summary = french(details.summary)
            return .countryDetail(details)
        default: return payload
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

    /// Answers every pending fetch in `commands` with fixture data, as the runtime would; `french` names the
    /// countries as `--lang fr` does.
    static func answer(_ commands: [Command], in state: inout ExplorerState, french: Bool = false) {
        var pending = commands
        while let command = pending.first {
            pending.removeFirst()
            guard case .fetch(let request, _) = command else { continue }
            let answer = french ? inFrench(payload(for: request)) : payload(for: request)
            pending += state.update(.loaded(request, .loaded(answer, origin)))
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
        case .languageDetail(let code):
            .countries(
                heading: languages.first { $0.code == code }.map(CountryListHeading.language),
                countries.filter { (speakers[code] ?? []).contains($0.code) }
            )
        }
    }

    /// The explorer's map resource, read from the repository (the tests cannot reach the app's bundle).
    static func realWorldMap() throws -> WorldMap {
        try WorldMap(data: explorerResource("world-map.bin"))
    }

    /// The zoomed map's shapes, read from the repository.
    static func realCountryShapes() throws -> CountryShapes {
        try CountryShapes(data: explorerResource("country-shapes.bin"))
    }

    private static func explorerResource(_ name: String) throws -> Data {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try Data(contentsOf: repository.appendingPathComponent("Sources/ExplorerApp/Resources/\(name)"))
    }

    /// A state at `width`×`height` with the first screen's data loaded (in French if `french`), drawing `worldMap`.
    static func loadedState(
        width: Int = 100, height: Int = 30, options: ExplorerOptions = ExplorerOptions(), french: Bool = false, worldMap: WorldMap = .none
    ) -> ExplorerState {
        var state = ExplorerState(width: width, height: height, options: options, worldMap: worldMap)
        answer(state.update(.key(.resize(width: width, height: height))), in: &state, french: french)
        state.draw()
        return state
    }
}

extension ExplorerState {
    /// Sends keys one by one, answering fetches with fixtures (in French with `french`); returns every command.
    @discardableResult
    mutating func press(_ keys: [Key], answering: Bool = true, french: Bool = false) -> [Command] {
        var all: [Command] = []
        for key in keys {
            let commands = update(.key(key))
            all += commands
            if answering { Fixtures.answer(commands, in: &self, french: french) }
            draw()
        }
        return all
    }

    /// Tells the state where its frame puts what a click can hit, as the runtime does after each frame.
    mutating func draw() {
        _ = update(.drawn(ExplorerView.hitRegions(self)))
    }

    /// Types each character of `text`.
    @discardableResult
    mutating func type(_ text: String) -> [Command] {
        press(text.map { Key.character($0) })
    }
}

