extension ScreenBuffer {
    /// Writes `text` from column `x` of row `y`, cut with `ellipsis` to `width` columns: the graphemes at the
    /// offsets in `highlights` (search matches) in `highlightStyle`, the others in `style`. The ellipsis that
    /// replaces a cut tail is never highlighted.
    public mutating func putHighlighted(
        _ text: String, highlights: [Int], x: Int, y: Int, width: Int, style: Style, highlightStyle: Style,
        ellipsis: String = TextLayout.ellipsis
    ) {
        let shown = TextLayout.truncate(text, toWidth: width, ellipsis: ellipsis)
        let marked = Set(highlights)
        let truncated = shown != text
        let ellipsisStart = shown.count - ellipsis.count
        var column = x
        for (index, grapheme) in shown.enumerated() {
            let isEllipsis = truncated && index >= ellipsisStart
            column += put(String(grapheme), x: column, y: y, style: marked.contains(index) && !isEllipsis ? highlightStyle : style)
        }
    }
}
