import TerminalUI

/// The countries that speak the selected language, in the order of their list, beside the Languages list.
enum LanguagePreviewView {
    /// Draws the countries of language `code` (or their loading or error state) in a bordered `area`.
    static func draw(code: String, state: ExplorerState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        let loadable = state.data[.languageDetail(code)]
        guard case .loaded(.countries(_, let countries), _)? = loadable else {
            PendingPane.draw(
                loadable, title: state.languageName(code), loadingText: "Loading\(theme.ellipsis)", state: state, in: area, theme: theme,
                into: &buffer
            )
            return
        }
        Drawing.box(area, title: "\(state.languageName(code)) · \(RowView.countText(countries.count))", into: &buffer, theme: theme)
        let inner = area.inner
        guard inner.height > 0, inner.width > 2 else { return }
        if countries.isEmpty {
            Notice.show("No country speaks it.", in: inner, style: theme[.dim], theme: theme, into: &buffer)
            return
        }
        let sorted = (state.listItems(of: .countryList(.languageDetail(code))) ?? []).compactMap { item -> CountrySummary? in
            if case .country(let country) = item { return country }
            return nil
        }
        // The last line says how many more there are rather than showing one of them.
        let shown = sorted.count > inner.height ? inner.height - 1 : sorted.count
        for (offset, country) in sorted.prefix(shown).enumerated() {
            let y = inner.y + offset
            buffer.put(state.options.ascii ? country.code : country.emoji, x: inner.x + 1, y: y, style: theme.plain)
            let name = TextLayout.truncate(country.name, toWidth: max(1, inner.width - 5), ellipsis: theme.ellipsis)
            buffer.put(name, x: inner.x + 4, y: y, style: theme.plain)
        }
        if shown < sorted.count {
            let more = TextLayout.truncate("\(theme.ellipsis) \(sorted.count - shown) more", toWidth: inner.width - 2, ellipsis: theme.ellipsis)
            buffer.put(more, x: inner.x + 1, y: inner.y + shown, style: theme[.dim])
        }
    }
}
