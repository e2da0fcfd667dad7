/// Ranks records with several searchable fields against a query, best first, as fzf would.
///
/// Field 0 is the display name and the only field that gets highlight positions; later fields (native name,
/// capital, code, …) and a record's hidden aliases match too. A record ranks as its best field, by standing first
/// (see `Standing`): a field the query equals (a code such as `JP` for `jp`, an alias, a name), then one with the
/// query as a whole word, then one with a word starting with the query, then one with the query inside a word,
/// then scattered letters, a field the row shows before a hidden alias of the same tier; within a standing, by
/// the field's score (a contiguous run's, else the fuzzy alignment's, see `FuzzyMatcher`) times its weight in
/// percent; then the shorter field (as fzf breaks ties); then in the records' order. Records that do not match but
/// have a field a small edit distance away (`swizterland`, see `EditDistance`) come last, but for one edit
/// (`brazill`), which comes before scattered letters. A query of two flags or more (`🇫🇷🇩🇪`, pasted) finds each
/// flag's record, in the flags' order.
struct SearchIndex<ID: Hashable & Sendable>: Sendable {
    /// The default field weights in percent: name, native name, capital, then code and any further fields
    /// (a country's aliases).
    static var defaultFieldWeights: [Int] { [100, 90, 80, 70] }

    private let ids: [ID]
    private let prepared: PreparedRecords
    /// Each record's hidden aliases, as given.
    private let aliases: [[String]]
    private let ranking: RecordRanking

    /// Prepares every record's fields once; `fieldWeights` are percentages for fields 0, 1, 2, …, the last one
    /// also applying to any further fields (none at all weighs every field 100).
    init(_ records: [(id: ID, fields: [String])], fieldWeights: [Int] = SearchIndex.defaultFieldWeights) {
        self.init(records.map { (id: $0.id, fields: $0.fields, aliases: []) }, fieldWeights: fieldWeights)
    }

    /// Prepares every record's fields, then its hidden `aliases` (names the row does not show, weighed as the
    /// last field), once.
    init(_ records: [(id: ID, fields: [String], aliases: [String])], fieldWeights: [Int] = SearchIndex.defaultFieldWeights) {
        self.ids = records.map(\.id)
        self.prepared = PreparedRecords(records.map { (fields: $0.fields, aliases: $0.aliases) })
        self.aliases = records.map(\.aliases)
        self.ranking = RecordRanking(fieldWeights: fieldWeights.map { max(0, $0) })
    }

    /// Whether `query` keeps every record, in order, with nothing highlighted: it has nothing to match (it is
    /// empty, or only separators).
    static func keepsEverything(_ query: String) -> Bool {
        FuzzyMatcher(query: query).isEmpty
    }

    /// The records matching `query`, best first and ties in their original order; every record in order, with
    /// score 0, when the query keeps everything.
    func search(_ query: String) -> [SearchHit<ID>] {
        let flags = SearchText.flags(in: query)
        if flags.count > 1 {
            // Each flag finds the records whose code (or alias) it spells, not the letters of all of them run together.
            let exact = Standing(tier: .exact, field: .hidden).base
            var seen = Set<ID>()
            return flags.flatMap { search($0).prefix { $0.score >= exact } }.filter { seen.insert($0.id).inserted }
        }
        let matcher = FuzzyMatcher(query: query)
        guard !matcher.isEmpty else { return ids.map { SearchHit(id: $0, score: 0, positions: [], matchedAlias: nil) } }
        return ranking.rank(prepared, by: matcher).map { ranked in
            let alias = ranked.field - prepared.records[ranked.order].shownCount
            return SearchHit(
                id: ids[ranked.order], score: ranked.score, positions: ranked.positions,
                matchedAlias: alias >= 0 ? aliases[ranked.order][alias] : nil
            )
        }
    }
}
