/// One matching record's place in the ranking, before its identity is attached.
struct RankedRecord {
    /// Higher is better: its best field's standing (see `Standing.base`) plus, within it, the field's weighted
    /// score with the field's shortness below it.
    let score: Int
    /// The record's index in the original list.
    let order: Int
    /// The matched grapheme indices of the record's display name.
    let positions: [Int]
    /// The index of the field that matched best.
    let field: Int
}

/// Ranks prepared records against a query; not generic, so that the hot loop compiles to specialised code.
///
/// A record ranks by its best field: first by standing (its tier, exact, whole word, word prefix, inside a word,
/// scattered, misspelt, and which kind of field it is; see `Standing`), then by the field's weighted score (a
/// contiguous run's, or the fuzzy alignment's for scattered letters), then the shorter field, then in the list's
/// order.
struct RecordRanking: Sendable {
    /// The weight of each field in percent; fields past the end take the last weight.
    let fieldWeights: [Int]

    /// The records that match `matcher`'s non-empty query, best first, ties in their original order; records
    /// that no field matches but one is a small edit distance from come after all of them, but for one edit,
    /// which comes before scattered letters.
    func rank(_ prepared: PreparedRecords, by matcher: FuzzyMatcher) -> [RankedRecord] {
        var scratch = AlignmentScratch()
        var ranked: [RankedRecord] = []
        let editLimit = EditDistance.allowed(forLength: matcher.query.count)
        let oneEdit = Standing(tier: .misspelt, field: .name, edits: 1).base
        // Through buffer pointers, which lend their elements: an array's would be copied, and retained, once a field.
        prepared.texts.withUnsafeBufferPointer { texts in
            for (order, record) in prepared.records.enumerated() {
                let fields = UnsafeBufferPointer(rebasing: texts[record.fields])
                var hit: RankedRecord?
                if matcher.mask & ~record.mask == 0 {
                    hit = rank(fields, of: record, order: order, by: matcher, scratch: &scratch)
                }
                // A record found only by scattered letters may stand higher as a misspelling by one edit.
                let belowOneEdit = hit.map { $0.score < oneEdit } ?? true
                if editLimit > 0, belowOneEdit,
                   let misspelt = misspelt(fields, of: record, order: order, by: matcher, limit: hit == nil ? editLimit : 1) {
                    hit = hit.map { $0.score >= misspelt.score ? $0 : misspelt.keeping($0.positions) } ?? misspelt
                }
                if let hit { ranked.append(hit) }
            }
        }
        ranked.sort { $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
        return ranked
    }

    /// The ranking of one record, whose prepared fields are `fields`, or nil when none of them matches.
    private func rank(
        _ fields: UnsafeBufferPointer<PreparedText>, of record: PreparedRecords.Record, order: Int, by matcher: FuzzyMatcher,
        scratch: inout AlignmentScratch
    ) -> RankedRecord? {
        var best: (score: Int, field: Int)?
        var positions: [Int] = []
        for field in fields.indices where matcher.mask & ~fields[field].mask == 0 {
            let kind = Standing.Field(index: field, shownCount: record.shownCount)
            // Scattered letters here could not outrank a better standing already found in another field.
            let scattered = Standing(tier: .scattered, field: kind).ceiling
            let skipsScattered = matcher.words.isEmpty && best.map { $0.score >= scattered } ?? false
            guard let match = match(fields[field], isName: field == 0, by: matcher, skipsScattered: skipsScattered,
                                    scratch: &scratch) else { continue }
            if field == 0 { positions = match.positions }
            // Of equal scores, the shorter field matched more of itself, as fzf's default tiebreak has it.
            let weighted = (match.score * weight(of: field)) << 8 + max(0, 255 - fields[field].count)
            let total = Standing(tier: match.tier, field: kind).base + weighted
            if let current = best, current.score >= total { continue }
            best = (total, field)
        }
        guard let best else { return nil }
        return RankedRecord(score: best.score, order: order, positions: positions, field: best.field)
    }

    /// How the query matches one field: its tier, its score and, for the display name, the graphemes to
    /// highlight; nil when it does not match, or matches only by scattered letters and `skipsScattered`.
    private func match(
        _ text: borrowing PreparedText, isName: Bool, by matcher: FuzzyMatcher, skipsScattered: Bool,
        scratch: inout AlignmentScratch
    ) -> (tier: MatchTier, score: Int, positions: [Int])? {
        if let contiguous = MatchTier.contiguous(matcher.query, in: text) {
            // One run of the query's letters scores as a run wherever it is, so of equal runs the shorter
            // field wins (Åland before Heard Island and McDonald Islands for `land`), and the name
            // highlights that run rather than letters scattered for a higher fuzzy score.
            let positions = isName ? text.graphemes(from: contiguous.start, count: matcher.query.count) : []
            return (contiguous.tier, contiguous.score, positions)
        }
        guard !skipsScattered else { return nil }
        var positions: [Int] = []
        let fuzzy: Int?
        if isName {
            let match = matcher.match(text, scratch: &scratch)
            positions = match?.positions ?? []
            fuzzy = match?.score
        } else {
            fuzzy = matcher.score(text, scratch: &scratch)
        }
        if let words = matcher.wordsInAnyOrder(in: text) {
            // Words out of order have no alignment to score: each letter counts as a plain match.
            return (words.tier, fuzzy ?? matcher.query.count * Int(Scoring.match), isName ? words.positions : [])
        }
        return fuzzy.map { (.scattered, $0, positions) }
    }

    /// The record as a misspelling: its field nearest the query within `limit` edits, or nil.
    private func misspelt(
        _ fields: UnsafeBufferPointer<PreparedText>, of record: PreparedRecords.Record, order: Int, by matcher: FuzzyMatcher,
        limit: Int
    ) -> RankedRecord? {
        var nearest: (distance: Int, field: Int)?
        for field in fields.indices {
            let limit = nearest.map { $0.distance - 1 } ?? limit
            if let distance = EditDistance.distance(matcher.query, queryMask: matcher.mask, fields[field], limit: limit) {
                nearest = (distance, field)
            }
        }
        guard let nearest else { return nil }
        let standing = Standing(
            tier: .misspelt, field: Standing.Field(index: nearest.field, shownCount: record.shownCount), edits: nearest.distance
        )
        return RankedRecord(score: standing.base, order: order, positions: [], field: nearest.field)
    }

    /// The weight of field `index`, in percent; 100 for every field when no weights were given.
    private func weight(of index: Int) -> Int {
        fieldWeights.isEmpty ? 100 : fieldWeights[min(index, fieldWeights.count - 1)]
    }
}

extension RankedRecord {
    /// The same standing with the display name's highlights of a fuzzy match it outranked.
    func keeping(_ positions: [Int]) -> RankedRecord {
        RankedRecord(score: score, order: order, positions: positions, field: field)
    }
}
