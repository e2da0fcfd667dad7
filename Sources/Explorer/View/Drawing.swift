import TerminalUI

/// Small drawing helpers over `ScreenBuffer` shared by the explorer's views.
enum Drawing {
    /// A bordered box with a title in its top edge.
    static func box(_ area: Layout.Area, title: String, into buffer: inout ScreenBuffer, theme: Theme) {
        guard area.width >= 2, area.height >= 2 else { return }
        let right = area.x + area.width - 1
        let bottom = area.y + area.height - 1
        let horizontal = String(repeating: "─", count: area.width - 2)
        buffer.put("┌" + horizontal + "┐", x: area.x, y: area.y, style: theme.border)
        buffer.put("└" + horizontal + "┘", x: area.x, y: bottom, style: theme.border)
        for y in (area.y + 1)..<bottom {
            buffer.put("│", x: area.x, y: y, style: theme.border)
            buffer.put("│", x: right, y: y, style: theme.border)
        }
        guard !title.isEmpty, area.width > 6 else { return }
        let text = " " + TextLayout.truncate(title, toWidth: area.width - 6, ellipsis: theme.ellipsis) + " "
        buffer.put(text, x: area.x + 2, y: area.y, style: theme.title)
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

    /// Fills an area's rows with a style (for the selection bar and status bar backgrounds).
    static func fill(_ area: Layout.Area, style: Style, into buffer: inout ScreenBuffer) {
        guard area.width > 0 else { return }
        let blank = String(repeating: " ", count: area.width)
        for y in area.y..<(area.y + area.height) {
            buffer.put(blank, x: area.x, y: y, style: style)
        }
    }

    /// Text centred in an area's row.
    static func centered(_ text: String, in area: Layout.Area, y: Int, style: Style, theme: Theme, into buffer: inout ScreenBuffer) {
        let shown = TextLayout.truncate(text, toWidth: area.width, ellipsis: theme.ellipsis)
        let x = area.x + max(0, (area.width - DisplayWidth.of(shown)) / 2)
        buffer.put(shown, x: x, y: y, style: style)
    }
}
