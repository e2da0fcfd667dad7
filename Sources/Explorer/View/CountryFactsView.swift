import Foundation
import TerminalUI

/// A country's facts in the detail pane beside (or under) a country list; its own screen lists them in full.
enum CountryFactsView {
    /// Draws the facts of `code` (or its loading or error state) in a bordered `area`.
    static func draw(code: String, state: ExplorerState, in area: Rect, now: Date, theme: Theme, into buffer: inout ScreenBuffer) {
        let loadable = state.data[.countryDetail(code)]
        guard case .loaded(.countryDetail(let found), _)? = loadable else {
            let name = state.countryName(code)
            PendingPane.draw(
                loadable, title: name, loadingText: "Loading \(name)\(theme.ellipsis)", state: state, in: area, theme: theme, into: &buffer
            )
            return
        }
        guard let details = found else {
            Drawing.box(area, title: state.countryTitle(code), into: &buffer, theme: theme)
            FailedCountryView.draw(
                code: code, message: FailedCountryView.unknownCode(code), retryHint: "Press \(state.options.keymap.keyName(for: .refresh)) to ask again.", state: state,
                in: area.inner, theme: theme, into: &buffer
            )
            return
        }
        Drawing.box(area, title: state.countryTitle(code), into: &buffer, theme: theme)
        let inner = area.inner
        let x = inner.x + 1
        let width = inner.width - 2
        let valueWidth = width - RowView.labelWidth
        // The kept facts the pane has room for, each with its source; the country's screen lists them all.
        let kept = (state.keptFactLines(code, now: now) ?? []).filter { paneFacts.contains($0.label) }
        let core = facts(details) + kept.map { (label: $0.label, value: $0.value) }
        let sources = Dictionary(uniqueKeysWithValues: kept.enumerated().map { (facts(details).count + $0.offset, $0.element.source) })
        let languages = languageLines(details)
        let lists = listLine("States", state.listItems(of: .states(countryCode: code)) ?? [], width: valueWidth, theme: theme)
            + listLine("Subdivisions", state.listItems(of: .subdivisions(countryCode: code)) ?? [], width: valueWidth, theme: theme)
        let names = nameLines(details, width: valueWidth)
        let budget = DetailBudget.pane(
            height: inner.height, facts: core.count, map: MapView.rowBudget(highlighting: [code], state: state, columns: width),
            languages: languages.count, lists: lists.count, names: names.count
        )
        let blank = (label: "", value: "")
        let neighbours = state.neighbourNames(state.keptFacts(code)?.neighbours ?? [])
        let mapTop = budget.facts + budget.gapBeforeMap
        let shownLanguages = budget.languages == languages.count ? languages : sharedLine(details, width: valueWidth, theme: theme)
        let lines = Array(core.prefix(budget.facts)) + Array(repeating: blank, count: budget.gapBeforeMap + budget.map + budget.gapBeforeLanguages)
            + Array(shownLanguages.prefix(budget.languages)) + Array(repeating: blank, count: budget.gapBeforeLists) + Array(lists.prefix(budget.lists))
            + Array(repeating: blank, count: budget.gapBeforeNames) + cut(names, to: budget.names, width: valueWidth, theme: theme)
        for (offset, line) in lines.prefix(inner.height).enumerated() {
            let isNeighbours = line.label == "Neighbours"
            let source = RowView.sourceShown(sources[offset] ?? "", width: width, value: line.value, cuttable: isNeighbours)
            let value = isNeighbours
                ? CountedNames.fitted(neighbours, width: width - source.room - RowView.labelWidth, ellipsis: theme.ellipsis) : line.value
            Drawing.field(line.label, value, x: x, y: inner.y + offset, width: width - source.room, into: &buffer, theme: theme)
            buffer.put(source.text, x: x + width - DisplayWidth.of(source.text), y: inner.y + offset, style: theme[.dim])
        }
        if budget.map > 0 {
            MapView.draw(
                state.mapSubject(country: code), state: state,
                in: Rect(x: x, y: inner.y + mapTop, width: width, height: budget.map), theme: theme, into: &buffer
            )
        }
    }

    /// The languages on one line, `Languages  English, French`, cut to `width`: the pane's form when they do not
    /// fit one a line.
    private static func sharedLine(_ details: CountryDetails, width: Int, theme: Theme) -> [(label: String, value: String)] {
        let names = ListOrdering.byName(details.languages).map(\.name).joined(separator: ", ")
        return [("Languages", TextLayout.truncate(names, toWidth: max(1, width - 1), ellipsis: theme.ellipsis))]
    }

    /// The first `count` of the wrapped `lines`; when some are left out, the last one shown runs on into them and
    /// ends in an ellipsis.
    private static func cut(
        _ lines: [(label: String, value: String)], to count: Int, width: Int, theme: Theme
    ) -> [(label: String, value: String)] {
        guard lines.count > count else { return lines }
        guard count > 0 else { return [] }
        let rest = lines[(count - 1)...].map(\.value).joined(separator: " · ")
        // The last column stays free, as on the states line.
        let last = TextLayout.truncate(rest, toWidth: max(1, width - 1), ellipsis: theme.ellipsis)
        return Array(lines.prefix(count - 1)) + [(lines[count - 1].label, last)]
    }

    /// The kept facts the pane shows, under the API's.
    static let paneFacts: Set<String> = ["Neighbours", "Time", "Population", "Area"]

    /// The facts the country's own screen lists first, as label and value.
    private static func facts(_ details: CountryDetails) -> [(label: String, value: String)] {
        ExplorerState.factRows(details).compactMap { row in
            switch row {
            case .fact(let label, let value): (label, value)
            case .continentEntry(let code, let name): ("Continent", "\(name) (\(code))")
            default: nil
            }
        }
    }

    private static func languageLines(_ details: CountryDetails) -> [(label: String, value: String)] {
        guard !details.languages.isEmpty else { return [("Languages", "none recorded")] }
        return ListOrdering.byName(details.languages).enumerated().map { index, language in
            (index == 0 ? "Languages" : "", "\(language.name) · \(language.native)\(language.rtl ? " (RTL)" : "")")
        }
    }

    /// "States  16: Baden-Württemberg, Bavaria, …" on one line: the first items of the list, in its order.
    private static func listLine(_ label: String, _ items: [RowItem], width: Int, theme: Theme) -> [(label: String, value: String)] {
        guard !items.isEmpty else { return [(label, "none recorded")] }
        let count = "\(items.count): "
        let names = items.map(\.title).joined(separator: ", ")
        // One column stays free, as it did before subdivisions joined the states.
        return [(label, count + TextLayout.truncate(names, toWidth: max(1, width - DisplayWidth.of(count) - 1), ellipsis: theme.ellipsis))]
    }

    /// The names in every language, `fr Allemagne · es Alemania · …`, wrapped between names to the value column.
    private static func nameLines(_ details: CountryDetails, width: Int) -> [(label: String, value: String)] {
        ExplorerState.packedNameLines(details.names, width: width).enumerated().map { index, line in (index == 0 ? "Names" : "", line) }
    }
}
