import TerminalUI

/// Draws one list row for any `RowItem`.
enum RowView {
    /// Draws `row` on line `y` of `area`; `selected` rows get the selection style across the whole width.
    static func draw(
        _ row: VisibleRow, selected: Bool, y: Int, in area: Rect, options: ExplorerOptions, theme: Theme,
        into buffer: inout ScreenBuffer
    ) {
        let base = selected ? theme.selection : theme.plain
        let match = selected ? theme.selectedMatch : theme.match
        let dim = selected ? theme.selection : theme.dim
        buffer.fill(Rect(x: area.x, y: y, width: area.width, height: 1), style: base)
        let x = area.x + 1
        let width = area.width - 2
        guard width > 4 else { return }
        switch row.item {
        case .country(let country):
            let flag = options.ascii ? country.code : country.emoji
            buffer.put(flag, x: x, y: y, style: base)
            let badges = badgeText(continent: country.continentCode, currency: country.currency, width: width, ellipsis: theme.ellipsis)
            let nameWidth = width - 4 - DisplayWidth.of(badges)
            buffer.putHighlighted(
                country.name, highlights: row.highlights, x: x + 3, y: y, width: nameWidth, style: base, highlightStyle: match,
                ellipsis: theme.ellipsis
            )
            if let alias = row.matchedAlias {
                matchedAlias(alias, after: country.name, x: x + 3, y: y, width: nameWidth, style: dim, theme: theme, into: &buffer)
            }
            buffer.put(badges, x: x + width - DisplayWidth.of(badges), y: y, style: selected ? base : theme.badge)
        case .continent(let continent):
            let count = "\(continent.code)  \(countText(continent.countryCount))"
            title(row, x: x, y: y, width: width - DisplayWidth.of(count) - 1, base: base, match: match, theme: theme, into: &buffer)
            buffer.put(count, x: x + width - DisplayWidth.of(count), y: y, style: dim)
        case .language(let language):
            var trailing = language.code
            if language.rtl { trailing = "RTL  " + trailing }
            if let count = language.countryCount { trailing += "  " + countText(count) }
            let titleWidth = min(max(12, width / 3), width - DisplayWidth.of(trailing) - 1)
            title(row, x: x, y: y, width: titleWidth, base: base, match: match, theme: theme, into: &buffer)
            let nativeX = x + titleWidth + 1
            let nativeWidth = width - titleWidth - 2 - DisplayWidth.of(trailing)
            if nativeWidth > 2 {
                buffer.put(TextLayout.truncate(language.native, toWidth: nativeWidth, ellipsis: theme.ellipsis), x: nativeX, y: y, style: dim)
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
        }
    }

    /// `· alias` after a name, dimmed, in what the name leaves of `width`: why a row the search found is there.
    private static func matchedAlias(
        _ alias: String, after name: String, x: Int, y: Int, width: Int, style: Style, theme: Theme, into buffer: inout ScreenBuffer
    ) {
        let nameWidth = DisplayWidth.of(name)
        let room = width - nameWidth - 3
        guard room >= 4 else { return }
        buffer.put(" · " + TextLayout.truncate(alias, toWidth: room, ellipsis: theme.ellipsis), x: x + nameWidth, y: y, style: style)
    }

    /// The width of a fact's label column.
    static let labelWidth = 13

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
