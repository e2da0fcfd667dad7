/// The names screens go by in the breadcrumb and in their list's title.
extension ExplorerState {
    /// The breadcrumb label of a screen.
    func breadcrumbLabel(of screen: Screen) -> String {
        switch screen.kind {
        case .countryList(.countriesOfContinent(let code)): "Countries in \(continentName(code))"
        case .countryList(.continentDetail(let code)): continentName(code)
        case .countryList(.languageDetail(let code)): languageName(code)
        case .countryList: "Countries"
        case .country(let code): countryName(code)
        case .states: "States"
        case .subdivisions: "Subdivisions"
        case .continents: "Continents"
        case .languages: "Languages"
        case .neighbours: "Neighbours"
        case .timeZones: "Time zones"
        case .compare(let first, let second): "\(countryName(first)) and \(countryName(second))"
        }
    }

    /// The title of the front screen's list, with counts and, for the lists F3 sorts, their order.
    var listTitle: String {
        let screen = screen
        let order = sortOrder.map { " · " + $0.title } ?? ""
        let counts = (screen.search.text.isEmpty ? "\(totalCount)" : "\(screen.rows.count)/\(totalCount)") + order
        switch screen.kind {
        case .countryList(let request):
            switch heading(of: request) {
            case .language(let language)?:
                return "\(language.name) · \(language.native)\(language.rtl ? " · right to left" : "") · \(counts)"
            case .continent(_, let name)?:
                return "\(name) · \(counts)"
            case nil:
                return "\(breadcrumbLabel(of: screen)) · \(counts)"
            }
        case .country(let code):
            return countryTitle(code)
        case .states(let code): return "\(countryName(code)): states and provinces · \(counts)"
        case .subdivisions(let code): return "\(countryName(code)): subdivisions · \(counts)"
        case .continents: return "Continents · \(counts)"
        case .languages: return "Languages · \(counts)"
        case .neighbours(let code): return "\(countryName(code)): land neighbours · \(counts)"
        case .timeZones(let code): return "\(countryName(code)): time zones · \(counts)"
        case .compare(let first, _): return countryTitle(first)
        }
    }

    /// A country's flag (its code under `--ascii`) and the name shown, with the English name beside it when that
    /// differs (`🇩🇪 Allemagne · Germany`), and `✓ marked` while Space has marked it.
    func countryTitle(_ code: String) -> String {
        let details = countryDetails(code)
        let flag = options.ascii ? code : countrySummary(code)?.emoji ?? code
        return "\(flag) \(countryName(code))" + (details?.englishNameIfDifferent.map { " · " + $0 } ?? "")
            + (comparison.marked == code ? " · \(RowView.markSymbol) marked" : "")
    }

    /// A continent's name, from whatever data is loaded, else its code.
    func continentName(_ code: String) -> String {
        for case .countries(.continent(let known, let name), _)? in data.values.map(\.payload) where known == code {
            return name
        }
        if case .continents(let continents)? = data[.continents]?.payload, let match = continents.first(where: { $0.code == code }) {
            return match.name
        }
        return Self.continentNames[code] ?? code
    }

    /// A language's name, from whatever data is loaded, else its code.
    func languageName(_ code: String) -> String {
        if case .countries(.language(let language), _)? = data[.languageDetail(code)]?.payload { return language.name }
        if case .languages(let languages)? = data[.languages]?.payload, let match = languages.first(where: { $0.code == code }) {
            return match.name
        }
        return code
    }

    /// A country's name, from whatever data is loaded, else its code.
    func countryName(_ code: String) -> String {
        countrySummary(code)?.name ?? code
    }

    /// What the loaded data says about a country: its details' summary, else its row in any loaded list.
    func countrySummary(_ code: String) -> CountrySummary? {
        if let details = countryDetails(code) { return details.summary }
        for case .countries(_, let countries)? in data.values.map(\.payload) {
            if let match = countries.first(where: { $0.code == code }) { return match }
        }
        return nil
    }

    /// The seven continents' names, for labels shown before any data arrives.
    static let continentNames = [
        "AF": "Africa", "AN": "Antarctica", "AS": "Asia", "EU": "Europe",
        "NA": "North America", "OC": "Oceania", "SA": "South America",
    ]
}
