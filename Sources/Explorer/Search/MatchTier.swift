/// How a query matched a field, best first: the ranking's first key, before the fuzzy score.
enum MatchTier: Int, Comparable, Sendable {
    /// The whole field: a code, an alias or a name (`uk`, `usa`, `japan`).
    case exact
    /// The start of a word of the field (`united`, `new z`), or every word of the query, in any order, at word
    /// starts of the field (`korea north`).
    case wordPrefix
    /// Contiguous, inside a word (Finland for `land`).
    case inside
    /// Scattered letters in order, as fzf finds them.
    case scattered
    /// No match, but a whole field within a small edit distance (`phillipines`, `swizterland`).
    case misspelt

    static func < (left: MatchTier, right: MatchTier) -> Bool {
        left.rawValue < right.rawValue
    }

    /// The best contiguous match of `query` in `text`, or nil when its letters are not contiguous there: exact,
    /// then at a word start, then inside a word; with the slot where it starts. Separators are already left out
    /// of both.
    static func contiguous(_ query: [UInt32], in text: PreparedText) -> (tier: MatchTier, start: Int)? {
        let slots = text.slots
        guard !query.isEmpty, query.count <= slots.count else { return nil }
        var best: (tier: MatchTier, start: Int)?
        for start in 0...(slots.count - query.count) where slots[start].scalar == query[0] {
            var matches = true
            for offset in 1..<query.count where slots[start + offset].scalar != query[offset] {
                matches = false
                break
            }
            guard matches else { continue }
            if start == 0, query.count == slots.count { return (.exact, 0) }
            let tier: MatchTier = start == 0 || slots[start].bonus >= Scoring.boundaryBonus ? .wordPrefix : .inside
            if best.map({ tier < $0.tier }) ?? true { best = (tier, start) }
        }
        return best
    }
}
