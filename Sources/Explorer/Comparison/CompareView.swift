import Foundation
import TerminalUI

/// Two countries' facts: in columns side by side on wide terminals, or stacked (the first in the list's box, the
/// second in the detail's); the values that differ are highlighted in both.
enum CompareView {
    /// Draws the comparison in the list's `area`: both countries side by side, or the first when stacked.
    /// Returns where the selected row starts.
    static func draw(
        _ state: ExplorerState, first: String, second: String, in area: Rect, now: Date, theme: Theme, into buffer: inout ScreenBuffer
    ) -> CellPosition? {
        guard let pairs = pairs(state, first: first, second: second, now: now) else { return nil }
        let stacked = state.width < Layout.comparisonSideBySideWidth
        if stacked {
            drawColumn(pairs, side: 0, title: state.countryTitle(first), state: state, in: area, theme: theme, into: &buffer)
        } else {
            drawColumns(pairs, title: "\(state.countryTitle(first))  ·  \(state.countryTitle(second))", state: state, in: area, theme: theme, into: &buffer)
        }
        return CellPosition(x: area.inner.x, y: area.inner.y + state.screen.selection - state.screen.offset)
    }

    /// Draws the second country in the detail's `area`, when stacked.
    static func drawSecond(
        _ state: ExplorerState, first: String, second: String, in area: Rect, now: Date, theme: Theme, into buffer: inout ScreenBuffer
    ) {
        guard let pairs = pairs(state, first: first, second: second, now: now) else { return }
        drawColumn(pairs, side: 1, title: state.countryTitle(second), state: state, in: area, theme: theme, into: &buffer)
    }

    /// The two countries' lines, paired by label (they share one order).
    private static func pairs(_ state: ExplorerState, first: String, second: String, now: Date) -> [(FactLine, FactLine)]? {
        guard let left = state.factLines(first, now: now), let right = state.factLines(second, now: now) else { return nil }
        return Array(zip(left, right))
    }

    /// One box: a label column, then each country's value.
    private static func drawColumns(
        _ pairs: [(FactLine, FactLine)], title: String, state: ExplorerState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer
    ) {
        Drawing.box(area, title: title, into: &buffer, theme: theme)
        let inner = area.inner
        let x = inner.x + 1
        let valueWidth = (inner.width - 2 - RowView.labelWidth - 2) / 2
        guard valueWidth > 4 else { return }
        for (row, y) in visible(pairs.count, state: state, height: inner.height, top: inner.y) {
            let (left, right) = pairs[row]
            let selected = row == state.screen.selection
            buffer.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: selected ? theme.selection : theme.plain)
            let style = valueStyle(differs: left.value != right.value, selected: selected, theme: theme)
            buffer.put(TextLayout.truncate(left.label, toWidth: RowView.labelWidth - 1, ellipsis: theme.ellipsis), x: x, y: y,
                       style: selected ? theme.selection : theme.dim)
            buffer.put(TextLayout.truncate(left.value, toWidth: valueWidth, ellipsis: theme.ellipsis), x: x + RowView.labelWidth, y: y, style: style)
            buffer.put(TextLayout.truncate(right.value, toWidth: valueWidth, ellipsis: theme.ellipsis),
                       x: x + RowView.labelWidth + valueWidth + 2, y: y, style: style)
        }
    }

    /// One country's box of a stacked comparison: a label and its value per line, from the same first row in both
    /// boxes so that a row's two values face each other; the lower box, a row taller on an odd height, shows one
    /// row more rather than a blank one.
    private static func drawColumn(
        _ pairs: [(FactLine, FactLine)], side: Int, title: String, state: ExplorerState, in area: Rect, theme: Theme,
        into buffer: inout ScreenBuffer
    ) {
        Drawing.box(area, title: title, into: &buffer, theme: theme)
        let inner = area.inner
        let x = inner.x + 1
        let width = inner.width - 2
        guard width > RowView.labelWidth + 4 else { return }
        for (row, y) in visible(pairs.count, state: state, height: inner.height, top: inner.y) {
            let (left, right) = pairs[row]
            let line = side == 0 ? left : right
            let selected = row == state.screen.selection
            buffer.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: selected ? theme.selection : theme.plain)
            buffer.put(TextLayout.truncate(line.label, toWidth: RowView.labelWidth - 1, ellipsis: theme.ellipsis), x: x, y: y,
                       style: selected ? theme.selection : theme.dim)
            buffer.put(TextLayout.truncate(line.value, toWidth: width - RowView.labelWidth, ellipsis: theme.ellipsis), x: x + RowView.labelWidth, y: y,
                       style: valueStyle(differs: left.value != right.value, selected: selected, theme: theme))
        }
    }

    /// The rows in view from the screen's scroll, with their lines.
    private static func visible(_ count: Int, state: ExplorerState, height: Int, top: Int) -> [(row: Int, y: Int)] {
        ScrollWindow(count: count, height: height).visibleRows(from: state.screen.offset).map { ($0, top + $0 - state.screen.offset) }
    }

    /// A value that differs from the other country's is highlighted as search matches are.
    private static func valueStyle(differs: Bool, selected: Bool, theme: Theme) -> Style {
        switch (differs, selected) {
        case (true, true): theme.selectedMatch
        case (true, false): theme.match
        case (false, true): theme.selection
        case (false, false): theme.plain
        }
    }
}
