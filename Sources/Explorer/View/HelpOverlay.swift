import TerminalUI

/// The keys, generated from `Keymap.bindings`, in a centred panel (two columns when one would not fit).
enum HelpOverlay {
    /// The help's sections: a heading, then "keys  summary" rows.
    static var sections: [[String]] {
        var sections: [[String]] = []
        let labels = Keymap.bindings.map { $0.keys.map(\.label).joined(separator: " ") }
        let keysWidth = labels.map(DisplayWidth.of).max() ?? 0
        for (binding, keys) in zip(Keymap.bindings, labels) {
            let line = "  " + TextLayout.pad(keys, toWidth: keysWidth) + "  " + binding.summary
            if sections.last?.first == binding.section {
                sections[sections.count - 1].append(line)
            } else {
                sections.append([binding.section, line])
            }
        }
        return sections
    }

    /// The closing lines under the keys.
    static let footer = ["Letters, spaces, ' and - search. Any key closes this help."]

    /// Draws the panel over whatever is on screen.
    static func draw(width: Int, height: Int, theme: Theme, into buffer: inout ScreenBuffer) {
        let columns = arrange(sections, maxHeight: max(1, height - 4 - footer.count - 1))
        let columnWidth = (columns.flatMap { $0 }.map(DisplayWidth.of).max() ?? 0) + 2
        let rows = columns.map(\.count).max() ?? 0
        let panelWidth = min(width - 2, max(footer.map(DisplayWidth.of).max() ?? 0, columnWidth * columns.count) + 4)
        let panelHeight = min(height - 2, rows + footer.count + 3)
        let area = Layout.Area(x: (width - panelWidth) / 2, y: (height - panelHeight) / 2, width: panelWidth, height: panelHeight)
        Drawing.fill(area, style: theme.plain, into: &buffer)
        Drawing.box(area, title: "Keys", into: &buffer, theme: theme)
        let inner = area.inner
        let headings = Set(sections.compactMap(\.first))
        for (index, column) in columns.enumerated() {
            let x = inner.x + 1 + index * columnWidth
            for (offset, line) in column.prefix(inner.height).enumerated() {
                let style = headings.contains(line) ? theme.title : theme.plain
                buffer.put(TextLayout.truncate(line, toWidth: max(0, inner.x + inner.width - x - 1)), x: x, y: inner.y + offset, style: style)
            }
        }
        for (offset, line) in footer.enumerated() where rows + 1 + offset < inner.height {
            buffer.put(TextLayout.truncate(line, toWidth: inner.width - 2), x: inner.x + 1, y: inner.y + rows + 1 + offset, style: theme.dim)
        }
    }

    /// The sections in one column, or split across two at a section boundary when one is taller than `maxHeight`.
    static func arrange(_ sections: [[String]], maxHeight: Int) -> [[String]] {
        let single = stack(sections[...])
        guard single.count > maxHeight, sections.count > 1 else { return [single] }
        let split = (1..<sections.count).min { first, second in
            balance(sections, at: first) < balance(sections, at: second)
        } ?? 1
        return [stack(sections[..<split]), stack(sections[split...])]
    }

    /// The taller column's height when splitting before section `split`.
    private static func balance(_ sections: [[String]], at split: Int) -> Int {
        max(stack(sections[..<split]).count, stack(sections[split...]).count)
    }

    /// Sections one under another, a blank line between them.
    private static func stack(_ sections: ArraySlice<[String]>) -> [String] {
        var lines: [String] = []
        for section in sections {
            if !lines.isEmpty { lines.append("") }
            lines += section
        }
        return lines
    }
}
