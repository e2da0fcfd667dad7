/// The points of fzf's scoring scheme (its `algo.go`), plus a bonus for the very start of a text.
enum Scoring {
    /// Points for each matched character.
    static let match: Int32 = 16
    /// Cost of the first unmatched character between two matched ones.
    static let gapStart: Int32 = -3
    /// Cost of each further unmatched character in the same gap.
    static let gapExtension: Int32 = -1

    /// A word start after a symbol.
    static let boundaryBonus: Int32 = match / 2
    /// A word start after whitespace.
    static let boundaryAfterWhitespaceBonus: Int32 = boundaryBonus + 2
    /// A word start after a delimiter such as a hyphen or an apostrophe.
    static let boundaryAfterDelimiterBonus: Int32 = boundaryBonus + 1
    /// The first character of the text, so that prefixes beat the same word later on.
    static let startBonus: Int32 = boundaryAfterWhitespaceBonus + 2
    /// A camel hump (`McDonald`) or the first digit of a number.
    static let camelBonus: Int32 = boundaryBonus + gapExtension
    /// A matched symbol.
    static let symbolBonus: Int32 = match / 2
    /// The least bonus of a character that follows the previous match directly.
    static let consecutiveBonus: Int32 = -(gapStart + gapExtension)
    /// How much more the bonus counts for the query's first character.
    static let firstCharacterMultiplier: Int32 = 2
}
