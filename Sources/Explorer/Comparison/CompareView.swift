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
        if state.width < Layout.comparisonSideBySideWidth {
            drawBox(pairs, sides: [0], title: state.countryTitle(first), state: state, in: area, theme: theme, into: &buffer)
        } else {
            let title = "\(state.countryTitle(first))  ·  \(state.countryTitle(second))"
            drawBox(pairs, sides: [0, 1], title: title, state: state, in: area, theme: theme, into: &buffer)
        }
        return CellPosition(x: area.inner.x, y: area.inner.y + state.screen.selection - state.screen.offset)
    }

    /// Draws the second country in the detail's `area`, when stacked.
    static func drawSecond(
        _ state: ExplorerState, first: String, second: String, in area: Rect, now: Date, theme: Theme, into buffer: inout ScreenBuffer
    ) {
        guard let pairs = pairs(state, first: first, second: second, now: now) else { return }
        drawBox(pairs, sides: [1], title: state.countryTitle(second), state: state, in: area, theme: theme, into: &buffer)
    }

    /// The two countries' lines, paired by label (they share one order), for the screen's rows: a search keeps
    /// the rows whose label it matches.
    private static func pairs(_ state: ExplorerState, first: String, second: String, now: Date) -> [(FactLine, FactLine)]? {
        guard let left = state.factLines(first, now: now), let right = state.factLines(second, now: now) else { return nil }
        let byLabel = Dictionary(zip(left, right).map { ($0.0.label, $0) }) { first, _ in first }
        return state.screen.rows.compactMap { row in
            guard case .comparison(let label) = row.item else { return nil }
            return byLabel[label]
        }
    }

    /// One box: a label column, then the values of the countries of `sides` (0 the first, 1 the second) in
    /// columns of their own. Stacked, each box shows its rows from the same first row, so that a row's two
    /// values face each other; the lower box, a row taller on an odd height, shows one row more rather than a
    /// blank one.
    private static func drawBox(
        _ pairs: [(FactLine, FactLine)], sides: [Int], title: String, state: ExplorerState, in area: Rect, theme: Theme,
        into buffer: inout ScreenBuffer
    ) {
        Drawing.box(area, title: title, into: &buffer, theme: theme)
        let inner = area.inner
        let x = inner.x + 1
        let valueWidth = (inner.width - 2 - RowView.labelWidth - 2 * (sides.count - 1)) / sides.count
        guard valueWidth > 4 else { return }
        for (row, y) in visible(pairs.count, state: state, height: inner.height, top: inner.y) {
            let (left, right) = pairs[row]
            let selected = row == state.screen.selection
            buffer.fill(Rect(x: inner.x, y: y, width: inner.width, height: 1), style: selected ? theme[.selection] : theme.plain)
            buffer.put(TextLayout.truncate(left.label, toWidth: RowView.labelWidth - 1, ellipsis: theme.ellipsis), x: x, y: y,
                       style: selected ? theme[.selection] : theme[.dim])
            let style = valueStyle(differs: left.value != right.value, selected: selected, theme: theme)
            for (column, side) in sides.enumerated() {
                buffer.put(TextLayout.truncate((side == 0 ? left : right).value, toWidth: valueWidth, ellipsis: theme.ellipsis),
                           x: x + RowView.labelWidth + column * (valueWidth + 2), y: y, style: style)
            }
        }
    }

    /// The rows in view from the screen's scroll, with their lines.
    private static func visible(_ count: Int, state: ExplorerState, height: Int, top: Int) -> [(row: Int, y: Int)] {
        ScrollWindow(count: count, height: height).visibleRows(from: state.screen.offset).map { ($0, top + $0 - state.screen.offset) }
    }

    /// A value that differs from the other country's is highlighted as search matches are.
    private static func valueStyle(differs: Bool, selected: Bool, theme: Theme) -> Style {
        switch (differs, selected) {
        case (true, true): theme[.selectedMatch]
        case (true, false): theme[.match]
        case (false, true): theme[.selection]
        case (false, false): theme.plain
        }
    }
}
