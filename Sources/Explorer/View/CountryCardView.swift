import Foundation
import TerminalUI

/// A country at a glance, as `country-explorer show` prints it: the flag and name, the detail's facts (native
/// name, capital, continent, languages, currency, phone, neighbours, population and area with their sources, the
/// local time) and, when asked, a small map, laid out for a stream `width` columns wide.
public enum CountryCardView {
    /// The facts of the card, in its order: those of the detail a glance needs.
    public static let labels = [
        "Native", "Capital", "Continent", "Languages", "Currency", "Phone", "Neighbours", "Population", "Area", "Time",
    ]

    /// The widest map the card draws, in columns, and its most rows.
    static let mapSize = (columns: 60, rows: 12)

    /// The card of `code` at `now`, from the details (and kept facts, and countries' names for the neighbours)
    /// loaded in `state`, under its options' colour and ASCII; nil without the country's details.
    public static func render(_ code: String, state: ExplorerState, width: Int, now: Date, map: Bool) -> ScreenBuffer? {
        guard let all = state.factLines(code, now: now) else { return nil }
        let theme = Theme(options: state.options)
        let width = max(ExplorerState.minimumSize.width, width)
        let labelWidth = RowView.labelWidth
        let facts = labels.compactMap { label in all.first { $0.label == label } }
        let valueWidth = width - labelWidth
        // Each line: its label (none on the title and on a value's further lines) and its runs of styled text.
        var lines: [(label: String, runs: [(text: String, style: Style)])] = [
            (label: "", runs: [(TextLayout.truncate(state.countryTitle(code), toWidth: width, ellipsis: theme.ellipsis), theme[.title])]),
        ]
        for fact in facts {
            let wrapped = TextLayout.wrap(fact.value, toWidth: valueWidth)
            lines += wrapped.enumerated().map { offset, text in (label: offset == 0 ? fact.label : "", runs: [(text, theme.plain)]) }
            // The source after the value where it fits on the value's last line, else on a line of its own.
            guard !fact.source.isEmpty, let last = wrapped.last else { continue }
            let source = "(\(fact.source))"
            if DisplayWidth.of(last) + 2 + DisplayWidth.of(source) <= valueWidth {
                lines[lines.count - 1].runs.append(("  " + source, theme[.dim]))
            } else {
                lines.append((label: "", runs: [(TextLayout.truncate(source, toWidth: valueWidth, ellipsis: theme.ellipsis), theme[.dim])]))
            }
        }
        let mapColumns = min(width, mapSize.columns)
        let mapRows = map ? MapView.rows(highlighting: [code], state: state, columns: mapColumns, rows: mapSize.rows) : 0
        var buffer = ScreenBuffer(width: width, height: lines.count + (mapRows > 0 ? mapRows + 1 : 0))
        for (y, line) in lines.enumerated() {
            buffer.put(line.label, x: 0, y: y, style: theme[.dim])
            var x = y == 0 ? 0 : labelWidth
            for run in line.runs {
                x += buffer.put(run.text, x: x, y: y, style: run.style)
            }
        }
        if mapRows > 0 {
            MapView.draw(
                state.mapSubject(country: code), state: state,
                in: Rect(x: 0, y: lines.count + 1, width: mapColumns, height: mapRows), theme: theme, into: &buffer
            )
        }
        return state.options.ascii ? ASCIIOutput.transliterate(buffer) : buffer
    }
}

extension ExplorerState {
    /// A state holding what a country's card shows: the countries' list (for the neighbours' names), the
    /// country's details and the kept facts, as they arrived.
    public init(
        card code: String, countries: Loadable, details: Loadable, facts: CountryFactsTable, options: ExplorerOptions,
        worldMap: WorldMap
    ) {
        self.init(width: Self.minimumSize.width, height: Self.minimumSize.height, options: options, worldMap: worldMap)
        data[.allCountries] = countries
        data[.countryDetail(code)] = details
        self.facts = facts
    }
}
