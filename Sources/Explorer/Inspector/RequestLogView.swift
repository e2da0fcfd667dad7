import Foundation
import TerminalUI

/// The request log section: its filter, then one line a request, newest first: time, name, origin, duration,
/// size, outcome and variables.
enum RequestLogView {
    /// Draws the log of `inspector` in `area`.
    static func draw(_ inspector: InspectorState, in area: Rect, timeZone: TimeZone, theme: Theme, into buffer: inout ScreenBuffer) {
        guard area.height >= 2 else { return }
        let entries = inspector.filteredLog
        let heading = inspector.logFilter.isEmpty
            ? "\(inspector.log?.count ?? 0) requests this run (the last 500, in memory only) · type to filter"
            : "/ \(inspector.logFilter)▏ · \(entries.count) of \(inspector.log?.count ?? 0)"
        buffer.put(TextLayout.truncate(heading, toWidth: area.width, ellipsis: theme.ellipsis), x: area.x, y: area.y, style: inspector.logFilter.isEmpty ? theme[.dim] : theme[.match])
        guard inspector.log != nil else {
            buffer.put("Loading the log…", x: area.x, y: area.y + 1, style: theme[.dim])
            return
        }
        let window = ScrollWindow(count: entries.count, height: area.height - 1)
        let selection = window.clampedSelection(inspector.logSelection)
        let offset = window.offset(0, showing: selection)
        for (row, index) in window.visibleRows(from: offset).enumerated() {
            let line = TextLayout.pad(text(of: entries[index], timeZone: timeZone), toWidth: area.width, ellipsis: theme.ellipsis)
            let style = index == selection ? theme[.selection] : entries[index].isFault ? theme[.error] : theme.plain
            buffer.put(line, x: area.x, y: area.y + 1 + row, style: style)
        }
    }

    /// `14:03:07  CountryDetail      network     12 ms   1234 B  ok  code=AO lang=en`: the variables last, where a
    /// narrow pane cuts them before the outcome.
    static func text(of entry: RequestSummary, timeZone: TimeZone) -> String {
        let time = StatusLine.clockTime(entry.startedAt, timeZone: timeZone)
        let size = entry.bytes.map { "\($0) B" } ?? "-"
        return [
            time, TextLayout.pad(entry.name, toWidth: 17), TextLayout.pad(entry.origin, toWidth: 7),
            TextLayout.padLeading(entry.duration, toWidth: 7), TextLayout.padLeading(size, toWidth: 8), entry.outcome, entry.variables,
        ].joined(separator: "  ")
    }
}
