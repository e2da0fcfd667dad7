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
        let fieldWidth = searchFieldWidth(state, in: area)
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
            buffer.put(TextLayout.truncate(searchHint, toWidth: fieldWidth, ellipsis: theme.ellipsis), x: fieldX, y: area.y, style: theme.dim)
            caret = CellPosition(x: area.x + area.width - 2, y: area.y)
        }
        buffer.put(" " + breadcrumb(state, in: area, theme: theme).text, x: area.x, y: area.y, style: theme.bold)
        return caret
    }

    /// What the search field says while there is no search.
    private static let searchHint = "type to search"

    /// How wide the search field is on the header `area`: its text, at most half the row.
    private static func searchFieldWidth(_ state: ExplorerState, in area: Rect) -> Int {
        let query = state.screen.query
        let active = state.screen.isSearching || !query.isEmpty
        return min(DisplayWidth.of(active ? "/ " + query + "▏" : searchHint), max(4, area.width / 2))
    }

    /// The breadcrumb of the header `area`, left of the search field, and the columns of each screen's label in
    /// it, for clicks.
    static func breadcrumb(_ state: ExplorerState, in area: Rect, theme: Theme) -> (text: String, crumbs: [HitRegions.Crumb]) {
        let labels = state.path.map { state.breadcrumbLabel(of: $0) }
        let width = max(0, area.width - searchFieldWidth(state, in: area) - 3)
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

    /// Draws where the data came from (and whether it is stale), the counts and the main keys, dropping hints
    /// first when narrow.
    static func statusBar(
        _ state: ExplorerState, in area: Rect, now: Date, timeZone: TimeZone, theme: Theme,
        into buffer: inout ScreenBuffer
    ) {
        let refreshing = state.refreshing.isEmpty ? "" : "\(theme.spinner(state.tick)) refreshing · "
        let source = " " + refreshing + (state.notice ?? statusText(state, now: now, timeZone: timeZone))
        let counts = state.screen.query.isEmpty ? "\(state.totalCount)" : "\(state.screen.rows.count)/\(state.totalCount)"
        // The key hints are the first thing dropped when narrow.
        StatusBar(left: source, right: [" \(counts) ", "? help  F2 continent  ^C quit "])
            .draw(in: area, style: theme.statusBar, ellipsis: theme.ellipsis, into: &buffer)
    }

    /// Where the front screen's data came from; "stale" first, with how old the data is and why, while a
    /// refresh of it has failed and none has succeeded since.
    static func statusText(_ state: ExplorerState, now: Date, timeZone: TimeZone) -> String {
        let source = sourceText(state.frontOrigin, now: now, timeZone: timeZone)
        guard let reason = state.frontStaleness, let origin = state.frontOrigin else { return source }
        let age: String = if case .cache = origin.kind { "" } else { " (\(RelativeAge.describe(from: origin.receivedAt, to: now)))" }
        return "stale · \(source)\(age) · refresh failed: \(reason)"
    }

    /// "live · host · 12:03:04", "bundled data, offline · 12:03:04", "cached 3 h ago".
    static func sourceText(_ origin: DataOrigin?, now: Date, timeZone: TimeZone) -> String {
        guard let origin else { return "loading…" }
        let time = clockTime(origin.receivedAt, timeZone: timeZone)
        switch origin.kind {
        case .live(let host): return "live · \(host) · \(time)"
        case .bundled(let reason) where reason == DataOrigin.offline: return "bundled data, offline · \(time)"
        case .bundled(let reason) where reason == DataOrigin.awaitingNetwork: return "bundled data, asking the network… · \(time)"
        case .bundled: return "bundled data, network unavailable · \(time)"
        case .cache(let storedAt): return "cached \(RelativeAge.describe(from: storedAt, to: now))"
        }
    }

    private static func clockTime(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}

/// "just now", "5 min ago", "3 h ago", "2 days ago".
enum RelativeAge {
    /// How long before `now` a time was, in a person's words.
    static func describe(from date: Date, to now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3600) h ago"
        default: return seconds / 86_400 == 1 ? "1 day ago" : "\(seconds / 86_400) days ago"
        }
    }
}
