/// Scores how well a query matches a prepared text, the way fzf's v2 algorithm does.
///
/// The query's characters must appear in the text in order. Of all the ways they can, the best-scoring one wins
/// (a Smith–Waterman style alignment): each matched character earns points, more at the start of the text, at word
/// starts and camel humps, and when it directly follows the previous match; each gap costs, its first character
/// more than the rest. Case and accents are ignored (see `SearchText`).
///
/// Separators (spaces, apostrophes, hyphens, brackets, …) are left out of both the query and the text, so they
/// are optional: `cote d'ivoire`, `cote divoire` and `cotedivoire` match `Côte d'Ivoire` equally well, and `new z`
/// finds `New Zealand`. Where the whole query is not contiguous in a field, its words may also be found there in any
/// order, each contiguous (`korea north` finds North Korea, `kingdom united` the United Kingdom), as fzf's extended
/// mode finds its terms.
struct FuzzyMatcher: Sendable {
    /// The folded query, separators left out.
    let query: [UInt32]
    /// The folded words of a query of two words or more, separators left out; else empty.
    let words: [[UInt32]]
    /// The query's bits for the quick rejection test.
    let mask: UInt64

    /// Folds `query` once, for matching many texts.
    init(query: String) {
        let scalars = Self.folded(query)
        self.query = scalars
        self.mask = scalars.reduce(0) { $0 | PreparedText.bit(of: $1) }
        let words = query.split(whereSeparator: \.isWhitespace).map(Self.folded).filter { !$0.isEmpty }
        self.words = words.count > 1 ? words : []
    }

    /// `text` folded, separators left out.
    private static func folded(_ text: some StringProtocol) -> [UInt32] {
        var scalars: [UInt32] = []
        for grapheme in text where !SearchText.isSeparator(grapheme) {
            SearchText.fold(grapheme, into: &scalars)
        }
        return scalars
    }

    /// Every word of the query contiguous in `candidate`, in any order: the worse of their tiers (at best a word
    /// prefix) and the matched graphemes, ascending; nil when the query has one word or a word is not there.
    func wordsInAnyOrder(in candidate: PreparedText) -> (tier: MatchTier, positions: [Int])? {
        guard !words.isEmpty else { return nil }
        var tier = MatchTier.wordPrefix
        var graphemes = Set<Int>()
        for word in words {
            guard let match = MatchTier.contiguous(word, in: candidate) else { return nil }
            tier = max(tier, match.tier)
            for slot in candidate.slots[match.start..<(match.start + word.count)] { graphemes.insert(Int(slot.grapheme)) }
        }
        return (tier, graphemes.sorted())
    }

    /// Matches `query` against `candidate`: nil unless the query is a subsequence of it; the empty query
    /// matches everything with score 0.
    static func match(_ query: String, in candidate: PreparedText) -> FuzzyMatch? {
        var scratch = AlignmentScratch()
        return FuzzyMatcher(query: query).match(candidate, scratch: &scratch)
    }

    /// Whether the query is empty (after leaving out separators), so that it matches everything.
    var isEmpty: Bool { query.isEmpty }

    /// The score and positions of the best alignment with `candidate`, reusing `scratch`.
    func match(_ candidate: PreparedText, scratch: inout AlignmentScratch) -> FuzzyMatch? {
        guard !query.isEmpty else { return FuzzyMatch(score: 0, positions: []) }
        guard let end = align(candidate, scratch: &scratch) else { return nil }
        return FuzzyMatch(score: Int(end.score), positions: positions(endingAt: end, in: candidate, scratch: scratch))
    }

    /// The score of the best alignment with `candidate`, without working out its positions.
    func score(_ candidate: PreparedText, scratch: inout AlignmentScratch) -> Int? {
        guard !query.isEmpty else { return 0 }
        return align(candidate, scratch: &scratch).map { Int($0.score) }
    }
}
