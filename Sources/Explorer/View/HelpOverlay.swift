import TerminalUI

/// The keys, generated from `Keymap.bindings`, in a centred panel.
enum HelpOverlay {
    /// The help text's lines: a heading per section, then "keys  summary" rows.
    static var lines: [String] {
        var lines: [String] = []
        var section = ""
        for binding in Keymap.bindings {
            if binding.section != section {
                if !lines.isEmpty { lines.append("") }
                section = binding.section
                lines.append(section)
            }
            let keys = binding.keys.map(\.label).joined(separator: " ")
            lines.append("  " + TextLayout.pad(keys, toWidth: 14) + " " + binding.summary)
        }
        lines += ["", "Typing letters, spaces, ' and - searches.", "Any key closes this help."]
        return lines
    }

    /// Draws the panel over whatever is on screen.
    static func draw(width: Int, height: Int, theme: Theme, into buffer: inout ScreenBuffer) {
        let lines = Self.lines
        let panelWidth = min(width - 2, max(46, (lines.map(DisplayWidth.of).max() ?? 0) + 4))
        let panelHeight = min(height - 2, lines.count + 2)
        let area = Layout.Area(x: (width - panelWidth) / 2, y: (height - panelHeight) / 2, width: panelWidth, height: panelHeight)
        Drawing.fill(area, style: theme.plain, into: &buffer)
        Drawing.box(area, title: "Keys", into: &buffer, theme: theme)
        let inner = area.inner
        for (offset, line) in lines.prefix(inner.height).enumerated() {
            let isHeading = !line.hasPrefix(" ") && !line.isEmpty && offset < lines.count - 3
            buffer.put(TextLayout.truncate(line, toWidth: inner.width - 2), x: inner.x + 1, y: inner.y + offset, style: isHeading ? theme.title : theme.plain)
        }
    }
}
