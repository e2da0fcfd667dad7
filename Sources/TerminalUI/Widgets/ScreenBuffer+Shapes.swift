extension ScreenBuffer {
    /// Paints every cell of `rect` with spaces in `style` (backgrounds: a selection bar, a status bar, a panel);
    /// cells outside the buffer are skipped.
    public mutating func fill(_ rect: Rect, style: Style) {
        guard rect.width > 0, rect.height > 0 else { return }
        let blank = String(repeating: " ", count: rect.width)
        for y in rect.y..<(rect.y + rect.height) {
            put(blank, x: rect.x, y: y, style: style)
        }
    }

    /// Draws a box-drawing border around `rect`, and `title` in its top edge after two columns, cut with
    /// `ellipsis` to leave two columns either side; nothing when `rect` is under 2×2, no title when it is 6
    /// columns wide or less. Cells outside the buffer are skipped.
    public mutating func drawBox(_ rect: Rect, title: String, border: Style, titleStyle: Style, ellipsis: String = TextLayout.ellipsis) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let right = rect.x + rect.width - 1
        let bottom = rect.y + rect.height - 1
        let horizontal = String(repeating: "─", count: rect.width - 2)
        put("┌" + horizontal + "┐", x: rect.x, y: rect.y, style: border)
        put("└" + horizontal + "┘", x: rect.x, y: bottom, style: border)
        for y in (rect.y + 1)..<bottom {
            put("│", x: rect.x, y: y, style: border)
            put("│", x: right, y: y, style: border)
        }
        guard !title.isEmpty, rect.width > 6 else { return }
        let text = " " + TextLayout.truncate(title, toWidth: rect.width - 6, ellipsis: ellipsis) + " "
        put(text, x: rect.x + 2, y: rect.y, style: titleStyle)
    }

    /// Writes `text` on row `y`, centred in the columns of `rect` and cut with `ellipsis` to their width.
    public mutating func putCentered(_ text: String, in rect: Rect, y: Int, style: Style, ellipsis: String = TextLayout.ellipsis) {
        let shown = TextLayout.truncate(text, toWidth: rect.width, ellipsis: ellipsis)
        put(shown, x: rect.x + max(0, (rect.width - DisplayWidth.of(shown)) / 2), y: y, style: style)
    }
}
