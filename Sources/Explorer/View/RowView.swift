import Foundation
import TerminalUI

/// Draws one list row for any `RowItem`.
enum RowView {
    /// Draws `row` on line `y` of `area`; `selected` rows get the selection style across the whole width, the
    /// `marked` country (Space) its mark in the margin, and on a country's screen (`amongFacts`) a language its
    /// label, as the facts around it have theirs. A country's `figure` (its population or area, when the list is
    /// sorted by it) stands before its continent, in place of its currencies.
    static func draw(
        _ row: VisibleRow, selected: Bool, marked: String?, amongFacts: Bool, y: Int, in area: Rect, now: Date, options: ExplorerOptions,
        theme: Theme, into buffer: inout ScreenBuffer, figure: String? = nil
    ) {
        let base = selected ? theme[.selection] : theme.plain
        let match = selected ? theme[.selectedMatch] : theme[.match]
        let dim = selected ? theme[.selection] : theme[.dim]
        buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: base)
        let x = area.x + 1
        let width = area.width - 2
        guard width > 4 else { return }
        switch row.item {
        case .country(let country):
            let flag = options.ascii ? country.code : country.emoji
            if country.code == marked { buffer.put(markSymbol, x: area.x, y: y, style: selected ? base : theme[.match]) }
            buffer.put(flag, x: x, y: y, style: base)
            let reason = row.matchedAlias.map { " · " + $0 }
            var badges = wideColumns(country, width: width, ellipsis: theme.ellipsis)
                + (figure.map { figureText($0, continent: country.continentCode, width: width) }
                    ?? badgeText(continent: country.continentCode, currency: country.currency, width: width, ellipsis: theme.ellipsis))
            if let reason, width - 4 - DisplayWidth.of(badges) - min(minimumNameWidth, DisplayWidth.of(country.name)) < DisplayWidth.of(reason) {
                // Why the row is there matters more than its continent and currencies, which its detail shows.
                badges = ""
            }
            let nameWidth = width - 4 - DisplayWidth.of(badges)
            let shownName = min(DisplayWidth.of(country.name), reasonRoom(reason, name: country.name, width: nameWidth))
            buffer.putHighlighted(
                country.name, highlights: row.highlights, x: x + 3, y: y, width: shownName, style: base, highlightStyle: match,
                ellipsis: theme.ellipsis
            )
            if let reason, nameWidth > shownName {
                let text = TextLayout.truncate(reason, toWidth: nameWidth - shownName, ellipsis: theme.ellipsis)
                buffer.put(text, x: x + 3 + shownName, y: y, style: dim)
            }
            buffer.put(badges, x: x + width - DisplayWidth.of(badges), y: y, style: selected ? base : theme[.badge])
        case .continent(let continent):
            let count = TextLayout.pad(continent.code, toWidth: codeColumn) + "  "
                + TextLayout.padLeading(countText(continent.countryCount), toWidth: countColumn)
            title(row, x: x, y: y, width: width - DisplayWidth.of(count) - 2, base: base, match: match, theme: theme, into: &buffer)
            buffer.put(count, x: x + width - DisplayWidth.of(count), y: y, style: dim)
        case .language(let language) where amongFacts:
            let trailing = language.code
            labelled("Language", row, x: x, y: y, width: width - DisplayWidth.of(trailing) - 2, base: base, dim: dim, match: match, theme: theme,
                     into: &buffer)
            let nativeX = x + labelWidth + DisplayWidth.of(language.name) + 2
            let nativeWidth = x + width - DisplayWidth.of(trailing) - 2 - nativeX
            if nativeWidth > 2 {
                let native = language.native + (language.rtl ? " (RTL)" : "")
                buffer.put(TextLayout.truncate(native, toWidth: nativeWidth, ellipsis: theme.ellipsis), x: nativeX, y: y, style: dim)
            }
            buffer.put(trailing, x: x + width - DisplayWidth.of(trailing), y: y, style: dim)
        case .language(let language):
            // Columns of fixed display widths, so that codes and counts line up whatever the names hold; the
            // counts lose their word where it would squeeze the native names.
            let worded = width >= wordedCountWidth
            let count = language.countryCount.map { count in
                "  " + TextLayout.padLeading(worded ? countText(count) : "\(count)", toWidth: worded ? countColumn : 3)
            }
            let trailing = TextLayout.pad(language.code, toWidth: codeColumn) + (count ?? "")
            let titleWidth = min(max(12, width / 3), width - DisplayWidth.of(trailing) - 2)
            title(row, x: x, y: y, width: titleWidth, base: base, match: match, theme: theme, into: &buffer)
            let nativeWidth = width - titleWidth - 4 - DisplayWidth.of(trailing)
            if nativeWidth > 2 {
                let native = language.native + (language.rtl ? " (RTL)" : "")
                buffer.put(TextLayout.truncate(native, toWidth: nativeWidth, ellipsis: theme.ellipsis), x: x + titleWidth + 2, y: y, style: dim)
            }
            buffer.put(trailing, x: x + width - DisplayWidth.of(trailing), y: y, style: dim)
        case .state(let state):
            let code = state.code ?? ""
            title(row, x: x, y: y, width: width - DisplayWidth.of(code) - 1, base: base, match: match, theme: theme, into: &buffer)
            buffer.put(code, x: x + width - DisplayWidth.of(code), y: y, style: dim)
        case .statesEntry(_, let count), .subdivisionsEntry(_, let count):
            let trailing = "\(count)  →"
            title(row, x: x, y: y, width: width - DisplayWidth.of(trailing) - 1, base: base, match: match, theme: theme, into: &buffer)
            buffer.put(trailing, x: x + width - DisplayWidth.of(trailing), y: y, style: base)
        case .fact(let label, _):
            labelled(label, row, x: x, y: y, width: width, base: base, dim: dim, match: match, theme: theme, into: &buffer)
        case .continentEntry(let code, _):
            let trailing = "\(code)  →"
            labelled("Continent", row, x: x, y: y, width: width - DisplayWidth.of(trailing) - 1, base: base, dim: dim, match: match, theme: theme, into: &buffer)
            buffer.put(trailing, x: x + width - DisplayWidth.of(trailing), y: y, style: base)
        case .sourcedFact(let label, _, let source):
            let shown = sourceShown(source, width: width, value: row.item.title)
            labelled(label, row, x: x, y: y, width: width - shown.room, base: base, dim: dim, match: match, theme: theme, into: &buffer)
            buffer.put(shown.text, x: x + width - DisplayWidth.of(shown.text), y: y, style: dim)
        case .neighboursEntry(_, let names, let source):
            let trailing = names.isEmpty ? "" : "  →"
            let shown = sourceShown(source, width: width - DisplayWidth.of(trailing), value: row.item.title, cuttable: true)
            let valueWidth = width - shown.room - DisplayWidth.of(trailing) - 1 - labelWidth
            // Whole names and how many more, never a name cut in the middle; the highlights of what is left out go.
            let fitted = CountedNames.fitted(names, width: valueWidth, ellipsis: theme.ellipsis)
            let common = zip(fitted, row.item.title).prefix { $0 == $1 }.count
            buffer.put(TextLayout.truncate("Neighbours", toWidth: labelWidth - 1, ellipsis: theme.ellipsis), x: x, y: y, style: dim)
            buffer.putHighlighted(fitted, highlights: row.highlights.filter { $0 < common }, x: x + labelWidth, y: y, width: valueWidth, style: base,
                                  highlightStyle: match, ellipsis: theme.ellipsis)
            buffer.put(shown.text, x: x + width - DisplayWidth.of(trailing) - DisplayWidth.of(shown.text), y: y, style: dim)
            buffer.put(trailing, x: x + width - DisplayWidth.of(trailing), y: y, style: base)
        case .timeZonesEntry(_, let zones, let official, let source):
            // The time is the clock's, not the row's: drawn at each frame.
            let trailing = "  →"
            let text = ZoneClock.summary(of: zones, official: official, at: now) ?? ""
            let shown = sourceShown(source, width: width - DisplayWidth.of(trailing), value: text)
            buffer.put(TextLayout.truncate("Time", toWidth: labelWidth - 1, ellipsis: theme.ellipsis), x: x, y: y, style: dim)
            buffer.put(TextLayout.truncate(text, toWidth: max(1, width - labelWidth - shown.room - DisplayWidth.of(trailing) - 1), ellipsis: theme.ellipsis),
                       x: x + labelWidth, y: y, style: base)
            buffer.put(shown.text, x: x + width - DisplayWidth.of(trailing) - DisplayWidth.of(shown.text), y: y, style: dim)
            buffer.put(trailing, x: x + width - DisplayWidth.of(trailing), y: y, style: base)
        case .timeZone(let zone):
            let clock = ZoneClock(zone: zone, at: now)
            let trailing = clock.time.map { time in "\(time)  " + TextLayout.padLeading(clock.offset.map(ZoneClock.offsetText) ?? "", toWidth: 9) } ?? "not in this system's database"
            title(row, x: x, y: y, width: width - DisplayWidth.of(trailing) - 2, base: base, match: match, theme: theme, into: &buffer)
            buffer.put(trailing, x: x + width - DisplayWidth.of(trailing), y: y, style: base)
        case .comparison(let label):
            labelled(label, row, x: x, y: y, width: width, base: base, dim: dim, match: match, theme: theme, into: &buffer)
        }
    }

    /// What marks the country Space marked, in its row's margin and beside its title.
    static let markSymbol = "✓"

    /// The width of the code column of languages and continents: ISO 639 codes have two or three letters.
    static let codeColumn = 3

    /// The width of a column of counts, "91 countries".
    static let countColumn = 12

    /// Lists at least this wide say "91 countries" beside a language; narrower ones say "91".
    static let wordedCountWidth = 56

    /// How much of `width` a country's name keeps beside the `reason` it was found (` · Dronning Maud Land`):
    /// all of it without one; else what the whole reason leaves, the end of the name giving way to it, but never
    /// below `minimumNameWidth` (the reason is cut instead, where even the row without its badges is too narrow).
    static func reasonRoom(_ reason: String?, name: String, width: Int) -> Int {
        guard let reason else { return width }
        return min(width, max(min(minimumNameWidth, DisplayWidth.of(name)), width - DisplayWidth.of(reason)))
    }

    /// The fewest columns of a name that a search's reason leaves it.
    static let minimumNameWidth = 8

    /// The width of a fact's label column.
    static let labelWidth = 13

    /// The narrowest a list of names (the neighbours) is cut to so that its source still shows.
    static let minimumCutValue = 24

    /// A kept fact's source, dimmed at the row's end, where it leaves the value its whole width (a list of names
    /// at least `minimumCutValue` columns; else no source), and the room it takes with its gap.
    static func sourceShown(_ source: String, width: Int, value: String, cuttable: Bool = false) -> (text: String, room: Int) {
        guard !source.isEmpty else { return ("", 0) }
        let room = DisplayWidth.of(source) + 2
        let valueWidth = cuttable ? min(DisplayWidth.of(value), minimumCutValue) : DisplayWidth.of(value)
        guard labelWidth + valueWidth + room <= width else { return ("", 0) }
        return (source, room)
    }

    /// A label, then the row's title (a fact's value) in what is left of `width`.
    private static func labelled(
        _ label: String, _ row: VisibleRow, x: Int, y: Int, width: Int, base: Style, dim: Style, match: Style, theme: Theme,
        into buffer: inout ScreenBuffer
    ) {
        buffer.put(TextLayout.truncate(label, toWidth: labelWidth - 1, ellipsis: theme.ellipsis), x: x, y: y, style: dim)
        title(row, x: x + labelWidth, y: y, width: width - labelWidth, base: base, match: match, theme: theme, into: &buffer)
    }

    private static func title(
        _ row: VisibleRow, x: Int, y: Int, width: Int, base: Style, match: Style, theme: Theme, into buffer: inout ScreenBuffer
    ) {
        buffer.putHighlighted(
            row.item.title, highlights: row.highlights, x: x, y: y, width: width, style: base, highlightStyle: match,
            ellipsis: theme.ellipsis
        )
    }

    /// "AS  JPY", "NA  USD,USS": the continent code and the currencies in a column of their own, as space allows;
    /// codes that do not fit give way to an ellipsis (`USD…`).
    static func badgeText(continent: String, currency: String?, width: Int, ellipsis: String) -> String {
        guard width >= 24 else { return "" }
        guard width >= 30 else { return continent }
        let columnWidth = width >= 40 ? wideCurrencyColumn : 4
        let codes = (currency ?? "").split(separator: ",").map(String.init)
        let money = codes.isEmpty ? "—" : fitted(codes, width: columnWidth, ellipsis: ellipsis)
        return "\(continent)  " + money + String(repeating: " ", count: max(0, columnWidth - DisplayWidth.of(money)))
    }

    /// "1,411,778,724  AS": a figure the list is sorted by, right-aligned in a column of its own, and the continent
    /// code where there is room.
    static func figureText(_ figure: String, continent: String, width: Int) -> String {
        TextLayout.padLeading(figure, toWidth: figureColumn) + (width >= 30 ? "  \(continent)" : "")
    }

    /// The width of the figure column: the largest population, `1,411,778,724`, or area, `17,098,242 km²`.
    static let figureColumn = 14

    /// A wide list's capital and calling-code columns, before the continent's ("Tokyo   +81   "); "" in a
    /// narrower one.
    static func wideColumns(_ country: CountrySummary, width: Int, ellipsis: String) -> String {
        guard width >= wideListWidth else { return "" }
        let capital = country.capital.flatMap { $0.isEmpty ? nil : $0 } ?? ExplorerState.missingValue
        let codes = (country.phone ?? "").split(separator: ",").map { "+" + $0 }
        let phone = codes.isEmpty ? ExplorerState.missingValue : fitted(codes, width: phoneColumn, ellipsis: ellipsis)
        return TextLayout.pad(capital, toWidth: capitalColumn, ellipsis: ellipsis) + "  " + TextLayout.pad(phone, toWidth: phoneColumn) + "  "
    }

    /// Lists at least this wide (a terminal of 160 columns) show each country's capital and calling codes.
    static let wideListWidth = 66

    /// The capital column's width in a wide list.
    static let capitalColumn = 16

    /// The calling codes' column width in a wide list: one code such as `+1809` and an ellipsis.
    static let phoneColumn = 6

    /// The currency column's width in a wide list: two codes and their comma, or one and an ellipsis.
    static let wideCurrencyColumn = 8

    /// As many whole codes as fit in `width`, joined by commas, then `ellipsis` if any is left out.
    private static func fitted(_ codes: [String], width: Int, ellipsis: String) -> String {
        var shown = ""
        for (index, code) in codes.enumerated() {
            let longer = shown.isEmpty ? code : shown + "," + code
            let isLast = index == codes.count - 1
            let room = isLast ? width : width - DisplayWidth.of(ellipsis)
            guard DisplayWidth.of(longer) <= room else { return (shown.isEmpty ? "" : shown) + ellipsis }
            shown = longer
        }
        return shown
    }

    /// "1 country", "58 countries".
    static func countText(_ count: Int) -> String {
        count == 1 ? "1 country" : "\(count) countries"
    }
}
