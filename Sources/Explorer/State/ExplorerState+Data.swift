import TerminalUI

/// Which data each screen needs and which items it lists.
extension ExplorerState {
    /// The requests a screen needs, its main data first (a country list's detail pane, or the selected continent's
    /// or language's countries beside the continents or languages, comes second).
    func requests(for screen: Screen) -> [DataRequest] {
        switch screen.kind {
        case .countryList(let request):
            guard case .country(let country)? = screen.selectedRow?.item else { return [request] }
            return [request, .countryDetail(country.code)]
        case .country(let code), .states(let code), .subdivisions(let code), .timeZones(let code):
            return [.countryDetail(code)]
        case .neighbours(let code):
            // The neighbours' names and rows come from the list of every country; the pane shows the selected one.
            guard case .country(let country)? = screen.selectedRow?.item else { return [.countryDetail(code), .allCountries] }
            return [.countryDetail(code), .allCountries, .countryDetail(country.code)]
        case .compare(let first, let second):
            return [.countryDetail(first), .countryDetail(second)]
        case .continents:
            guard case .continent(let continent)? = screen.selectedRow?.item else { return [.continents] }
            return [.continents, .continentDetail(continent.code)]
        case .languages:
            guard case .language(let language)? = screen.selectedRow?.item else { return [.languages] }
            return [.languages, .languageDetail(language.code)]
        }
    }

    /// The items a screen lists, or nil while its data is not here.
    func items(for kind: ScreenKind) -> [RowItem]? {
        switch kind {
        case .countryList(let request):
            guard case .countries(_, let countries)? = data[request]?.payload else { return nil }
            return countries.map(RowItem.country)
        case .country(let code):
            guard case .countryDetail(let details)? = data[.countryDetail(code)]?.payload else { return nil }
            guard let details else { return [] }
            return Self.countryRows(details, kept: keptFactRows(code), packingNamesTo: packedNamesWidth(code))
        case .neighbours(let code):
            guard case .countries(_, let countries)? = data[.allCountries]?.payload, countryDetails(code) != nil else { return nil }
            let neighbours = Set(keptFacts(code)?.neighbours ?? [])
            return countries.filter { neighbours.contains($0.code) }.map(RowItem.country)
        case .timeZones(let code):
            guard countryDetails(code) != nil else { return nil }
            return (keptFacts(code)?.timeZones ?? []).map(RowItem.timeZone)
        case .compare(let first, let second):
            guard let lines = factLines(first, now: .distantPast), factLines(second, now: .distantPast) != nil else { return nil }
            return lines.map { RowItem.comparison(label: $0.label) }
        case .states(let code):
            guard case .countryDetail(let details)? = data[.countryDetail(code)]?.payload else { return nil }
            return (details?.states ?? []).map(RowItem.state)
        case .subdivisions(let code):
            guard case .countryDetail(let details)? = data[.countryDetail(code)]?.payload else { return nil }
            return (details?.subdivisions ?? []).map(RowItem.state)
        case .continents:
            guard case .continents(let continents)? = data[.continents]?.payload else { return nil }
            return continents.map(RowItem.continent)
        case .languages:
            guard case .languages(let languages)? = data[.languages]?.payload else { return nil }
            return languages.map(RowItem.language)
        }
    }

    /// The rows of a country's own screen: its facts (the continent one opens it), the kept facts (the
    /// neighbours and the time zones open), its languages, the ways into its states and subdivisions, and its
    /// name in every language. A list rather than a fixed panel, so that every fact is reachable however small
    /// the terminal. With `packingNamesTo`, the names are packed into lines that wide, as the pane packs them.
    static func countryRows(_ details: CountryDetails, kept: [RowItem] = [], packingNamesTo width: Int? = nil) -> [RowItem] {
        let code = details.summary.code
        var rows = factRows(details) + kept
        rows += details.languages.isEmpty
            ? [.fact(label: "Languages", value: "none recorded")] : ListOrdering.byName(details.languages).map(RowItem.language)
        rows.append(details.states.isEmpty ? .fact(label: "States", value: "none recorded") : .statesEntry(countryCode: code, count: details.states.count))
        rows.append(details.subdivisions.isEmpty
            ? .fact(label: "Subdivisions", value: "none recorded") : .subdivisionsEntry(countryCode: code, count: details.subdivisions.count))
        rows += width.map { packedNameLines(details.names, width: $0).enumerated().map { RowItem.fact(label: $0.offset == 0 ? "Names" : "", value: $0.element) } }
            ?? nameRows(details.names)
        return rows
    }

