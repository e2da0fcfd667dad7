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
