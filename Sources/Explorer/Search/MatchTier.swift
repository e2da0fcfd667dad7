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

/// Where a record stands in the ranking before its fuzzy score: the tier of its best field, and whether that
/// field is one the row shows or a hidden alias.
///
/// At the same tier a shown field wins; and a contiguous match in a shown field wins over one in a hidden alias
/// (Finland for `land`, before Antarctica through "Dronning Maud Land"), though an alias the query equals still
/// comes before any partial match (`america`: the United States, then American Samoa). A misspelling by one edit
/// comes before scattered letters (`brazill`: Brazil, then the Republic of the Congo through Brazzaville).
struct Standing: Sendable {
    /// The tier.
    let tier: MatchTier
    /// Whether the field is a hidden alias.
    let hidden: Bool
    /// For a misspelling, the edits it is away.
    let edits: Int

    init(tier: MatchTier, hidden: Bool, edits: Int = 0) {
        self.tier = tier
        self.hidden = hidden
        self.edits = edits
    }

    /// The standing's place, 0 the best.
    private var place: Int {
        switch (tier, hidden) {
        case (.exact, false): 0
        case (.exact, true): 1
        case (.wordPrefix, false): 2
        case (.inside, false): 3
        case (.wordPrefix, true): 4
        case (.inside, true): 5
        case (.misspelt, _) where edits <= 1: 6
        case (.scattered, false): 7
        case (.scattered, true): 8
        case (.misspelt, _): 9
        }
    }

    /// What the standing adds to a hit's score: far more than any weighted fuzzy score, so that every hit of a
    /// better standing outranks every hit of a worse one; a misspelling loses its edits.
    var base: Int {
        (9 - place) * (1 << 40) - (tier == .misspelt ? edits : 0)
    }
}
