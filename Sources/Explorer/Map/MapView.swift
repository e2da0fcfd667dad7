import TerminalUI

/// Draws the world map with some countries highlighted, centred in an area: Braille dots, or ASCII by density
/// under `--ascii` ("." and ":" for land, "#" for the highlighted countries, "@" for the marker).
///
/// Land is dim and the highlighted countries bright; without colour, land is stippled (every other dot) and the
/// highlighted countries solid, bold and in reverse video, so that they differ by their glyphs and attributes. A
/// lone country too small to show is marked at its capital (◉).
enum MapView {
    /// Draws the map in `area` if it fits (see `MapPicture.minimumColumns`); returns the rows it took, 0 when
    /// it does not fit.
    @discardableResult
    static func draw(
        highlighting codes: Set<String>, state: ExplorerState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer
    ) -> Int {
        guard area.height > 0,
              let picture = MapPicture(
                  map: state.worldMap, highlighting: codes, columns: area.width, rows: area.height, stippled: !state.options.color
              )
        else { return 0 }
        let canvas = picture.canvas
        let left = area.x + (area.width - canvas.columns) / 2
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                let cell = canvas.cell(column: column, row: row)
                guard cell.ink != 0 else { continue }
                let lit = cell.ink == MapPicture.Ink.highlight
                let glyph = state.options.ascii ? (lit ? "#" : cell.density == "#" ? ":" : cell.density) : cell.braille
                buffer.put(glyph, x: left + column, y: area.y + row, style: lit ? theme.mapHighlight : theme.mapLand)
            }
        }
        if let marker = picture.marker {
            buffer.put(state.options.ascii ? "@" : "◉", x: left + marker.x, y: area.y + marker.y, style: theme.mapMarker)
        }
        return canvas.rows
    }

    /// The rows the map would take in an area `columns` wide and at most `rows` tall; 0 when it does not fit.
    static func rows(highlighting codes: Set<String>, state: ExplorerState, columns: Int, rows: Int) -> Int {
        MapPicture.size(map: state.worldMap, highlighting: codes, columns: columns, rows: rows).map { ($0.height + 3) / 4 } ?? 0
    }
}
