import TerminalUI

/// Small drawing helpers over `ScreenBuffer` shared by the explorer's views.
enum Drawing {
    /// A bordered box with a title in its top edge, in the theme's border and title styles.
    static func box(_ area: Rect, title: String, into buffer: inout ScreenBuffer, theme: Theme) {
        buffer.drawBox(area, title: title, border: theme[.border], titleStyle: theme[.title], ellipsis: theme.ellipsis)
    }

    /// A label and a value on one line, the value truncated to fit.
    static func field(_ label: String, _ value: String, x: Int, y: Int, width: Int, into buffer: inout ScreenBuffer, theme: Theme) {
        let labelWidth = RowView.labelWidth
        guard width > labelWidth else { return }
        buffer.put(TextLayout.truncate(label, toWidth: labelWidth - 1, ellipsis: theme.ellipsis), x: x, y: y, style: theme[.dim])
        buffer.put(TextLayout.truncate(value, toWidth: width - labelWidth, ellipsis: theme.ellipsis), x: x + labelWidth, y: y, style: theme.plain)
    }
}
