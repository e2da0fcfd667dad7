import TerminalUI

/// The keys in force, generated from the keymap's bindings, in a centred panel: two columns where one would not fit, and
/// scrolled (↑ ↓ PgUp PgDn) where even two do not. It fits 80×24 whole.
enum HelpOverlay {
    /// The help's sections: a heading, then " keys  summary" rows; the inspector's own keys under their own
    /// heading, first in the inspector and last elsewhere.
    static func sections(of keymap: Keymap, inInspector: Bool) -> [[String]] {
        let sections = keymap.describedSections
        guard inInspector else { return sections }
        let inspector = sections.filter { $0.first == keymap.inspectorHeading }
        return inspector + sections.filter { $0.first != keymap.inspectorHeading }
    }

    /// The text under the keys, with the keymap's own keys for focusing the search and for the help: one line at
    /// 80 columns with the default ones, so that the help fits 80×24 whole.
    static func footer(_ keymap: Keymap) -> String {
        let search = saying(keymap.keys(for: .search).map(\.label))
        let help = saying(["Esc"] + keymap.keys(for: .help).map(\.label))
        return "Type to search; after \(search), digits too. \(help) closes this help."
    }

    /// Keys as said: "Esc, ? or F1".
    private static func saying(_ labels: [String]) -> String {
        guard let last = labels.last, labels.count > 1 else { return labels.last ?? "" }
        return labels.dropLast().joined(separator: ", ") + " or " + last
    }

    /// One line of the panel: its pieces and the columns they start at, relative to the text's left edge.
    private struct Line {
        var pieces: [(offset: Int, text: String)]
        var isFooter = false
    }

    /// The panel's lines and their width for a terminal's size, and whether they are split in two columns.
    private static func content(_ keymap: Keymap, width: Int, height: Int, inInspector: Bool) -> (lines: [Line], width: Int) {
        let sections = self.sections(of: keymap, inInspector: inInspector)
        let single = stack(sections[...])
        let lineWidth = single.map(DisplayWidth.of).max() ?? 0
        let columnWidth = lineWidth + 2
        let visibleRows = scrollWindow(lines: single.count, height: height).height
        var columns = [single]
        if single.count + 3 > visibleRows, sections.count > 1, 2 * columnWidth + 4 <= width - 2 {
            let split = (1..<sections.count).min { balance(sections, at: $0) < balance(sections, at: $1) } ?? 1
            columns = [stack(sections[..<split]), stack(sections[split...])]
            // The blank lines between sections go first when the help would scroll: the headings stand out anyway.
            if (columns.map(\.count).max() ?? 0) + 1 > visibleRows {
                columns = [stack(sections[..<split], spaced: false), stack(sections[split...], spaced: false)]
            }
        }
        var textWidth = columns.count * columnWidth - 2
        let rows = columns.map(\.count).max() ?? 0
        var lines = (0..<rows).map { row in
            Line(pieces: columns.enumerated().compactMap { index, column in
                row < column.count ? (index * columnWidth, column[row]) : nil
            })
        }
        let footer = footer(keymap)
        var footerWidth = min(textWidth, max(1, width - 6))
        // Keys narrower than the defaults (`quit: [q]`) make a narrower panel: where the footer would wrap into a
        // line the help has no room for, the panel widens to it instead.
        if lines.count + 1 + TextLayout.wrap(footer, toWidth: footerWidth).count > visibleRows {
            footerWidth = min(max(textWidth, DisplayWidth.of(footer)), max(1, width - 6))
            textWidth = max(textWidth, footerWidth)
        }
        let footerLines = TextLayout.wrap(footer, toWidth: footerWidth).map { Line(pieces: [(0, $0)], isFooter: true) }
        // The blank line above the footer goes when it alone would make the help scroll.
        if lines.count + 1 + footerLines.count <= visibleRows { lines.append(Line(pieces: [])) }
        return (lines + footerLines, textWidth)
    }

    /// How many lines the help of `keymap` can be scrolled by at a size, in the inspector or not (0 when it fits).
    static func maxOffset(_ keymap: Keymap, width: Int, height: Int, inInspector: Bool) -> Int {
        let (lines, _) = content(keymap, width: width, height: height, inInspector: inInspector)
        return scrollWindow(lines: lines.count, height: height).maxOffset
    }

    /// The panel's window over `lines` lines on a terminal `height` rows tall: all of it but the panel's border.
    private static func scrollWindow(lines: Int, height: Int) -> ScrollWindow {
        ScrollWindow(count: lines, height: height - 2)
    }

    /// Draws the panel over whatever is on screen; returns where its first line starts, for the cursor.
    static func draw(_ state: ExplorerState, theme: Theme, into buffer: inout ScreenBuffer) -> CellPosition {
        let (width, height) = (state.width, state.height)
        let keymap = state.options.keymap
        let (lines, textWidth) = content(keymap, width: width, height: height, inInspector: state.inspector != nil)
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
        let headings = Set(sections(of: keymap, inInspector: state.inspector != nil).compactMap(\.first))
        let x = inner.x + 1
        for (row, line) in lines[window.visibleRows(from: offset)].enumerated() {
            for piece in line.pieces {
                let room = max(0, inner.x + inner.width - 1 - (x + piece.offset))
                let style = line.isFooter ? theme[.dim] : headings.contains(piece.text) ? theme[.title] : theme.plain
                buffer.put(TextLayout.truncate(piece.text, toWidth: room, ellipsis: theme.ellipsis), x: x + piece.offset, y: inner.y + row, style: style)
            }
        }
        return CellPosition(x: x, y: inner.y)
    }

    /// The taller column's height when splitting before section `split`.
    private static func balance(_ sections: [[String]], at split: Int) -> Int {
        max(stack(sections[..<split]).count, stack(sections[split...]).count)
    }

    /// Sections one under another, a blank line between them where `spaced`.
    private static func stack(_ sections: ArraySlice<[String]>, spaced: Bool = true) -> [String] {
        var lines: [String] = []
        for section in sections {
            if spaced, !lines.isEmpty { lines.append("") }
            lines += section
        }
        return lines
    }
}
