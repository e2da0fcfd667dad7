import TerminalUI

/// Draws a map centred in an area: the world with some countries highlighted, or one country zoomed (its bounding
/// box with its neighbours' edges, see `ZoomedMapPicture`). Braille dots, or ASCII by density under `--ascii` ("."
/// and ":" for land, "%" for the neighbours, "#" for the highlighted countries, "@" for the marker).
///
/// Land is dim, the neighbours in a second colour and the highlighted countries bright, all on the sea's background
/// (the terminal's unless a theme colours it); without colour, land is
/// stippled (every other dot), the neighbours solid and the highlighted countries solid, bold and in reverse video,
/// so that they differ by their glyphs and attributes. A lone country too small to show on the world map is marked
/// at its capital (◉).
enum MapView {
    /// What a map shows: the countries highlighted and their neighbours, and whether it is zoomed to the country.
    struct Subject {
        /// The countries highlighted: one country, or a continent's.
        let codes: Set<String>
        /// The highlighted country's land neighbours, in a second colour (a second pattern without colour).
        var neighbours: Set<String> = []
        /// Whether to draw the country's own map instead of the world's (one country only; the world map stands
        /// in while the shapes are not loaded, or lack the country).
        var zoomed = false
    }

    /// Draws the map in `area` if it fits (see `MapPicture.minimumColumns`); returns the rows it took, 0 when
    /// it does not fit. The zoomed map takes the size the world map would, so that switching moves nothing else.
    @discardableResult
    static func draw(_ subject: Subject, state: ExplorerState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) -> Int {
        guard area.height > 0,
              let picture = MapPicture(
                  map: state.worldMap, highlighting: subject.codes, neighbours: subject.neighbours,
                  columns: area.width, rows: area.height, stippled: !state.options.color
              )
        else { return 0 }
        var canvas = picture.canvas
        var marker = picture.marker
        if subject.zoomed, subject.codes.count == 1, let code = subject.codes.first, let shapes = state.countryShapes,
           let zoomed = ZoomedMapPicture(
               shapes: shapes, code: code, neighbours: subject.neighbours,
               width: canvas.width, height: canvas.height, stippled: !state.options.color
           ) {
            canvas = zoomed.canvas
            marker = nil
        }
        let left = area.x + (area.width - canvas.columns) / 2
        // Looked up once, not for each of the thousands of cells.
        let sea = theme[.mapSea]
        let (highlight, neighbour, land) = (
            onSea(theme[.mapHighlight], sea), onSea(theme[.mapNeighbour], sea), onSea(theme[.mapLand], sea)
        )
        for row in 0..<canvas.rows {
            for column in 0..<canvas.columns {
                let cell = canvas.cell(column: column, row: row)
                guard cell.ink != 0 else {
                    buffer.put(" ", x: left + column, y: area.y + row, style: sea)
                    continue
                }
                let (glyph, style) = switch cell.ink {
                case MapPicture.Ink.highlight: (state.options.ascii ? "#" : cell.braille, highlight)
                case MapPicture.Ink.neighbour: (state.options.ascii ? "%" : cell.braille, neighbour)
                default: (state.options.ascii ? (cell.density == "#" ? ":" : cell.density) : cell.braille, land)
                }
                buffer.put(glyph, x: left + column, y: area.y + row, style: style)
            }
        }
        if let marker {
            buffer.put(state.options.ascii ? "@" : "◉", x: left + marker.x, y: area.y + marker.y, style: onSea(theme[.mapMarker], sea))
        }
        return canvas.rows
    }

    /// A style drawn on the map: over the sea's background where it has none of its own.
    private static func onSea(_ style: Style, _ sea: Style) -> Style {
        var style = style
        if style.background == .default { style.background = sea.background }
        return style
    }

    /// The fewest rows the map highlighting `codes` is drawn in, and the rows it takes `columns` wide: what a
    /// detail's layout budget spends on it.
    static func rowBudget(highlighting codes: Set<String>, state: ExplorerState, columns: Int) -> DetailBudget.MapRows {
        // Taller than any map, short of overflowing the size's arithmetic.
        let unbounded = 1_000
        let natural = rows(highlighting: codes, state: state, columns: columns, rows: unbounded)
        guard natural > 0 else { return .none }
        return DetailBudget.MapRows(
            minimum: rows(highlighting: codes, state: state, columns: MapPicture.minimumColumns, rows: unbounded), natural: natural
        )
    }

    /// The rows the map would take in an area `columns` wide and at most `rows` tall; 0 when it does not fit.
    static func rows(highlighting codes: Set<String>, state: ExplorerState, columns: Int, rows: Int) -> Int {
        MapPicture.size(map: state.worldMap, highlighting: codes, columns: columns, rows: rows).map { ($0.height + 3) / 4 } ?? 0
    }
}
