import Foundation
import TerminalUI

/// Draws the inspector: in columns of its own on the right from `paneWidth` columns, the screen drawn in the
/// columns it leaves; over the whole screen below them. Its section tabs, the answer's summary, then the section
/// in front.
enum InspectorView {
    /// Terminals at least this wide get the inspector as a pane beside the screen; narrower ones, full screen.
    static let paneWidth = 100

    /// The columns the inspector takes on the right of a terminal `width` wide: the screen keeps at least 40, the
    /// inspector the rest, from 60 up to 90; nil below `paneWidth`, where it covers the screen.
    static func columns(width: Int) -> Int? {
        guard width >= paneWidth else { return nil }
        return max(60, min(width - 40, 90))
    }

    /// Where the inspector draws: in its own columns, level with the list, on wide terminals; else between the
    /// tab bar and the status bar.
    static func area(width: Int, height: Int) -> Rect {
        guard let columns = columns(width: width) else { return Rect(x: 0, y: 1, width: width, height: max(0, height - 2)) }
        return Rect(x: width - columns, y: 2, width: columns, height: max(0, height - 3))
    }

    /// Draws the inspector of `state`; returns where the cursor goes.
    static func draw(_ state: ExplorerState, now: Date, timeZone: TimeZone, theme: Theme, into buffer: inout ScreenBuffer) -> CellPosition? {
        guard let inspector = state.inspector else { return nil }
        let area = area(width: state.width, height: state.height)
        guard area.height >= 5 else { return nil }
        buffer.fill(area, style: theme.plain)
        let title = inspector.section.showsAnswer ? (inspector.answer.map { "Inspector · \($0.title)" } ?? "Inspector") : "Inspector · \(inspector.section.title)"
        Drawing.box(area, title: title, into: &buffer, theme: theme)
        let inner = area.inner
        let x = inner.x + 1, width = max(0, inner.width - 2)
        for label in sectionLabels(in: area, ellipsis: theme.ellipsis) {
            let style = label.section == inspector.section ? theme[.activeTab] : theme[.inactiveTab]
            buffer.put(label.text, x: label.columns.lowerBound, y: inner.y, style: style)
        }
        let body = body(of: area)
        switch inspector.section {
        case .requests: RequestLogView.draw(inspector, in: body, timeZone: timeZone, theme: theme, into: &buffer)
        case .cache: CacheBrowserView.draw(inspector.cache, in: body, theme: theme, into: &buffer)
        default: drawAnswer(state, in: body, theme: theme, into: &buffer)
        }
        buffer.put(TextLayout.truncate(hint(for: inspector, keymap: state.options.keymap), toWidth: width, ellipsis: theme.ellipsis), x: x, y: inner.y + inner.height - 1, style: theme[.dim])
        return CellPosition(x: x, y: inner.y)
    }

    /// The inside of the inspector's box in `area` under its section tabs and above its hint.
    static func body(of area: Rect) -> Rect {
        let inner = area.inner
        return Rect(x: inner.x + 1, y: inner.y + 1, width: max(0, inner.width - 2), height: max(0, inner.height - 2))
    }

    /// The section tabs in `area`: each section's label, cut where the row ends, and the columns it covers.
    static func sectionLabels(in area: Rect, ellipsis: String) -> [(section: InspectorState.Section, text: String, columns: Range<Int>)] {
        let inner = area.inner
        let x = inner.x + 1, end = inner.x + 1 + max(0, inner.width - 2)
        var labels: [(section: InspectorState.Section, text: String, columns: Range<Int>)] = []
        var column = x
        for section in InspectorState.Section.allCases where column < end {
            let text = TextLayout.truncate(section.title, toWidth: end - column, ellipsis: ellipsis)
            let width = DisplayWidth.of(text)
            labels.append((section, text, column..<(column + width)))
            column += width + 1
        }
        return labels
    }

    /// Where the section in front lists what a click can pick (the log's requests, the cache's keys or a record's
    /// fields), with the index of the line on its first row; nil for the answer sections.
    static func clickableList(_ inspector: InspectorState, in area: Rect) -> HitRegions.InspectorList? {
        let body = body(of: area)
        let list: Rect, count: Int, selection: Int
        switch inspector.section {
        case .requests:
            guard inspector.log != nil, body.height >= 2 else { return nil }
            list = Rect(x: body.x, y: body.y + 1, width: body.width, height: body.height - 1)
            count = inspector.filteredLog.count
            selection = inspector.logSelection
        case .cache:
            guard let keys = CacheBrowserView.listArea(inspector.cache, in: body), keys.height > 0 else { return nil }
            list = keys
            count = CacheBrowserView.listCount(inspector.cache)
            selection = inspector.cache.selection
        default:
            return nil
        }
        let window = ScrollWindow(count: count, height: list.height)
        let first = window.offset(0, showing: window.clampedSelection(selection))
        return HitRegions.InspectorList(rows: list.y..<(list.y + max(0, min(list.height, count - first))), columns: list.x..<(list.x + list.width), first: first)
    }

