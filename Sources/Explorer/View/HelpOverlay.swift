import TerminalUI

/// The keys, generated from `Keymap.bindings`, in a centred panel: two columns where one would not fit, and
/// scrolled (↑ ↓ PgUp PgDn) where even two do not. It fits 80×24 whole.
enum HelpOverlay {
    /// The help's sections: a heading, then " keys  summary" rows.
    static var sections: [[String]] { Keymap.describedSections }

    /// The text under the keys: one line at 80 columns, so that the help fits 80×24 whole (Esc's order, search
    /// then filter then back, is the README's).
    static let footer = "Type to search; after /, digits too. Esc, ? or F1 closes this help."

    /// One line of the panel: its pieces and the columns they start at, relative to the text's left edge.
    private struct Line {
        var pieces: [(offset: Int, text: String)]
        var isFooter = false
    }

    /// The panel's lines and their width for a terminal's size, and whether they are split in two columns.
    private static func content(width: Int, height: Int) -> (lines: [Line], width: Int) {
        let sections = self.sections
        let single = stack(sections[...])
        let lineWidth = single.map(DisplayWidth.of).max() ?? 0
        let columnWidth = lineWidth + 2
        let visibleRows = scrollWindow(lines: single.count, height: height).height
        var columns = [single]
        if single.count + 3 > visibleRows, sections.count > 1, 2 * columnWidth + 4 <= width - 2 {
            let split = (1..<sections.count).min { balance(sections, at: $0) < balance(sections, at: $1) } ?? 1
            columns = [stack(sections[..<split]), stack(sections[split...])]
        }
        let textWidth = columns.count * columnWidth - 2
        let rows = columns.map(\.count).max() ?? 0
        var lines = (0..<rows).map { row in
            Line(pieces: columns.enumerated().compactMap { index, column in
                row < column.count ? (index * columnWidth, column[row]) : nil
            })
        }
        let footerWidth = min(textWidth, max(1, width - 6))
        let footerLines = TextLayout.wrap(footer, toWidth: footerWidth)
        // The blank line before the footer is the first room the keys take, before the help scrolls.
        if rows + 1 + footerLines.count <= scrollWindow(lines: 0, height: height).height {
            lines.append(Line(pieces: []))
        }
        lines += footerLines.map { Line(pieces: [(0, $0)], isFooter: true) }
        return (lines, textWidth)
    }

    /// How many lines the help can be scrolled by at a size (0 when it fits).
    static func maxOffset(width: Int, height: Int) -> Int {
        let (lines, _) = content(width: width, height: height)
        return scrollWindow(lines: lines.count, height: height).maxOffset
    }

    /// The panel's window over `lines` lines on a terminal `height` rows tall.
    private static func scrollWindow(lines: Int, height: Int) -> ScrollWindow {
        ScrollWindow(count: lines, height: height - 4)
    }

    /// Draws the panel over whatever is on screen; returns where its first line starts, for the cursor.
    static func draw(_ state: ExplorerState, theme: Theme, into buffer: inout ScreenBuffer) -> CellPosition {
        let (width, height) = (state.width, state.height)
        let (lines, textWidth) = content(width: width, height: height)
        let window = scrollWindow(lines: lines.count, height: height)
        let rows = min(lines.count, window.height)
        let scrolls = lines.count > rows
        let panelWidth = max(0, min(width - 2, textWidth + 4))
        let panelHeight = rows + 2
        let area = Rect(x: (width - panelWidth) / 2, y: max(0, (height - panelHeight) / 2), width: panelWidth, height: panelHeight)
        buffer.fill(area, style: theme.plain)
        let offset = window.clampedOffset(state.helpOffset)
        let title = scrolls ? "Keys \(offset + 1)-\(offset + rows)/\(lines.count) · ↑ ↓ PgUp PgDn" : "Keys"
        Drawing.box(area, title: title, into: &buffer, theme: theme)
        let inner = area.inner
        let headings = Set(sections.compactMap(\.first))
        let x = inner.x + 1
        for (row, line) in lines[window.visibleRows(from: offset)].enumerated() {
            for piece in line.pieces {
                let room = max(0, inner.x + inner.width - 1 - (x + piece.offset))
                let style = line.isFooter ? theme.dim : headings.contains(piece.text) ? theme.title : theme.plain
                buffer.put(TextLayout.truncate(piece.text, toWidth: room, ellipsis: theme.ellipsis), x: x + piece.offset, y: inner.y + row, style: style)
            }
        }
        return CellPosition(x: x, y: inner.y)
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
