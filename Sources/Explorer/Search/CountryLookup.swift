/// One country named on a command line (`country-explorer show japan`), found by the explorer's own search: the
/// same fields, aliases, flags and names in other languages as the Countries list matches.
public enum CountryLookup {
    /// What a name finds.
    public enum Outcome: Sendable, Hashable {
        /// One country: the only one the name equals (a code, a name, an alias), or the only one it matches.
        case found(CountrySummary)
        /// Several countries, best first (at most `candidateLimit`), and none of them the one the name equals.
        case ambiguous([CountrySummary])
        /// None; the countries whose names are nearest to it, nearest first (at most `nearestLimit`).
        case unknown(nearest: [CountrySummary])
    }

    /// The most candidates an ambiguous name lists.
    static let candidateLimit = 8
    /// The most nearest names an unknown name lists.
    static let nearestLimit = 3

    /// Looks `name` up among `countries`, in the list's order, with their `aliases`.
    public static func find(_ name: String, in countries: [CountrySummary], aliases: CountryAliases) -> Outcome {
        let items = countries.map { RowItem.country($0) }
        let index = SearchIndex(items.indices.map { offset in
            (id: offset, fields: items[offset].searchFields, aliases: aliases.names(of: countries[offset].code))
        })
        let hits = index.search(name).map { countries[$0.id] }
        let matcher = FuzzyMatcher(query: name)
        let query = matcher.query
        guard !query.isEmpty else { return .unknown(nearest: []) }
        func equals(_ texts: [String]) -> Bool {
            texts.contains { PreparedText($0).slots.map(\.scalar) == query }
        }
        // A country's own field it equals wins over an alias another country has (`georgia`, `congo`).
        let own = hits.filter { equals(RowItem.country($0).searchFields) }
        let named = own.isEmpty ? hits.filter { equals(aliases.names(of: $0.code)) } : own
        if named.count == 1, let only = named.first { return .found(only) }
        if named.count > 1 { return .ambiguous(Array(named.prefix(candidateLimit))) }
        if hits.count == 1, let only = hits.first { return .found(only) }
        if !hits.isEmpty { return .ambiguous(Array(hits.prefix(candidateLimit))) }
        return .unknown(nearest: nearest(to: matcher, in: countries))
    }

    /// The countries whose names (as shown) are fewest edits from the matcher's query, nearest first, ties in list order.
    private static func nearest(to matcher: FuzzyMatcher, in countries: [CountrySummary]) -> [CountrySummary] {
        let distances = countries.enumerated().compactMap { offset, country -> (distance: Int, offset: Int)? in
            let text = PreparedText(country.name)
            let limit = max(matcher.query.count, text.count)
            return EditDistance.distance(matcher.query, queryMask: matcher.mask, text, limit: limit)
                .map { (distance: $0, offset: offset) }
        }
        return distances.sorted { ($0.distance, $0.offset) < ($1.distance, $1.offset) }
            .prefix(nearestLimit).map { countries[$0.offset] }
    }
}
