/// One matching record's place in the ranking, before its identity is attached.
struct RankedRecord {
    /// The record's weighted score, plus the exact-code bonus if it earned it.
    let score: Int
    /// The record's index in the original list.
    let order: Int
    /// The matched grapheme indices of the record's display name.
    let positions: [Int]
}

/// Ranks prepared records against a query; not generic, so that the hot loop compiles to specialised code.
struct RecordRanking: Sendable {
    /// What an exact code match adds: far more than the weighted fuzzy score of any two or three letters.
    static let exactCodeBonus = 1_000_000

    /// The weight of each field in percent; fields past the end take the last weight.
    let fieldWeights: [Int]

    /// The records that match `matcher`'s non-empty query, best first, ties in their original order.
    func rank(_ records: [PreparedRecord], by matcher: FuzzyMatcher) -> [RankedRecord] {
        let queryCode = PreparedRecord.codeKey(matcher.query)
        var scratch = AlignmentScratch()
        var ranked: [RankedRecord] = []
        for order in records.indices where matcher.mask & ~records[order].mask == 0 {
            if let hit = rank(records[order], order: order, by: matcher, queryCode: queryCode, scratch: &scratch) {
                ranked.append(hit)
            }
        }
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
        return ranked
    }

    /// The ranking of one record, or nil when none of its fields matches.
    private func rank(
        _ record: borrowing PreparedRecord, order: Int, by matcher: FuzzyMatcher, queryCode: UInt32,
        scratch: inout AlignmentScratch
    ) -> RankedRecord? {
        var best: Int?
        var positions: [Int] = []
        var exactCode = false
        for field in record.fields.indices {
            let score: Int?
            if field == 0 {
                let match = matcher.match(record.fields[field], scratch: &scratch)
                positions = match?.positions ?? []
                score = match?.score
            } else {
                score = matcher.score(record.fields[field], scratch: &scratch)
            }
            if let score { best = max(best ?? .min, score * weight(of: field)) }
            if queryCode != 0, record.codeKeys[field] == queryCode { exactCode = true }
        }
        guard let best else { return nil }
        return RankedRecord(score: exactCode ? best + Self.exactCodeBonus : best, order: order, positions: positions)
    }

    /// The weight of field `index`, in percent; 100 for every field when no weights were given.
    private func weight(of index: Int) -> Int {
        fieldWeights.isEmpty ? 100 : fieldWeights[min(index, fieldWeights.count - 1)]
    }
}
