import TerminalUI

/// A country's facts: the detail pane beside the list, and the top of a country's own screen.
enum CountryFactsView {
    /// Draws the facts of `code` (or its loading or error state) in a bordered `area`.
    static func draw(
        code: String?, state: ExplorerState, in area: Layout.Area, full: Bool, theme: Theme, into buffer: inout ScreenBuffer
    ) {
        guard let code else {
            Drawing.box(area, title: "", into: &buffer, theme: theme)
            return
        }
        let loadable = state.data[.countryDetail(code)]
        guard case .loaded(.countryDetail(let found), _)? = loadable else {
            Drawing.box(area, title: state.countryName(code), into: &buffer, theme: theme)
            if case .failed(let message)? = loadable {
                Notice.show(message, in: area.inner, style: theme.error, into: &buffer, footer: "Press r to retry.")
            } else {
                let frame = Drawing.spinnerFrames[state.tick % Drawing.spinnerFrames.count]
                Notice.show("\(frame) Loading \(state.countryName(code))…", in: area.inner, style: theme.dim, into: &buffer)
            }
            return
        }
        guard let details = found else {
            Drawing.box(area, title: code, into: &buffer, theme: theme)
            Notice.show("No country has the code \(code).", in: area.inner, style: theme.dim, into: &buffer)
            return
        }
        let summary = details.summary
        let flag = state.options.ascii ? summary.code : summary.emoji
        Drawing.box(area, title: "\(flag) \(summary.name)", into: &buffer, theme: theme)
        let inner = area.inner
        let x = inner.x + 1
        let width = inner.width - 2
        var lines = facts(details)
        if !full {
            lines += [("", "")] + languageLines(details) + [("", "")] + stateLines(details, width: width - 11)
        }
        for (offset, line) in lines.prefix(inner.height).enumerated() {
            Drawing.field(line.label, line.value, x: x, y: inner.y + offset, width: width, into: &buffer, theme: theme)
        }
    }

    private static func facts(_ details: CountryDetails) -> [(label: String, value: String)] {
        let summary = details.summary
        return [
            ("Native", summary.native),
            ("Capital", summary.capital ?? "N/A"),
            ("Continent", "\(summary.continentName) (\(summary.continentCode))"),
            ("Phone", details.phones.map { "+" + $0 }.joined(separator: ", ")),
            ("Currency", details.currencies.isEmpty ? "N/A" : details.currencies.joined(separator: ", ")),
            ("Code", summary.code),
        ]
    }

    private static func languageLines(_ details: CountryDetails) -> [(label: String, value: String)] {
        guard !details.languages.isEmpty else { return [("Languages", "none recorded")] }
        return details.languages.enumerated().map { index, language in
            (index == 0 ? "Languages" : "", "\(language.name) · \(language.native)\(language.rtl ? " (RTL)" : "")")
        }
    }

    private static func stateLines(_ details: CountryDetails, width: Int) -> [(label: String, value: String)] {
        guard !details.states.isEmpty else { return [("States", "none")] }
        let names = details.states.map(\.name).joined(separator: ", ")
        return [("States", "\(details.states.count): \(TextLayout.truncate(names, toWidth: max(1, width - 5)))")]
    }
}
