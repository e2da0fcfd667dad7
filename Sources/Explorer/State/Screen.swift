import TerminalUI

/// What a screen shows.
enum ScreenKind: Sendable, Hashable {
    /// A list of countries with a detail pane: all of them, a continent's, or a language's.
    case countryList(DataRequest)
    /// One country in full: its facts, its languages, and a way into its states.
    case country(code: String)
    /// A country's states and provinces.
    case states(countryCode: String)
    /// A country's ISO 3166-2 subdivisions.
    case subdivisions(countryCode: String)
    /// The continents.
    case continents
    /// The languages.
    case languages
    /// A country's land neighbours, as countries to open: the walk from one country to the next.
    case neighbours(countryCode: String)
    /// A country's time zones, each with its time now.
    case timeZones(countryCode: String)
    /// Two countries' facts side by side (stacked on narrow terminals), the differences highlighted.
    case compare(first: String, second: String)
}

/// One screen in a tab's navigation stack, with its own search, selection and scroll.
struct Screen: Sendable, Hashable {
    /// What it shows.
    var kind: ScreenKind
    /// Its search field.
    var search = SearchField()
    /// The item to select once the rows are next computed (after clearing a search or changing the filter),
    /// so that the place is kept.
    var preferredItem: RowItem?
    /// The selected row among the visible (filtered) rows.
    var selection: Int = 0
    /// The first visible row.
    var offset: Int = 0
    /// The rows that match the search, best first; kept in step by `ExplorerState.refreshRows()`.
    var rows: [VisibleRow] = []
    /// What `rows` were computed from, so they are recomputed only when it changes.
    var rowsBasis: RowsBasis?

    /// The selected row, if any.
    var selectedRow: VisibleRow? {
        rows.indices.contains(selection) ? rows[selection] : nil
    }

    /// Lets the search field take a key (see `SearchField.update`). When the search changes, the best match is
    /// selected, or, once the search is empty again, the row that was selected among the results (select Japan in
    /// the results of `jap`, clear it: Japan stays selected).
    mutating func updateSearch(_ key: Key, action: Action?, history: inout SearchHistory?) -> [Command]? {
        let before = search.text
        guard let commands = search.update(key, action: action, history: &history) else { return nil }
        if search.text != before {
            if search.text.isEmpty, let selected = selectedRow?.item { preferredItem = selected }
            selection = 0
            offset = 0
        }
        return commands
    }
}

/// What a screen's rows depend on.
struct RowsBasis: Sendable, Hashable {
    let query: String
    let dataVersion: Int
    let order: SortOrder?
    let hasFacts: Bool
    /// The width a country's screen packs its names to (nil: one a line).
    let namesWidth: Int?
}

/// One row of a list: an item, and which characters of its title matched the search.
public struct VisibleRow: Sendable, Hashable {
    /// The item.
    public var item: RowItem
    /// Grapheme offsets in the item's title to highlight.
    public var highlights: [Int]
    /// The hidden alias the search matched, when it matched better than the title: the row shows it, dimmed.
    var matchedAlias: String?
}

/// Anything a list can show.
public enum RowItem: Sendable, Hashable {
    /// A country. Indirect, so that copying its row copies one reference rather than a dozen strings: every
    /// keystroke copies a list's rows from its items and drops the rows before.
    indirect case country(CountrySummary)
    /// A continent.
    case continent(ContinentSummary)
    /// A language.
    case language(LanguageSummary)
    /// A state or province.
    case state(StateSummary)
    /// The way into a country's states, with how many there are.
    case statesEntry(countryCode: String, count: Int)
    /// The way into a country's subdivisions, with how many there are.
    case subdivisionsEntry(countryCode: String, count: Int)
    /// One fact of a country's screen: a label and its value.
    case fact(label: String, value: String)
    /// A country's continent, on the country's screen: Enter opens it.
    case continentEntry(code: String, name: String)
    /// A fact from the kept sources, with its source and year (shown dimmed).
    case sourcedFact(label: String, value: String, source: String)
    /// A country's land neighbours, by name in the explorer's order (shown `9: Austria, Belgium, …`): Enter lists them.
    case neighboursEntry(countryCode: String, names: [String], source: String)
    /// A country's time zones: drawn with the time now; Enter lists them.
    case timeZonesEntry(countryCode: String, zones: [String], official: String?, source: String)
    /// One IANA time zone, drawn with its time now.
    case timeZone(String)
    /// One fact of two countries being compared.
    case comparison(label: String)

    /// The text search matches first and highlights.
    var title: String {
        switch self {
        case .country(let country): country.name
        case .continent(let continent): continent.name
        case .language(let language): language.name
        case .state(let state): state.name
        case .statesEntry: "States and provinces"
        case .subdivisionsEntry: "Subdivisions"
        case .fact(_, let value), .sourcedFact(_, let value, _): value
        case .continentEntry(_, let name): name
        case .neighboursEntry(_, let names, _): CountedNames.text(names)
        case .timeZonesEntry(_, let zones, _, _): zones.joined(separator: ", ")
        case .timeZone(let zone): zone
        case .comparison(let label): label
        }
    }

    /// Every text search matches, title first.
    var searchFields: [String] {
        switch self {
        case .country(let country):
            [country.name, country.native, country.capital ?? "", country.code]
                + (country.englishName.map { $0 == country.name ? [] : [$0] } ?? [])
        case .continent(let continent): [continent.name, continent.code]
        case .language(let language): [language.name, language.native, language.code]
        case .state(let state): [state.name, state.code ?? ""]
        case .statesEntry, .subdivisionsEntry: [title]
        case .fact(let label, let value), .sourcedFact(let label, let value, _): [value, label]
        case .continentEntry(let code, let name): [name, code, "Continent"]
        case .neighboursEntry: [title, "Neighbours"]
        case .timeZonesEntry(_, let zones, _, _): [zones.joined(separator: ", "), "Time zones"]
        case .timeZone(let zone): [zone]
        case .comparison(let label): [label]
        }
    }
}
