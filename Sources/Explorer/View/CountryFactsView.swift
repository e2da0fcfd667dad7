import TerminalUI

/// A country's facts in the detail pane beside (or under) a country list; its own screen lists them in full.
enum CountryFactsView {
    /// Draws the facts of `code` (or its loading or error state) in a bordered `area`.
    static func draw(code: String?, state: ExplorerState, in area: Layout.Area, theme: Theme, into buffer: inout ScreenBuffer) {
        guard let code else {
            Drawing.box(area, title: "", into: &buffer, theme: theme)
            return
        }
        let loadable = state.data[.countryDetail(code)]
        guard case .loaded(.countryDetail(let found), _)? = loadable else {
            Drawing.box(area, title: state.countryName(code), into: &buffer, theme: theme)
            Notice.pending(loadable, loading: state.countryName(code), tick: state.tick, in: area.inner, theme: theme, into: &buffer)
            return
        }
        guard let details = found else {
            Drawing.box(area, title: code, into: &buffer, theme: theme)
            Notice.show("No country has the code \(code).", in: area.inner, style: theme.dim, theme: theme, into: &buffer)
            return
        }
        let summary = details.summary
        let flag = state.options.ascii ? summary.code : summary.emoji
        Drawing.box(area, title: "\(flag) \(summary.name)", into: &buffer, theme: theme)
        let inner = area.inner
        let x = inner.x + 1
        let width = inner.width - 2
        let lines = facts(details) + [("", "")] + languageLines(details) + [("", "")] + stateLines(details, width: width - RowView.labelWidth, theme: theme)
        for (offset, line) in lines.prefix(inner.height).enumerated() {
            Drawing.field(line.label, line.value, x: x, y: inner.y + offset, width: width, into: &buffer, theme: theme)
        }
        // The map takes only the rows the facts leave, after a blank one: it is the first thing dropped.
        let mapTop = lines.count + 1
        MapView.draw(
            highlighting: [code], state: state,
            in: Layout.Area(x: x, y: inner.y + mapTop, width: width, height: inner.height - mapTop), theme: theme, into: &buffer
        )
    }

    /// The facts the country's own screen lists, as label and value.
    private static func facts(_ details: CountryDetails) -> [(label: String, value: String)] {
        ExplorerState.countryRows(details).compactMap { row in
            switch row {
            case .fact(let label, let value) where label != "Languages" && label != "States": (label, value)
            case .continentEntry(let code, let name): ("Continent", "\(name) (\(code))")
            default: nil
            }
        }
    }

    private static func languageLines(_ details: CountryDetails) -> [(label: String, value: String)] {
        guard !details.languages.isEmpty else { return [("Languages", "none recorded")] }
        return details.languages.enumerated().map { index, language in
            (index == 0 ? "Languages" : "", "\(language.name) · \(language.native)\(language.rtl ? " (RTL)" : "")")
        }
    }

    private static func stateLines(_ details: CountryDetails, width: Int, theme: Theme) -> [(label: String, value: String)] {
        guard !details.states.isEmpty else { return [("States", "none recorded")] }
        let names = details.states.map(\.name).joined(separator: ", ")
        return [("States", "\(details.states.count): \(TextLayout.truncate(names, toWidth: max(1, width - 5), ellipsis: theme.ellipsis))")]
    }
}