    /// The names in every language, `fr Allemagne · es Alemania · …`, wrapped between names to `width`.
    static func packedNameLines(_ names: [LocalizedName], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for entry in names.map({ "\($0.language.code) \($0.name)" }) {
            let longer = line.isEmpty ? entry : line + " · " + entry
            if line.isEmpty || DisplayWidth.of(longer) <= width {
                line = longer
            } else {
                lines.append(line)
                line = entry
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// How the screen of `code` shares its list between its rows and the map (see `DetailBudget.screen`); nil
    /// until the country is here.
    func countryScreenBudget(_ code: String) -> DetailBudget.Screen? {
        guard let details = countryDetails(code) else { return nil }
        let list = Layout(kind: .country(code: code), width: screenWidth, height: height).list.inner
        let kept = keptFactRows(code)
        return DetailBudget.screen(
            height: list.height, rows: Self.countryRows(details, kept: kept).count,
            packedRows: Self.countryRows(details, kept: kept, packingNamesTo: Self.valueWidth(ofList: list)).count,
            map: MapView.rowBudget(highlighting: [code], state: self, columns: list.width - 2)
        )
    }

    /// The width the names of `code`'s screen are packed to, or nil when they are listed one a line.
    func packedNamesWidth(_ code: String) -> Int? {
        guard countryScreenBudget(code)?.packedNames == true else { return nil }
        return Self.valueWidth(ofList: Layout(kind: .country(code: code), width: width, height: height).list.inner)
    }

    /// The width of a fact's value in a list's `inner` area: its rows' margins and the label column aside.
    static func valueWidth(ofList inner: Rect) -> Int {
        inner.width - 2 - RowView.labelWidth
    }

    /// The names in every language as one labelled list: `Names  English    Germany`, then a row per language
    /// with the languages in a column of their own.
    static func nameRows(_ names: [LocalizedName]) -> [RowItem] {
        let column = (names.map { DisplayWidth.of($0.language.englishName) }.max() ?? 0) + 2
        return names.enumerated().map { index, name in
            let value = TextLayout.pad(name.language.englishName, toWidth: column) + name.name
            return .fact(label: index == 0 ? "Names" : "", value: value)
        }
    }

    /// A country's own facts, which its screen and the detail pane both show first.
    static func factRows(_ details: CountryDetails) -> [RowItem] {
        let summary = details.summary
        return [
            .fact(label: "Native", value: summary.native),
            .fact(label: "Capital", value: summary.capital ?? missingValue),
            .continentEntry(code: summary.continentCode, name: summary.continentName),
            .fact(label: "Phone", value: details.phones.isEmpty ? missingValue : details.phones.map { "+" + $0 }.joined(separator: ", ")),
            .fact(label: "Currency", value: details.currencies.isEmpty ? missingValue : details.currencies.joined(separator: ", ")),
            .fact(label: "Code", value: summary.code),
            .fact(label: "AWS region", value: details.awsRegion ?? missingValue),
        ]
    }

    /// How every screen shows a value that is missing, such as a currency or a capital.
    static let missingValue = "—"

    /// The details of a country, if loaded.
    func countryDetails(_ code: String) -> CountryDetails? {
        guard case .countryDetail(let details)? = data[.countryDetail(code)]?.payload else { return nil }
        return details
    }

    /// The heading of a country list (a continent or a language), if loaded.
    func heading(of request: DataRequest) -> CountryListHeading? {
        guard case .countries(let heading, _)? = data[request]?.payload else { return nil }
        return heading
    }

    /// How many items the screen in front has before filtering.
    public var totalCount: Int {
        items(for: screen.kind)?.count ?? 0
    }

    /// The version of the data a screen lists, which changes whenever that data does.
    private func dataVersion(of kind: ScreenKind) -> Int {
        switch kind {
        case .countryList(let request): dataVersions[request, default: 0]
        case .country(let code), .states(let code), .subdivisions(let code), .timeZones(let code):
            dataVersions[.countryDetail(code), default: 0]
        case .neighbours(let code): dataVersions[.countryDetail(code), default: 0] &* 31 &+ dataVersions[.allCountries, default: 0]
        case .compare(let first, let second):
            dataVersions[.countryDetail(first), default: 0] &* 31 &+ dataVersions[.countryDetail(second), default: 0]
        case .continents: dataVersions[.continents, default: 0]
        case .languages: dataVersions[.languages, default: 0]
        }
    }

    /// Recomputes the front screen's rows if its query or data changed, keeping the selection in range.
    mutating func refreshRows() {
        var screen = self.screen
        let version = dataVersion(of: screen.kind)
        let order = sortOrder(of: screen.kind)
        let basis = RowsBasis(
            query: screen.search.text, dataVersion: version, order: order, hasFacts: usesFacts(screen.kind, order: order), namesWidth: namesWidth(of: screen.kind)
        )
        guard screen.rowsBasis != basis else { return }
        let previous = screen.selectedRow?.item
        let previousQuery = screen.rowsBasis?.query
        screen.rows = searchRows(kind: screen.kind, query: screen.search.text, version: version, order: order, namesWidth: basis.namesWidth)
        screen.rowsBasis = basis
        // When the data or the order under a screen changes in place, keep the same item selected; after a
        // cleared search or a new filter, the item that was selected.
        let kept = previousQuery == basis.query ? previous : screen.preferredItem
        if let kept, let index = screen.rows.firstIndex(where: { $0.item == kept }) {
            screen.selection = index
        }
        if !screen.rows.isEmpty { screen.preferredItem = nil }
        self.screen = screen
    }

    /// The width a country's screen packs its names to, which its rows depend on; nil on other screens.
    private func namesWidth(of kind: ScreenKind) -> Int? {
        guard case .country(let code) = kind else { return nil }
        return packedNamesWidth(code)
    }

    /// Whether the rows of `kind` in `order` come from the kept facts and the facts are read: their arrival
    /// rebuilds only those (not the list of every country and its search index, which the first frame built).
    private func usesFacts(_ kind: ScreenKind, order: SortOrder?) -> Bool {
        guard facts != nil else { return false }
        switch kind {
        case .country, .neighbours, .timeZones, .compare: return true
        default: return order == .population || order == .area
        }
    }

    /// A country's aliases and names in other languages, which the search matches after its own fields.
    private func aliasFields(of item: RowItem) -> [String] {
        guard case .country(let country) = item else { return [] }
        return aliases.names(of: country.code)
    }

    /// The rows matching `query`: every item in `order` when it is empty, else best first, ties in `order`.
    private mutating func searchRows(kind: ScreenKind, query: String, version: Int, order: SortOrder?, namesWidth: Int?) -> [VisibleRow] {
        var cached: CachedIndex
        let hasFacts = usesFacts(kind, order: order)
        if let existing = indexes[kind], existing.version == version, existing.order == order, existing.hasFacts == hasFacts,
           existing.namesWidth == namesWidth {
            cached = existing
        } else {
            guard let items = listItems(of: kind) else { return [] }
            cached = CachedIndex(version: version, order: order, hasFacts: hasFacts, namesWidth: namesWidth, items: items)
            indexes[kind] = cached
        }
        // With nothing to match, every row shows in order: the index (folding thousands of names and aliases, a
        // third of the first frame's work) is built at the first key that searches.
        guard !SearchIndex<Int>.keepsEverything(query) else {
            return cached.items.map { VisibleRow(item: $0, highlights: [], matchedAlias: nil) }
        }
        let index: SearchIndex<Int>
        if let built = cached.index {
            index = built
        } else {
            index = SearchIndex(cached.items.enumerated().map { offset, item in
                (id: offset, fields: item.searchFields, aliases: aliasFields(of: item))
            })
            cached.index = index
            indexes[kind] = cached
        }
        return index.search(query).map { hit in
            let item = cached.items[hit.id]
            let reason = hit.matchedAlias.map { alias in
                if case .country(let country) = item { aliases.reason(alias, of: country.code) } else { alias }
            }
            return VisibleRow(item: item, highlights: hit.positions, matchedAlias: reason)
        }
    }
}
