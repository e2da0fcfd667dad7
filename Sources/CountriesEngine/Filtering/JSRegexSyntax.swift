/// A parsed JavaScript regex, reduced to what decides whether it matches: captures, group names and greediness
/// are gone, since a filter only asks whether a value matches anywhere.
indirect enum JSRegexNode: Sendable, Equatable {
    /// Matches the empty string.
    case empty
    /// One code unit from a set (a literal is a one-unit set).
    case units(JSRegexCodeUnitSet)
    /// A zero-width test of the position.
    case assertion(JSRegexAssertion)
    /// Each part in turn.
    case sequence([JSRegexNode])
    /// Any one of the alternatives.
    case alternation([JSRegexNode])
    /// `body` at least `min` times and at most `max` times (no upper bound when nil).
    case repetition(JSRegexNode, min: Int, max: Int?)
}

/// The zero-width assertions JavaScript has without the `m` flag, lookaround aside.
enum JSRegexAssertion: Sendable, Equatable {
    /// `^`: the start of the value.
    case start
    /// `$`: the end of the value.
    case end
    /// `\b`: between a `\w` unit and a non-`\w` unit (or an end of the value).
    case wordBoundary
    /// `\B`: anywhere `\b` does not hold.
    case notWordBoundary
}

/// Why a pattern is not run: a construct outside the supported JavaScript subset, a syntax error or a limit.
struct JSRegexRefusal: Error, Sendable, Equatable, CustomStringConvertible {
    /// A short clause such as `lookahead is not supported` or `nothing to repeat`.
    let reason: String

    var description: String { reason }

    init(_ reason: String) {
        self.reason = reason
    }
}
