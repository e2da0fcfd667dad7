/// One matching record's place in the ranking, before its identity is attached.
struct RankedRecord {
    /// Higher is better: its best field's tier (see `MatchTier.base`) plus, within the tier, the field's weighted
    /// fuzzy score with the field's shortness below it, or for a misspelling minus its distance.
    let score: Int
    /// The record's index in the original list.
    let order: Int
    /// The matched grapheme indices of the record's display name.
    let positions: [Int]
}

/// Ranks prepared records against a query; not generic, so that the hot loop compiles to specialised code.
///
/// A record ranks by its best field: first by tier (exact, word prefix, inside a word, scattered, misspelt), then
/// by the field's weighted fuzzy score, then the shorter field, then in the list's order.
struct RecordRanking: Sendable {
    /// The weight of each field in percent; fields past the end take the last weight.
    let fieldWeights: [Int]

    /// The records that match `matcher`'s non-empty query, best first, ties in their original order; records
    /// that no field matches but one is a small edit distance from come after all of them.
    func rank(_ records: [PreparedRecord], by matcher: FuzzyMatcher) -> [RankedRecord] {
        var scratch = AlignmentScratch()
        var ranked: [RankedRecord] = []
        let editLimit = EditDistance.allowed(forLength: matcher.query.count)
        for order in records.indices {
            if matcher.mask & ~records[order].mask == 0,
               let hit = rank(records[order], order: order, by: matcher, scratch: &scratch) {
                ranked.append(hit)
            } else if editLimit > 0, let hit = misspelt(records[order], order: order, query: matcher.query, limit: editLimit) {
                ranked.append(hit)
            }
        }
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
        return ranked
    }

    /// The ranking of one record, or nil when none of its fields matches.
    private func rank(
        _ record: borrowing PreparedRecord, order: Int, by matcher: FuzzyMatcher, scratch: inout AlignmentScratch
    ) -> RankedRecord? {
        var best: (tier: MatchTier, score: Int)?
        var positions: [Int] = []
        for field in record.fields.indices {
            let text = record.fields[field]
            guard matcher.mask & ~text.mask == 0 else { continue }
            let score: Int?
            if field == 0 {
                let match = matcher.match(text, scratch: &scratch)
                positions = match?.positions ?? []
                score = match?.score
            } else {
                score = matcher.score(text, scratch: &scratch)
            }
            guard let score else { continue }
            let tier = MatchTier.contiguous(matcher.query, in: text) ?? .scattered
            // Of equal scores, the shorter field matched more of itself, as fzf's default tiebreak has it.
            let weighted = (score * weight(of: field)) << 8 + max(0, 255 - text.slots.count)
            if let current = best, current.tier < tier || (current.tier == tier && current.score >= weighted) { continue }
            best = (tier, weighted)
        }
        guard let best else { return nil }
        return RankedRecord(score: best.tier.base + best.score, order: order, positions: positions)
    }

    /// The record as a misspelling: its field nearest the query within `limit` edits, or nil.
    private func misspelt(_ record: borrowing PreparedRecord, order: Int, query: [UInt32], limit: Int) -> RankedRecord? {
        var nearest: Int?
        for text in record.fields {
            if let distance = EditDistance.distance(query, text, limit: nearest.map { $0 - 1 } ?? limit) {
                nearest = distance
            }
        }
        guard let nearest else { return nil }
        return RankedRecord(score: MatchTier.misspelt.base - nearest, order: order, positions: [])
    }

    /// The weight of field `index`, in percent; 100 for every field when no weights were given.
    private func weight(of index: Int) -> Int {
        fieldWeights.isEmpty ? 100 : fieldWeights[min(index, fieldWeights.count - 1)]
    }
}
