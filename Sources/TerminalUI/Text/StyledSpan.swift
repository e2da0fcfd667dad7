/// A stretch of a line's graphemes drawn in a style of their own over the line's: a search's matched letters,
/// the status bar's origin words.
public struct StyledSpan: Sendable, Hashable {
    /// The graphemes, by their offsets in the line.
    public var offsets: Range<Int>
    /// Their style.
    public var style: Style

    /// Creates a span.
    public init(offsets: Range<Int>, style: Style) {
        self.offsets = offsets
        self.style = style
    }
}
