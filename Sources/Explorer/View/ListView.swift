import Foundation
import TerminalUI

/// A bordered list of the front screen's rows, or its loading, error or empty state.
enum ListView {
    /// Draws the list of `state.screen` in `area`; returns where its selected row starts, for the cursor.
    @discardableResult
    static func draw(_ state: ExplorerState, in area: Rect, now: Date, theme: Theme, into buffer: inout ScreenBuffer) -> CellPosition? {
        if case .compare(let first, let second) = state.screen.kind, case .loaded? = state.data[.countryDetail(first)],
           case .loaded? = state.data[.countryDetail(second)], !state.screen.rows.isEmpty {
            return CompareView.draw(state, first: first, second: second, in: area, now: now, theme: theme, into: &buffer)
        }
        Drawing.box(area, title: state.listTitle, into: &buffer, theme: theme)
        let inner = area.inner
        guard inner.height > 0, inner.width > 0 else { return nil }
        let screen = state.screen
        guard let main = state.requests(for: screen).first, let loadable = state.data[main] else { return nil }
        switch loadable {
        case .loading:
            Notice.show("\(theme.spinner(state.tick)) Loading\(theme.ellipsis)", in: inner, style: theme[.dim], theme: theme, into: &buffer)
        case .failed(let message):
            // With the search field focused `r` is search text: the refresh key retries there.
            let hint = "Press \(state.options.keymap.keyName(for: screen.search.isFocused ? .refresh : .retry)) to retry."
            switch screen.kind {
            case .country(let code), .states(let code), .subdivisions(let code), .timeZones(let code), .neighbours(let code),
                 .compare(let code, _):
                FailedCountryView.draw(code: code, message: message, retryHint: hint, state: state, in: inner, theme: theme, into: &buffer)
            default:
                Notice.show(message, in: inner, style: theme[.error], theme: theme, into: &buffer, footer: hint)
            }
        case .loaded:
            // A country the API does not know (`country: null`) still shows what its row in a list knew.
            if case .country(let code) = screen.kind, state.countryDetails(code) == nil {
                FailedCountryView.draw(
                    code: code, message: FailedCountryView.unknownCode(code), retryHint: "Press \(state.options.keymap.keyName(for: .refresh)) to ask again.", state: state, in: inner,
                    theme: theme, into: &buffer
                )
                return nil
            }
            if screen.rows.isEmpty {
                let text = screen.search.text.isEmpty ? emptyText(screen.kind) : "No \(noun(screen.kind)) matches '\(screen.search.text)'. \(state.options.keymap.keyName(for: .escape)) clears the search."
                Notice.show(text, in: inner, style: theme[.dim], theme: theme, into: &buffer)
                return nil
            }
            let isCountry = if case .country = screen.kind { true } else { false }
            for index in state.listWindow.visibleRows(from: screen.offset) {
                RowView.draw(
                    screen.rows[index], selected: index == screen.selection, marked: state.comparison.marked, amongFacts: isCountry,
                    y: inner.y + index - screen.offset,
                    in: inner, now: now, options: state.options, theme: theme, into: &buffer,
                    figure: state.sortedFigure(of: screen.rows[index].item)
                )
            }
            return CellPosition(x: inner.x, y: inner.y + screen.selection - screen.offset)
        }
        return nil
    }

    /// What a screen's rows are, for "No country matches 'xyz'".
    private static func noun(_ kind: ScreenKind) -> String {
        switch kind {
        case .countryList: "country"
        case .country: "fact or language"
        case .states: "state"
        case .subdivisions: "subdivision"
        case .continents: "continent"
        case .languages: "language"
        case .neighbours: "neighbour"
        case .timeZones: "time zone"
        case .compare: "fact"
        }
    }

    /// What an empty list says.
    private static func emptyText(_ kind: ScreenKind) -> String {
        switch kind {
        case .countryList: "No countries here."
        case .states: "No states or provinces recorded."
        case .subdivisions: "No subdivisions recorded."
        case .neighbours: "No land neighbours: an island, or the sources record none."
        case .timeZones: "No time zone recorded."
        default: "Nothing here."
        }
    }
}

/// A short message centred in an area, wrapped to its width.
enum Notice {
    /// Draws `text` (and an optional `footer` line) in the middle of `area`.
    static func show(_ text: String, in area: Rect, style: Style, theme: Theme, into buffer: inout ScreenBuffer, footer: String? = nil) {
        let lines = TextLayout.wrap(text, toWidth: max(1, area.width - 2)) + (footer.map { ["", $0] } ?? [])
        let top = area.y + max(0, (area.height - lines.count) / 2)
        let messageLines = lines.count - (footer == nil ? 0 : 2)
        for (offset, line) in lines.prefix(area.height).enumerated() {
            buffer.putCentered(line, in: area, y: top + offset, style: offset < messageLines ? style : Style(), ellipsis: theme.ellipsis)
        }
    }
}
