/// A one-row bar: text at the left, and segments packed against the right edge, one column between each and
/// between them and the text.
///
/// The left text is cut with an ellipsis to the room the segments leave. Segments after the first are dropped,
/// the last first, while the left text would not fit whole beside them; the first always stays.
public struct StatusBar: Sendable, Hashable {
    /// The text at the left edge (a source, a message).
    public var left: String
    /// The segments at the right, left to right (counts, then key hints).
    public var right: [String]
    /// Stretches of the left text in styles of their own.
    public var leftSpans: [StyledSpan]

    /// Creates a status bar.
    public init(left: String, right: [String], leftSpans: [StyledSpan] = []) {
        self.left = left
        self.right = right
        self.leftSpans = leftSpans
    }

    /// How many of the right segments are drawn on a bar `width` columns wide.
    public func shownSegments(width: Int) -> Int {
        var count = right.count
        while count > 1 {
            let taken = right.prefix(count).reduce(0) { $0 + DisplayWidth.of($1) + 1 }
            if DisplayWidth.of(left) + taken <= width { break }
            count -= 1
        }
        return count
    }

    /// Draws the bar in the first row of `rect`, everything in `style` but the left text's spans, cutting the left
    /// text with `ellipsis`.
    public func draw(in rect: Rect, style: Style, ellipsis: String = TextLayout.ellipsis, into buffer: inout ScreenBuffer) {
        buffer.fill(rect.row(0), style: style)
        var rightEdge = rect.x + rect.width
        for segment in right.prefix(shownSegments(width: rect.width)).reversed() {
            rightEdge -= DisplayWidth.of(segment)
            buffer.put(segment, x: rightEdge, y: rect.y, style: style)
            rightEdge -= 1
        }
        buffer.put(left, spans: leftSpans, x: rect.x, y: rect.y, width: max(0, rightEdge - rect.x), style: style, ellipsis: ellipsis)
    }
}
