/// One record that matched a search.
public struct SearchHit<ID: Hashable & Sendable>: Sendable, Hashable {
    /// The record's identity.
    public let id: ID
    /// Higher is better.
    public let score: Int
    /// Grapheme offsets in the record's first field (its display name) to highlight.
    public let positions: [Int]
}

/// Ranks records with several searchable fields against a query, best first, as fzf would.
///
/// Field 0 is the display name: it matches at full weight and gets highlights. Later fields (native name,
/// capital, code) match with decreasing weight. A query of two or three letters equal to a whole short field
/// of ASCII letters (a country code such as `jp`) puts that record first. Spaces, apostrophes and hyphens in the query are
/// optional, so `cote d'ivoire`, `cote divoire` and `cotedivoire` find the same country.
public struct SearchIndex<ID: Hashable & Sendable>: Sendable {
    private struct Record: Sendable {
        let id: ID
        let fields: [FoldedText]
    }

    /// Points taken off for each field after the first.
    static var fieldPenalty: Int { 6 }
    /// The bonus that puts an exact code match first.
    static var exactCodeBonus: Int { 10_000 }

    private let records: [Record]

    /// Prepares every record's fields once.
    public init(_ records: [(id: ID, fields: [String])]) {
        self.records = records.map { Record(id: $0.id, fields: $0.fields.map(FoldedText.init)) }
    }

    /// The records matching `query`, best first, ties in their original order; everything for an empty query.
    public func search(_ query: String) -> [SearchHit<ID>] {
        let folded = FoldedText.query(query)
        let mayBeCode = (2...3).contains(folded.count) && folded.allSatisfy { (97...122).contains($0) }
        guard !folded.isEmpty else { return records.map { SearchHit(id: $0.id, score: 0, positions: []) } }
        var hits: [(hit: SearchHit<ID>, order: Int)] = []
        for (order, record) in records.enumerated() {
            if let hit = match(folded, record, mayBeCode: mayBeCode) { hits.append((hit, order)) }
        }
        hits.sort { $0.hit.score != $1.hit.score ? $0.hit.score > $1.hit.score : $0.order < $1.order }
        return hits.map(\.hit)
    }

    private func match(_ query: [UInt32], _ record: Record, mayBeCode: Bool) -> SearchHit<ID>? {
        var best: Int?
        var positions: [Int] = []
        for (fieldIndex, field) in record.fields.enumerated() {
            guard let result = FuzzyMatcher.match(query, in: field) else { continue }
            var score = result.score - Self.fieldPenalty * fieldIndex
            if mayBeCode, field.scalars == query { score += Self.exactCodeBonus }
            if fieldIndex == 0 { positions = result.positions }
            if score > (best ?? .min) { best = score }
        }
        return best.map { SearchHit(id: record.id, score: $0, positions: positions) }
    }
}
