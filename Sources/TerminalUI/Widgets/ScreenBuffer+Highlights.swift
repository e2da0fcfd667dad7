extension ScreenBuffer {
    /// Writes `text` from column `x` of row `y`, cut with `ellipsis` to `width` columns: the graphemes at the
    /// offsets in `highlights` (search matches) in `highlightStyle`, the others in `style`. The ellipsis that
    /// replaces a cut tail is never highlighted.
    public mutating func putHighlighted(
        _ text: String, highlights: [Int], x: Int, y: Int, width: Int, style: Style, highlightStyle: Style,
        ellipsis: String = TextLayout.ellipsis
    ) {
        let spans = highlights.map { StyledSpan(offsets: $0..<($0 + 1), style: highlightStyle) }
        put(text, spans: spans, x: x, y: y, width: width, style: style, ellipsis: ellipsis)
    }

    /// Writes `text` from column `x` of row `y`, cut with `ellipsis` to `width` columns: the graphemes of each of
    /// `spans` in its style (the last one's where they overlap), the others in `style`. The ellipsis that
    /// replaces a cut tail is in `style`.
    public mutating func put(
        _ text: String, spans: [StyledSpan], x: Int, y: Int, width: Int, style: Style, ellipsis: String = TextLayout.ellipsis
    ) {
        let shown = TextLayout.truncate(text, toWidth: width, ellipsis: ellipsis)
        let kept = shown == text ? shown.count : shown.count - ellipsis.count
        var column = x
        for (index, grapheme) in shown.enumerated() {
            let span = index < kept ? spans.last { $0.offsets.contains(index) } : nil
            column += put(String(grapheme), x: column, y: y, style: span?.style ?? style)
        }
    }
}
