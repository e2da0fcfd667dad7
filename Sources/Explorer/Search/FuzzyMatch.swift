/// How well a query matched a text, and where.
public struct FuzzyMatch: Sendable, Hashable {
    /// Higher is better; the empty query scores 0.
    public let score: Int
    /// The indices of the original text's graphemes (`Character`s) that matched, ascending.
    public let positions: [Int]
}