    /// The keys that act in the section in front: the keymap's where they are its (Enter, Backspace and the
    /// arrows move as they always do).
    private static func hint(for inspector: InspectorState, keymap: Keymap) -> String {
        let section = keymap.keyName(for: .nextSection) + " section", close = keymap.keyName(for: .escape) + " close"
        let evict = keymap.keyName(for: .evictRecord) + " evict"
        return switch inspector.section {
        case .requests: "type to filter · Enter shows one · \(section) · \(close)"
        case .cache where inspector.cache.page != nil: "Enter follows a reference · Backspace back · \(evict) · \(close)"
        case .cache: "type to search · Enter opens · \(evict) · \(section) · \(close)"
        default: "\(section) · ↑ ↓ PgUp PgDn scroll · \(keymap.keyName(for: .copyAsCurl)) copy as curl · \(close)"
        }
    }

    /// The answer's summary (origin, variables and policy, a teaching line), then the section's lines, scrolled.
    private static func drawAnswer(_ state: ExplorerState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        guard let inspector = state.inspector else { return }
        guard let answer = inspector.answer else {
            let text = inspector.failure ?? (inspector.asked == nil ? InspectorState.noAnswerYet : "Loading the answer…")
            for (index, line) in TextLayout.wrap(text, toWidth: area.width).prefix(area.height).enumerated() {
                buffer.put(line, x: area.x, y: area.y + index, style: theme[.dim])
            }
            return
        }
        // Each summary line wraps (at most three rows), its label dim.
        var summary: [(label: String, text: String, role: InspectorContent.Role)] = [
            ("origin    ", answer.origin, .plain),
            ("variables ", answer.variablesInline, .plain),
            ("policy    ", "\(answer.policy) · took \(answer.duration)", .plain),
        ]
        if let partial = InspectorContent.partialLine(answer) {
            summary.append(("", partial, .error))
        } else if let taught = InspectorContent.teaching(for: answer, in: state) {
            summary.append(("", taught, .dim))
        }
        var row = area.y
        for entry in summary {
            let indent = entry.label.count
            for (index, text) in TextLayout.wrap(entry.text, toWidth: area.width - indent).prefix(3).enumerated() where row < area.y + area.height {
                buffer.put(index == 0 ? entry.label : "", x: area.x, y: row, style: theme[.dim])
                put([.init(text: text, role: entry.role)], x: area.x + indent, y: row, width: area.width - indent, theme: theme, into: &buffer)
                row += 1
            }
        }
        let top = row + 1
        let height = max(0, area.y + area.height - top)
        let lines = InspectorContent.lines(of: inspector.section, answer: answer)
        let window = ScrollWindow(count: lines.count, height: height)
        let offset = window.clampedOffset(inspector.offset(of: inspector.section))
        for (index, line) in lines[window.visibleRows(from: offset)].enumerated() {
            put(line, x: area.x, y: top + index, width: area.width, theme: theme, into: &buffer)
        }
        if lines.count > height, height > 0 {
            let position = " \(offset + 1)-\(min(lines.count, offset + height))/\(lines.count) "
            buffer.put(position, x: area.x + area.width - DisplayWidth.of(position), y: top - 1, style: theme[.dim])
        }
    }

    /// Draws a line's pieces from `x`, cut at `width` columns.
    static func put(_ line: InspectorContent.Line, x: Int, y: Int, width: Int, theme: Theme, into buffer: inout ScreenBuffer) {
        var column = x
        for piece in line where column < x + width {
            let text = TextLayout.truncate(piece.text, toWidth: x + width - column, ellipsis: theme.ellipsis)
            column += buffer.put(text, x: column, y: y, style: style(piece.role, theme: theme))
        }
    }

    /// The theme's style for a role; syntax colours only with colour (keywords stay bold, comments dim without).
    static func style(_ role: InspectorContent.Role, theme: Theme) -> Style {
        switch role {
        case .plain: theme.plain
        case .dim: theme[.dim]
        case .title: theme[.title]
        case .error: theme[.error]
        case .selected: theme[.selection]
        case .syntax(let kind): syntaxStyle(kind, theme: theme)
        }
    }

    private static func syntaxStyle(_ kind: GraphQLHighlighter.Kind, theme: Theme) -> Style {
        switch kind {
        case .keyword: theme[.keyword]
        case .typeName: theme[.typeName]
        case .variable: theme[.variable]
        case .directive: theme[.directive]
        case .string: theme[.string]
        case .number: theme[.number]
        case .comment: theme[.dim]
        case .name, .punctuation, .plain: theme.plain
        }
    }
}
