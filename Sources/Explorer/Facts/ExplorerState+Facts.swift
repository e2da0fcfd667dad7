import Foundation

/// One fact as the detail, the comparison and the Markdown copy show it: a label, a value, and where the value
/// comes from (empty for the API's own facts).
struct FactLine: Sendable, Hashable {
    /// `Population`.
    var label: String
    /// `82,927,922`, or `unknown`.
    var value: String
    /// `GeoNames, World Bank 2018`; empty for the API's facts.
    var source = ""
}

/// The kept facts as every view words them.
extension ExplorerState {
    /// How a fact the sources do not have reads.
    static let unknownValue = "unknown"

    /// The kept facts of `code`, or nil while they are not read.
    func keptFacts(_ code: String) -> CountryFacts? {
        facts?.facts(of: code)
    }

    /// The country the detail shows: the country screen's, the selected row's (a list's pane), the second of a
    /// comparison, or the country whose neighbours, zones, states or subdivisions are listed.
    var detailCountry: String? {
        switch screen.kind {
        case .country(let code), .timeZones(let code), .states(let code), .subdivisions(let code): return code
        case .compare(_, let second): return second
        case .countryList, .neighbours:
            guard case .country(let country)? = selectedRow?.item else { return nil }
            return country.code
        case .continents, .languages: return nil
        }
    }

    /// Codes in the explorer's order of countries: by name as shown (accents and case aside, or in the
    /// collation's order), then code.
    func inExplorerOrder(_ codes: [String]) -> [String] {
        let names = collation.sortKeys(codes.map(countryName))
        let keyed = codes.indices.map { (code: codes[$0], name: names[$0]) }
        return keyed.sorted { ($0.name, $0.code) < ($1.name, $1.code) }.map(\.code)
    }

    /// The names of the countries of `codes`, as shown, in the explorer's order.
    func neighbourNames(_ codes: [String]) -> [String] {
        inExplorerOrder(codes).map(countryName)
    }

    /// The kept facts' rows of a country's own screen: neighbours and zones to open, then the rest with their
    /// sources. Empty while the facts are not read.
    func keptFactRows(_ code: String) -> [RowItem] {
        guard let kept = keptFacts(code) else { return [] }
        var rows: [RowItem] = [
            .neighboursEntry(countryCode: code, names: neighbourNames(kept.neighbours), source: kept.source(of: .neighbours)),
        ]
        rows.append(kept.timeZones.isEmpty
            ? .sourcedFact(label: "Time", value: Self.unknownValue, source: "")
            : .timeZonesEntry(countryCode: code, zones: kept.timeZones, official: kept.officialZone, source: kept.source(of: .timeZones)))
        rows += Self.staticLines(kept).map { RowItem.sourcedFact(label: $0.label, value: $0.value, source: $0.source) }
        return rows
    }

    /// Every kept fact of `code` at `now`, labelled with its source: nil while the facts are not read. Without
    /// `now` (a copy, which outlives the minute), the zones' names stand for the time.
    func keptFactLines(_ code: String, now: Date?) -> [FactLine]? {
        guard let kept = keptFacts(code) else { return nil }
        let time = now.map { ZoneClock.summary(of: kept.timeZones, official: kept.officialZone, at: $0) }
            ?? (kept.timeZones.isEmpty ? nil : kept.timeZones.joined(separator: ", "))
        // `9: Austria, Belgium, …` (every name; views cut it), or `none`.
        let neighbours = CountedNames.text(neighbourNames(kept.neighbours))
        return [
            FactLine(label: "Neighbours", value: neighbours, source: kept.source(of: .neighbours)),
            FactLine(label: "Time", value: time ?? Self.unknownValue, source: time == nil ? "" : kept.source(of: .timeZones)),
        ] + Self.staticLines(kept)
    }

    /// The figure a country row shows while its list is sorted by it: the population or the area, as the detail
    /// words it (`unknown` where the sources have none); nil for other orders, other rows, or before the facts.
    func sortedFigure(of item: RowItem) -> String? {
        guard case .country(let country) = item, let kept = keptFacts(country.code) else { return nil }
        switch sortOrder {
        case .population?: return kept.population.map(Self.populationText) ?? Self.unknownValue
        case .area?: return kept.area.map(Self.areaText) ?? Self.unknownValue
        default: return nil
        }
    }

    /// The facts that do not change with the clock or the loaded names.
    private static func staticLines(_ kept: CountryFacts) -> [FactLine] {
        func line(_ label: String, _ value: String?, _ fact: CountryFacts.Fact) -> FactLine {
            FactLine(label: label, value: value ?? unknownValue, source: value == nil ? "" : kept.source(of: fact))
        }
        return [
            line("Population", kept.population.map(populationText), .population),
            line("Area", kept.area.map(areaText), .area),
            line("Domain", kept.topLevelDomain, .topLevelDomain),
            line("Drives on", kept.drivingSide.map { "the \($0)" }, .drivingSide),
            line("Landlocked", kept.landlocked.map { $0 ? "yes" : "no" }, .landlocked),
            line("UN", kept.unStatus, .unStatus),
        ]
    }

    /// Every fact of a country at `now`, the API's then the kept ones (which read `unknown` until they are
    /// read), in one order whatever is known, so that two countries' lines pair up; nil without its details.
    func factLines(_ code: String, now: Date?) -> [FactLine]? {
        guard let details = countryDetails(code) else { return nil }
        let api = Self.factRows(details).compactMap { row -> FactLine? in
            switch row {
            case .fact(let label, let value): FactLine(label: label, value: value)
            case .continentEntry(let code, let name): FactLine(label: "Continent", value: "\(name) (\(code))")
            default: nil
            }
        }
        let languages = ListOrdering.byName(details.languages).map(\.name).joined(separator: ", ")
        let unknownKept = ["Neighbours", "Time", "Population", "Area", "Domain", "Drives on", "Landlocked", "UN"]
            .map { FactLine(label: $0, value: Self.unknownValue) }
        return api + [FactLine(label: "Languages", value: languages.isEmpty ? "none recorded" : languages)]
            + (keptFactLines(code, now: now) ?? unknownKept)
    }

    /// `82,927,922`.
    static func populationText(_ population: Int) -> String {
        grouped(Double(population))
    }

    /// `357,021 km²`.
    static func areaText(_ area: Double) -> String {
        grouped(area) + " km²"
    }

    /// `82,927,922`, `0.49`: digits grouped by threes with commas, whatever the locale; fractions only below 100.
    static func grouped(_ value: Double) -> String {
        guard value >= 100 || value == value.rounded() else {
            return String(format: "%.2f", value).replacingOccurrences(of: #"\.?0+$"#, with: "", options: .regularExpression)
        }
        var digits = String(Int(value.rounded()))
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        return ([digits] + groups).joined(separator: ",")
    }
}
