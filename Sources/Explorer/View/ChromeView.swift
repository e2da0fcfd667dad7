import Foundation
import TerminalUI

/// The frame around every screen: tab bar, breadcrumb and search, status bar.
enum ChromeView {
    /// Draws the tabs, with the active one highlighted, and the program's name when there is room.
    static func tabBar(_ state: ExplorerState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        TabBar(labels: labels(width: area.width), selected: Tab.allCases.firstIndex(of: state.tab), title: "Country Explorer ").draw(
            in: area, background: theme.plain, labelStyle: theme.inactiveTab, selectedStyle: theme.activeTab, titleStyle: theme.dim,
            into: &buffer
        )
    }

    /// Terminals narrower than this get the tab labels without their padding.
    static let roomyTabBarWidth = 44

    /// The tabs' labels on a tab bar `width` columns wide: " 1 Countries ", or "1 Countries" when narrow.
    private static func labels(width: Int) -> [String] {
        Tab.allCases.map { tab in
            let text = "\(tab.rawValue + 1) \(tab.title)"
            return width >= roomyTabBarWidth ? " \(text) " : text
        }
    }

    /// The columns each tab's label covers on the tab bar `area`, for mouse clicks.
    static func tabLabels(in area: Rect) -> [HitRegions.TabLabel] {
        zip(Tab.allCases, TabBar(labels: labels(width: area.width), selected: nil).labelColumns(startingAt: area.x)).map {
            HitRegions.TabLabel(tab: $0, columns: $1)
        }
    }

    /// Draws the breadcrumb on the left and the search field on the right; returns where the search's caret
    /// is, for the cursor.
    @discardableResult
    static func header(_ state: ExplorerState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) -> CellPosition {
        let query = state.screen.query
        let active = state.screen.isSearching || !query.isEmpty
        let hint = "type to search"
        let fieldWidth = min(DisplayWidth.of(active ? "/ " + query + "▏" : hint), max(4, area.width / 2))
        let fieldX = area.x + area.width - fieldWidth - 1
        let caret: CellPosition
        if active {
            // The field keeps its caret in view: the end of the text before it, then what fits of the rest.
            let room = max(0, fieldWidth - 3)
            let caretIndex = min(state.screen.caret, query.count)
            let head = String(query.prefix(caretIndex)), tail = String(query.dropFirst(caretIndex))
            let fits = DisplayWidth.of(head) + DisplayWidth.of(tail) <= room
            let shownHead = fits ? head : TextLayout.truncateHead(head, toWidth: room - min(DisplayWidth.of(tail), room / 2), ellipsis: theme.ellipsis)
            let shownTail = fits ? tail : TextLayout.truncate(tail, toWidth: room - DisplayWidth.of(shownHead), ellipsis: theme.ellipsis)
            let width = buffer.put("/ " + shownHead, x: fieldX, y: area.y, style: theme.match)
            buffer.put("▏" + shownTail, x: fieldX + width, y: area.y, style: theme.match)
            caret = CellPosition(x: fieldX + width, y: area.y)
        } else {
            buffer.put(TextLayout.truncate(hint, toWidth: fieldWidth, ellipsis: theme.ellipsis), x: fieldX, y: area.y, style: theme.dim)
            caret = CellPosition(x: area.x + area.width - 2, y: area.y)
        }
        let labels = state.path.map { state.breadcrumbLabel(of: $0) }
        let crumbs = breadcrumb(labels, toWidth: max(0, area.width - fieldWidth - 3), theme: theme)
        buffer.put(" " + crumbs, x: area.x, y: area.y, style: theme.bold)
        return caret
    }

    /// The breadcrumb in at most `width` columns: the screens left out from the root first, behind an ellipsis,
    /// so that the screen in front is whole (cut only when it alone is too wide).
    static func breadcrumb(_ labels: [String], toWidth width: Int, theme: Theme) -> String {
        let separator = theme.breadcrumbSeparator
        for start in labels.indices {
            let shown = (start > 0 ? [theme.ellipsis] : []) + labels[start...]
            let text = shown.joined(separator: separator)
            if DisplayWidth.of(text) <= width { return text }
        }
        return TextLayout.truncate(labels.last ?? "", toWidth: width, ellipsis: theme.ellipsis)
    }

    /// Draws where the data came from (and whether it is stale), the counts and the main keys, dropping hints
    /// first when narrow.
    static func statusBar(
        _ state: ExplorerState, in area: Rect, now: Date, timeZone: TimeZone, theme: Theme,
        into buffer: inout ScreenBuffer
    ) {
        let refreshing = state.refreshing.isEmpty ? "" : "\(theme.spinner(state.tick)) refreshing · "
        let source = " " + refreshing + (state.notice ?? StatusLine(state, now: now, timeZone: timeZone).text)
        let counts = state.screen.query.isEmpty ? "\(state.totalCount)" : "\(state.screen.rows.count)/\(state.totalCount)"
        // The key hints are the first thing dropped when narrow.
        StatusBar(left: source, right: [" \(counts) ", "? help  F2 continent  ^C quit "])
            .draw(in: area, style: theme.statusBar, ellipsis: theme.ellipsis, into: &buffer)
    }
}
