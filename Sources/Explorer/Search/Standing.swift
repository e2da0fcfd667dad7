/// Where a record stands in the ranking before its score: the tier of its best field, and which kind of field
/// that is: the display name, another field the row shows, or a hidden alias.
///
/// At the same tier a shown field wins; and a contiguous match in a shown field wins over one in a hidden alias
/// (Finland for `land`, before Antarctica through "Dronning Maud Land"), though an alias the query equals still
/// comes before any partial match (`america`: the United States, then American Samoa). A misspelling by one edit
/// comes before scattered letters (`brazill`: Brazil, then the Republic of the Congo through Brazzaville). Of
/// scattered letters, those in the display name come first, then those in an alias, and those in another shown
/// field (a capital) last: `ussr` finds the Soviet Union's successors before Côte d'Ivoire through Yamoussoukro.
struct Standing: Sendable {
    /// Which kind of field matched.
    enum Field: Sendable {
        /// The display name, field 0.
        case name
        /// Another field the row or the detail shows: native name, capital, code.
        case shown
        /// A hidden alias.
        case hidden

        /// The kind of field `index` of a record that shows its first `shownCount` fields.
        init(index: Int, shownCount: Int) {
            self = index == 0 ? .name : index < shownCount ? .shown : .hidden
        }
    }

    /// The tier.
    let tier: MatchTier
    /// The kind of field.
    let field: Field
    /// For a misspelling, the edits it is away.
    let edits: Int

    init(tier: MatchTier, field: Field, edits: Int = 0) {
        self.tier = tier
        self.field = field
        self.edits = edits
    }

    /// The standing's place, 0 the best.
    private var place: Int {
        let hidden = field == .hidden
        switch tier {
        case .exact: return hidden ? 1 : 0
        case .wholeWord: return hidden ? 5 : 2
        case .wordPrefix: return hidden ? 6 : 3
        case .inside: return hidden ? 7 : 4
        case .misspelt where edits <= 1: return 8
        case .scattered:
            switch field {
            case .name: return 9
            case .hidden: return 10
            case .shown: return 11
            }
        case .misspelt: return Self.lastPlace
        }
    }

    /// The worst place.
    private static let lastPlace = 12

    /// What the standing adds to a hit's score: far more than any weighted fuzzy score, so that every hit of a
    /// better standing outranks every hit of a worse one; a misspelling loses its edits.
    var base: Int {
        (Self.lastPlace - place) * Self.span - (tier == .misspelt ? edits : 0)
    }

    /// The least score of the next better place: every hit of this standing scores below it.
    var ceiling: Int {
        (Self.lastPlace - place + 1) * Self.span - Self.span / 2
    }

    /// The distance between two places' bases, above any weighted fuzzy score.
    private static let span = 1 << 40
}
