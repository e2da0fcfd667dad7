/// Ranks records with several searchable fields against a query, best first, as fzf would.
///
/// Field 0 is the display name and the only field that gets highlight positions; later fields (native name,
/// capital, code, aliases, …) match too. A record ranks as its best field, by tier first (see `MatchTier`): a
/// field the query equals (a code such as `JP` for `jp`, an alias, a name), then one with a word starting with
/// the query, then one with the query inside a word, then scattered letters; within a tier, by the field's
/// fuzzy score (see `FuzzyMatcher`) times its weight in percent; then the shorter field (as fzf breaks ties); then
/// in the records' order. Records that do not match but have a field a small edit distance away (`swizterland`,
/// see `EditDistance`) come last.
public struct SearchIndex<ID: Hashable & Sendable>: Sendable {
    /// The default field weights in percent: name, native name, capital, then code and any further fields
    /// (a country's aliases).
    public static var defaultFieldWeights: [Int] { [100, 90, 80, 70] }

    private let ids: [ID]
    private let records: [PreparedRecord]
    private let ranking: RecordRanking

    /// Prepares every record's fields once; `fieldWeights` are percentages for fields 0, 1, 2, …, the last one
    /// also applying to any further fields (none at all weighs every field 100).
    public init(_ records: [(id: ID, fields: [String])], fieldWeights: [Int] = SearchIndex.defaultFieldWeights) {
        self.ids = records.map(\.id)
        self.records = records.map { PreparedRecord(fields: $0.fields) }
        self.ranking = RecordRanking(fieldWeights: fieldWeights.map { max(0, $0) })
    }

    /// The records matching `query`, best first and ties in their original order; every record in order, with
    /// score 0, when the query is empty or only separators.
    public func search(_ query: String) -> [SearchHit<ID>] {
        let matcher = FuzzyMatcher(query: query)
        guard !matcher.isEmpty else { return ids.map { SearchHit(id: $0, score: 0, positions: []) } }
        return ranking.rank(records, by: matcher).map { SearchHit(id: ids[$0.order], score: $0.score, positions: $0.positions) }
    }
}
