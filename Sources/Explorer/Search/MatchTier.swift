/// How a query matched a field, best first: the ranking's first key, before the score.
enum MatchTier: Comparable, Sendable {
    /// The whole field: a code, an alias or a name (`uk`, `usa`, `japan`).
    case exact
    /// A whole word of the field, or whole words of it (`korea` in South Korea, `land` in Dronning Maud Land).
    case wholeWord
    /// The start of a word of the field (`united`, `new z`), or every word of the query, in any order, at word
    /// starts of the field (`korea north`).
    case wordPrefix
    /// Contiguous, inside a word (Finland for `land`).
    case inside
    /// Scattered letters in order, as fzf finds them.
    case scattered
    /// No match, but a whole field within a small edit distance (`phillipines`, `swizterland`).
    case misspelt

    /// The best contiguous match of `query` in `text`, or nil when its letters are not contiguous there: exact,
    /// then a whole word, then at a word start, then inside a word; of equal tiers the best-scoring place. With
    /// the slot where it starts and its score as fzf scores one run of consecutive matches (see `runScore`).
    /// Separators are already left out of both.
    static func contiguous(_ query: [UInt32], in text: PreparedText) -> (tier: MatchTier, start: Int, score: Int)? {
        guard !query.isEmpty, query.count <= text.count else { return nil }
        let slots = text.slots
        var best: (tier: MatchTier, start: Int, score: Int)?
        for start in 0...(slots.count - query.count) where slots[start].scalar == query[0] {
            var matches = true
            for offset in 1..<query.count where slots[start + offset].scalar != query[offset] {
                matches = false
                break
            }
            guard matches else { continue }
            let score = runScore(in: text, start: start, count: query.count)
            if start == 0, query.count == slots.count { return (.exact, 0, score) }
            let end = start + query.count
            let tier: MatchTier
            if start == 0 || slots[start].bonus >= Scoring.boundaryBonus {
                tier = end == slots.count || slots[end].bonus >= Scoring.boundaryBonus ? .wholeWord : .wordPrefix
            } else {
                tier = .inside
            }
            if let current = best, current.tier < tier || (current.tier == tier && current.score >= score) { continue }
            best = (tier, start, score)
        }
        return best
    }

    /// The score fzf gives `count` consecutive matches from slot `start`: each match's points, the first
    /// character's bonus counted twice, and each later one's bonus at least the run's first and the bonus of
    /// consecutive matches. So a run inside a word scores the same wherever it is, and a shorter field wins.
    private static func runScore(in text: PreparedText, start: Int, count: Int) -> Int {
        let first = text.slots[start].bonus
        var score = Scoring.match + first * Scoring.firstCharacterMultiplier
        for offset in 1..<max(1, count) {
            score += Scoring.match + max(text.slots[start + offset].bonus, Scoring.consecutiveBonus, first)
        }
        return Int(score)
    }
}
