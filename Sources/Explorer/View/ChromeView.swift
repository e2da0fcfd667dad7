import Foundation
import TerminalUI

/// The frame around every screen: tab bar, breadcrumb and search, status bar.
enum ChromeView {
    /// Draws the tabs, with the active one highlighted, and the program's name when there is room.
    static func tabBar(_ state: ExplorerState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        TabBar(labels: labels(width: area.width), selected: Tab.allCases.firstIndex(of: state.tab), title: "Country Explorer ").draw(
            in: area, background: theme.plain, labelStyle: theme[.inactiveTab], selectedStyle: theme[.activeTab], titleStyle: theme[.dim],
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
        let field = state.screen.search
        let fieldWidth = searchFieldWidth(field, in: area)
        let fieldX = area.x + area.width - fieldWidth - 1
        let caret: CellPosition
        if field.isActive {
            // The field keeps its caret in view: the end of the text before it, then what fits of the rest.
            let room = max(0, fieldWidth - 3)
            let caretIndex = min(field.caret, field.text.count)
            let head = String(field.text.prefix(caretIndex)), tail = String(field.text.dropFirst(caretIndex))
            let fits = DisplayWidth.of(head) + DisplayWidth.of(tail) <= room
            let shownHead = fits ? head : TextLayout.truncateHead(head, toWidth: room - min(DisplayWidth.of(tail), room / 2), ellipsis: theme.ellipsis)
            let shownTail = fits ? tail : TextLayout.truncate(tail, toWidth: room - DisplayWidth.of(shownHead), ellipsis: theme.ellipsis)
            // The focused field (after `/`) in a style of its own, so that what the keys type into shows.
            let style = field.isFocused ? theme[.focusedField] : theme[.match]
            let width = buffer.put("/ " + shownHead, x: fieldX, y: area.y, style: style)
            buffer.put("▏" + shownTail, x: fieldX + width, y: area.y, style: style)
            caret = CellPosition(x: fieldX + width, y: area.y)
        } else {
            buffer.put(TextLayout.truncate(searchHint, toWidth: fieldWidth, ellipsis: theme.ellipsis), x: fieldX, y: area.y, style: theme[.dim])
            caret = CellPosition(x: area.x + area.width - 2, y: area.y)
        }
        buffer.put(" " + breadcrumb(state, in: area, theme: theme).text, x: area.x, y: area.y, style: theme.bold)
        return caret
    }

    /// What the search field says while there is no search.
    private static let searchHint = "type to search"

    /// How wide the search field is on the header `area`: its text, at most half the row.
    private static func searchFieldWidth(_ field: SearchField, in area: Rect) -> Int {
        min(DisplayWidth.of(field.isActive ? "/ " + field.text + "▏" : searchHint), max(4, area.width / 2))
    }

    /// The breadcrumb of the header `area`, left of the search field, and the columns of each screen's label in
    /// it, for clicks.
    static func breadcrumb(_ state: ExplorerState, in area: Rect, theme: Theme) -> (text: String, crumbs: [HitRegions.Crumb]) {
        let labels = state.path.map { state.breadcrumbLabel(of: $0) }
        let width = max(0, area.width - searchFieldWidth(state.screen.search, in: area) - 3)
        let (start, text) = breadcrumb(labels, toWidth: width, theme: theme)
        let separator = DisplayWidth.of(theme.breadcrumbSeparator)
        // The text is drawn after one space; the ellipsis standing for the screens left out is no crumb.
        var x = area.x + 1 + (start > 0 ? DisplayWidth.of(theme.ellipsis) + separator : 0)
        var crumbs: [HitRegions.Crumb] = []
        for depth in start..<labels.count {
            let labelWidth = DisplayWidth.of(labels[depth])
            crumbs.append(HitRegions.Crumb(depth: depth, columns: x..<(x + labelWidth)))
            x += labelWidth + separator
        }
        return (text, crumbs)
    }

    /// The breadcrumb in at most `width` columns, and the first screen it names whole: the screens left out from
    /// the root first, behind an ellipsis, so that the screen in front is whole (cut only when it alone is too
    /// wide, and then none is whole).
    static func breadcrumb(_ labels: [String], toWidth width: Int, theme: Theme) -> (start: Int, text: String) {
        let separator = theme.breadcrumbSeparator
        for start in labels.indices {
            let shown = (start > 0 ? [theme.ellipsis] : []) + labels[start...]
            let text = shown.joined(separator: separator)
            if DisplayWidth.of(text) <= width { return (start, text) }
        }
        return (labels.count, TextLayout.truncate(labels.last ?? "", toWidth: width, ellipsis: theme.ellipsis))
    }

    /// Draws where the data came from (and whether it is stale, its words in their theme roles), the counts and the
    /// main keys: the key hints are dropped first when narrow, then the status gives way part by part
    /// (`StatusLine.fitted`).
    static func statusBar(
        _ state: ExplorerState, in area: Rect, now: Date, timeZone: TimeZone, theme: Theme,
        into buffer: inout ScreenBuffer
    ) {
        let refreshing = state.refreshing.isEmpty ? "" : "\(theme.spinner(state.tick)) refreshing · "
        let counts = " \(state.screen.search.text.isEmpty ? "\(state.totalCount)" : "\(state.screen.rows.count)/\(state.totalCount)") "
        // The key hints, the keymap's first keys, are the first thing dropped when narrow; F2's only where it acts.
        let keymap = state.options.keymap
        func hint(_ action: Action, _ words: String) -> String {
            keymap.shortKeyName(for: action).map { "\($0) \(words)  " } ?? ""
        }
        let hints = hint(.help, "help") + (state.continentFilterActs ? hint(.cycleContinent, "continent") : "") + hint(.quit, "quit").dropLast()
        var source = StatusLine.Marked([(" " + refreshing + (state.notice ?? ""), nil)])
        if state.notice == nil {
            let line = StatusLine(state, now: now, timeZone: timeZone)
            // Beside the counts and the hints when it fits whole; else beside the counts alone, as fits.
            let room = max(0, area.width - DisplayWidth.of(source.text) - DisplayWidth.of(counts) - 1)
            source.append(DisplayWidth.of(line.text) + DisplayWidth.of(hints) + 1 <= room
                ? line.whole : line.fitted(toWidth: room, ellipsis: theme.ellipsis))
        }
        let spans = source.marks.map { StyledSpan(offsets: $0.offsets, style: theme[$0.role]) }
        StatusBar(left: source.text, right: [counts, hints], leftSpans: spans)
            .draw(in: area, style: theme[.statusBar], ellipsis: theme.ellipsis, into: &buffer)
    }
}
