import TerminalUI

/// A country's own screen whose details failed to load, or were answered `country: null`: what the list's row
/// already knew (flag, name, capital, continent, code, currency), then the error in words and the key that retries it.
enum FailedCountryView {
    /// What a detail answered `country: null` says.
    static func unknownCode(_ code: String) -> String {
        "No country has the code \(code)."
    }

    /// Draws it in `area`, the inside of the list's box.
    static func draw(
        code: String, message: String, retryHint: String, state: ExplorerState, in area: Rect, theme: Theme,
        into buffer: inout ScreenBuffer
    ) {
        let known = knownLines(code: code, state: state)
        let x = area.x + 1
        let width = area.width - 2
        // The known facts go first; the error takes the rest, and the facts give way to it when short of room.
        let errorLines = TextLayout.wrap(message, toWidth: max(1, width)).count + 2
        let factRows = max(0, min(known.count, area.height - errorLines - 1))
        for (offset, line) in known.prefix(factRows).enumerated() {
            Drawing.field(line.label, line.value, x: x, y: area.y + offset, width: width, into: &buffer, theme: theme)
        }
        let top = factRows == 0 ? 0 : factRows + 1
        Notice.show(
            message, in: Rect(x: area.x, y: area.y + top, width: area.width, height: max(0, area.height - top)),
            style: theme[.error], theme: theme, into: &buffer, footer: retryHint
        )
    }

    /// What any loaded list says about the country, as label and value.
    private static func knownLines(code: String, state: ExplorerState) -> [(label: String, value: String)] {
        guard let summary = state.countrySummary(code) else { return [("Code", code)] }
        let missing = ExplorerState.missingValue
        return [
            ("Country", (state.options.ascii ? summary.code : summary.emoji) + " " + summary.name),
            ("Native", summary.native),
            ("Capital", summary.capital ?? missing),
            ("Continent", "\(summary.continentName) (\(summary.continentCode))"),
            ("Currency", summary.currency ?? missing),
            ("Code", summary.code),
        ]
    }
}
