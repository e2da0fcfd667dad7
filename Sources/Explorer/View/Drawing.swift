import TerminalUI

/// Small drawing helpers over `ScreenBuffer` shared by the explorer's views.
enum Drawing {
    /// A bordered box with a title in its top edge, in the theme's border and title styles.
    static func box(_ area: Rect, title: String, into buffer: inout ScreenBuffer, theme: Theme) {
        buffer.drawBox(area, title: title, border: theme.border, titleStyle: theme.title, ellipsis: theme.ellipsis)
    }

    /// Text with some grapheme offsets highlighted, truncated to `width` with an ellipsis.
    @discardableResult
    static func highlighted(
        _ text: String, highlights: [Int], x: Int, y: Int, width: Int, style: Style, matchStyle: Style, theme: Theme,
        into buffer: inout ScreenBuffer
    ) -> Int {
        let shown = TextLayout.truncate(text, toWidth: width, ellipsis: theme.ellipsis)
        let marked = Set(highlights)
        let truncated = shown != text
        let ellipsisStart = shown.count - theme.ellipsis.count
        var column = x
        for (index, grapheme) in shown.enumerated() {
            // The ellipsis that replaced the tail is never a match.
            let isEllipsis = truncated && index >= ellipsisStart
            let chosen = marked.contains(index) && !isEllipsis ? matchStyle : style
            column += buffer.put(String(grapheme), x: column, y: y, style: chosen)
        }
        return column - x
    }

    /// A label and a value on one line, the value truncated to fit.
    static func field(_ label: String, _ value: String, x: Int, y: Int, width: Int, into buffer: inout ScreenBuffer, theme: Theme) {
        let labelWidth = RowView.labelWidth
        guard width > labelWidth else { return }
        buffer.put(TextLayout.truncate(label, toWidth: labelWidth - 1, ellipsis: theme.ellipsis), x: x, y: y, style: theme.dim)
        buffer.put(TextLayout.truncate(value, toWidth: width - labelWidth, ellipsis: theme.ellipsis), x: x + labelWidth, y: y, style: theme.plain)
    }
}
