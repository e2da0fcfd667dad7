import TerminalUI

/// The Continents tab's detail pane: the selected continent's countries in the order of their list, their count,
/// and the continent on the map.
enum ContinentPreviewView {
    /// Draws the continent `code` (or its loading or error state) in a bordered `area`.
    static func draw(code: String, state: ExplorerState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        let name = state.continentName(code)
        let loadable = state.data[.continentDetail(code)]
        guard case .loaded(.countries(_, let countries), _)? = loadable else {
            PendingPane.draw(
                loadable, title: name, loadingText: "Loading \(name)\(theme.ellipsis)", state: state, in: area, theme: theme, into: &buffer
            )
            return
        }
        Drawing.box(area, title: "\(name) · \(RowView.countText(countries.count))", into: &buffer, theme: theme)
        let inner = area.inner
        let x = inner.x + 1
        let width = inner.width - 2
        guard width > 0, inner.height > 0 else { return }
        let names = (state.listItems(of: .countryList(.continentDetail(code))) ?? []).map(\.title)
        // Three columns at least where names are long and the pane is narrow: long names are cut, not the list.
        let columnWidth = min((names.map(DisplayWidth.of).max() ?? 0) + 2, max(minimumColumnWidth, (width + 2) / 3))
        let perLine = max(1, (width + 2) / max(1, columnWidth))
        let linesNeeded = (names.count + perLine - 1) / perLine
        // The map takes at most half the pane, or what the names leave; never the names' place.
        let codes = Set(countries.map(\.code))
        let mapRoom = max(inner.height / 2, inner.height - 1 - linesNeeded)
        let mapRows = MapView.rows(highlighting: codes, state: state, columns: width, rows: mapRoom)
        let lines = min(linesNeeded, inner.height - (mapRows > 0 ? mapRows + 1 : 0))
        let shown = names.count > lines * perLine ? max(0, lines * perLine - 1) : names.count
        for (index, name) in names.prefix(shown).enumerated() {
            let column = x + (index % perLine) * columnWidth
            buffer.put(TextLayout.truncate(name, toWidth: min(columnWidth - 2, width), ellipsis: theme.ellipsis),
                       x: column, y: inner.y + index / perLine, style: theme.plain)
        }
        if shown < names.count {
            let more = "\(theme.ellipsis) \(names.count - shown) more"
            buffer.put(more, x: x + (shown % perLine) * columnWidth, y: inner.y + shown / perLine, style: theme[.dim], maxWidth: columnWidth)
        }
        if mapRows > 0 {
            MapView.draw(
                MapView.Subject(codes: codes), state: state,
                in: Rect(x: x, y: inner.y + lines + 1, width: width, height: mapRows), theme: theme, into: &buffer
            )
        }
    }

    /// The narrowest a column of names gets when the names are long.
    private static let minimumColumnWidth = 16
}
