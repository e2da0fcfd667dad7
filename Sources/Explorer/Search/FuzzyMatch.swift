/// How well a query matched a text, and where.
struct FuzzyMatch: Sendable, Hashable {
    /// Higher is better; the empty query scores 0.
    let score: Int
    /// The indices of the original text's graphemes (`Character`s) that matched, ascending.
    let positions: [Int]
}
