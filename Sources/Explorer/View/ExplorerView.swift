import Foundation
import TerminalUI

/// Draws an `ExplorerState` into a `ScreenBuffer`: pure, so that every screen can be snapshot-tested.
public enum ExplorerView {
    /// The parts of a frame, each drawn inside its own area and never over another part (the help overlay
    /// aside, which covers them on purpose).
    public enum Part: Sendable, CaseIterable {
        /// The tabs.
        case tabBar
        /// The breadcrumb and the search field.
        case header
        /// The bordered list, or its loading, error or empty state.
        case list
        /// The detail pane beside or under the list, if the screen has one.
        case detail
        /// The map under a country's rows, on its own screen.
        case map
        /// Where the data came from, the counts and the main keys.
        case statusBar
    }

    /// The frame for `state`; `now` and `timeZone` format the status bar's times.
    ///
    /// The cursor goes where the focus is: the help, else the search field while there is a search, else the
    /// start of the selected row.
    public static func render(_ state: ExplorerState, now: Date, timeZone: TimeZone = .current) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: max(0, state.width), height: max(0, state.height))
        let theme = Theme(options: state.options)
        if state.isTooSmall {
            drawTooSmall(state, theme: theme, into: &buffer)
        } else {
            var caret: CellPosition?
            var selectedRow: CellPosition?
            // Beside the inspector the screen keeps its own columns; the tabs and the status bar span them all.
            let screen = state.besideInspector
            for part in Part.allCases {
                let drawn = part == .tabBar || part == .statusBar ? state : screen
                let position = draw(part, of: drawn, now: now, timeZone: timeZone, theme: theme, into: &buffer)
                if part == .header { caret = position }
                if part == .list { selectedRow = position }
            }
            let header = Layout(kind: state.screen.kind, width: state.width, height: state.height).header
            buffer.cursor = (state.screen.search.isActive ? caret : selectedRow) ?? selectedRow ?? CellPosition(x: 0, y: header.y)
        }
        if !state.isTooSmall, let position = InspectorView.draw(state, now: now, timeZone: timeZone, theme: theme, into: &buffer) {
            buffer.cursor = position
        }
        if state.showsHelp {
            buffer.cursor = HelpOverlay.draw(state, theme: theme, into: &buffer)
        }
        return state.options.ascii ? ASCIIOutput.transliterate(buffer) : buffer
    }

    /// Where a part of the frame may draw for `state`; nil when the screen has no such part, or it is too small.
    public static func area(of part: Part, in state: ExplorerState) -> Rect? {
        guard !state.isTooSmall else { return nil }
        // The tabs and the status bar span every column; the rest, those the inspector leaves.
        let full = Layout(kind: state.screen.kind, width: state.width, height: state.height)
        let layout = Layout(kind: state.screen.kind, width: state.screenWidth, height: state.height)
        switch part {
        case .tabBar: return full.tabBar
        case .header: return layout.header
        case .list: return layout.list
        case .detail: return layout.detail
        case .map: return mapArea(of: state, in: layout.list)
        case .statusBar: return full.statusBar
        }
    }

    /// Draws one part of the frame inside `area(of:in:)`; returns where the focus goes in it (the search's caret
    /// in the header, the selected row in the list), if anywhere.
    @discardableResult
    public static func draw(
        _ part: Part, of state: ExplorerState, now: Date, timeZone: TimeZone = .current, into buffer: inout ScreenBuffer
    ) -> CellPosition? {
        draw(part, of: state, now: now, timeZone: timeZone, theme: Theme(options: state.options), into: &buffer)
    }

    private static func draw(
        _ part: Part, of state: ExplorerState, now: Date, timeZone: TimeZone, theme: Theme, into buffer: inout ScreenBuffer
    ) -> CellPosition? {
        guard let area = area(of: part, in: state) else { return nil }
        switch part {
        case .tabBar: ChromeView.tabBar(state, in: area, theme: theme, into: &buffer)
        case .header: return ChromeView.header(state, in: area, theme: theme, into: &buffer)
        case .list: return ListView.draw(state, in: area, now: now, theme: theme, into: &buffer)
        case .detail: drawDetail(state, in: area, now: now, theme: theme, into: &buffer)
        case .map:
            guard case .country(let code) = state.screen.kind else { return nil }
            MapView.draw(state.mapSubject(country: code), state: state, in: area, theme: theme, into: &buffer)
        case .statusBar: ChromeView.statusBar(state, in: area, now: now, timeZone: timeZone, theme: theme, into: &buffer)
        }
        return nil
    }

    /// The pane beside the list: the selected country's facts, continent's or language's countries.
    private static func drawDetail(_ state: ExplorerState, in detail: Rect, now: Date, theme: Theme, into buffer: inout ScreenBuffer) {
        if case .compare(let first, let second) = state.screen.kind {
            // Stacked, the second country under the first.
            if case .loaded? = state.data[.countryDetail(first)], case .loaded? = state.data[.countryDetail(second)] {
                CompareView.drawSecond(state, first: first, second: second, in: detail, now: now, theme: theme, into: &buffer)
            } else {
                Drawing.box(detail, title: state.countryTitle(second), into: &buffer, theme: theme)
            }
            return
        }
        switch state.selectedRow?.item {
        case .country(let country)?:
            CountryFactsView.draw(code: country.code, state: state, in: detail, now: now, theme: theme, into: &buffer)
        case .continent(let continent)?:
            ContinentPreviewView.draw(code: continent.code, state: state, in: detail, theme: theme, into: &buffer)
        case .language(let language)?:
            LanguagePreviewView.draw(code: language.code, state: state, in: detail, theme: theme, into: &buffer)
        default:
            Drawing.box(detail, title: "", into: &buffer, theme: theme)
        }
    }

    /// A country's own screen shows the map under its rows, after a blank one, in the rows its layout budget gives
    /// it (`DetailBudget.screen`); only under its rows, never under a loading, error or empty message.
    private static func mapArea(of state: ExplorerState, in list: Rect) -> Rect? {
        guard case .country(let code) = state.screen.kind, case .loaded? = state.data[.countryDetail(code)],
              !state.screen.rows.isEmpty, let budget = state.countryScreenBudget(code), budget.map > 0
        else { return nil }
        let inner = list.inner
        return Rect(x: inner.x + 1, y: inner.y + budget.rows + 1, width: inner.width - 2, height: budget.map)
    }

    private static func drawTooSmall(_ state: ExplorerState, theme: Theme, into buffer: inout ScreenBuffer) {
        let area = Rect(x: 0, y: 0, width: state.width, height: state.height)
        let minimum = ExplorerState.minimumSize
        let keymap = state.options.keymap
        Notice.show(
            "Terminal too small: \(state.width)×\(state.height). Country Explorer needs at least \(minimum.width)×\(minimum.height). "
                + "\(keymap.keyName(for: .help)) help, \(keymap.keyName(for: .quit)) quit.",
            in: area, style: theme.plain, theme: theme, into: &buffer
        )
        buffer.cursor = CellPosition(x: 0, y: 0)
    }

    /// When the status bar's text next changes by itself, after `now`: an age it shows turns a minute, an hour
    /// or a day older. Nil when it shows no age; the runtime wakes then to redraw it, and only then.
    public static func nextStatusChange(_ state: ExplorerState, after now: Date) -> Date? {
        guard !state.isTooSmall else { return nil }
        let clocks = showsClocks(state) ? [nextMinute(after: now)] : []
        guard state.notice == nil else { return clocks.first }
        let ages = StatusLine(state, now: now, timeZone: TimeZone(secondsFromGMT: 0) ?? .current).agedFrom.map { RelativeAge.nextChange(from: $0, after: now) }
        return (ages + clocks).min()
    }

    /// Whether the frame shows a country's local time, which turns at each minute.
    static func showsClocks(_ state: ExplorerState) -> Bool {
        guard let code = state.detailCountry, !(state.keptFacts(code)?.timeZones ?? []).isEmpty else {
            if case .compare = state.screen.kind { return state.facts != nil }
            return false
        }
        return true
    }

    /// The start of the minute after `now`, when every zone's clock turns (every zone's offset is whole minutes).
    static func nextMinute(after now: Date) -> Date {
        let seconds = now.timeIntervalSinceReferenceDate
        return Date(timeIntervalSinceReferenceDate: ((seconds / 60).rounded(.down) + 1) * 60)
    }
}
