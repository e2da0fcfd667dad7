import TerminalUI

/// The world map at one size, with some countries highlighted and their neighbours in an ink of their own: land
/// dots, neighbours' dots, highlighted dots, and the marker of a lone country too small to show any dot at that size.
///
/// The grid is downsampled by area: a dot is highlighted when highlighted countries cover at least a quarter of
/// the cells under it, a neighbour's when neighbours do, and land when land covers at least half of them.
struct MapPicture {
    /// The inks of the canvas, in the order a cell shows them: a cell with a highlighted dot shows those.
    enum Ink {
        /// Land that is neither highlighted nor a neighbour.
        static let land: UInt8 = 1
        /// A neighbour of the highlighted country.
        static let neighbour: UInt8 = 2
        /// A highlighted country.
        static let highlight: UInt8 = 3
    }

    /// The dots.
    let canvas: DotCanvas
    /// The cell (column and row of the canvas) marking the capital of a country too small to show.
    let marker: CellPosition?

    /// The map is drawn only this many columns wide or more: narrower, no country can be told apart.
    static let minimumColumns = 20
    /// The map is drawn at most this many columns wide (a dot for every two degrees of longitude): wider adds
    /// little to a small map.
    static let maximumColumns = 90
    /// The northern edge of the map, in degrees: the north of Greenland.
    static let north = 84.0
    /// The southern edge of the map unless a highlighted country lies further south (Antarctica stretches the map
    /// down to it): Cape Horn.
    static let south = -56.0

    /// The largest picture of `map` fitting `columns`×`rows` cells with `codes` highlighted and `neighbours` in their
    /// ink, or nil when it would be narrower than `minimumColumns` (or the map is empty). With `stippled` land only
    /// every other dot of land is set, so that the highlighted country and its neighbours differ by their glyphs
    /// too, not only by colour.
    init?(map: WorldMap, highlighting codes: Set<String>, neighbours: Set<String>, columns: Int, rows: Int, stippled: Bool) {
        guard let (width, height, south) = Self.size(map: map, highlighting: codes, columns: columns, rows: rows) else { return nil }
        let span = Self.north - south
        var canvas = DotCanvas(width: width, height: height)

        let owners = map.owners
        // Each owner's ink: land, a neighbour's or highlighted; the inks as locals, compared once a cell.
        let (highlightInk, neighbourInk) = (Ink.highlight, Ink.neighbour)
        var inks = Array(repeating: Ink.land, count: map.codes.count + 1)
        for code in neighbours {
            if let owner = map.ownerByCode[code] { inks[Int(owner)] = Ink.neighbour }
        }
        for code in codes {
            if let owner = map.ownerByCode[code] { inks[Int(owner)] = Ink.highlight }
        }
        let firstRow = Int((90 - Self.north) * Double(map.rows) / 180)
        let lastRow = min(map.rows, Int(((90 - south) * Double(map.rows) / 180).rounded(.up)))
        let sourceRows = lastRow - firstRow
        var anyHighlight = false
        for y in 0..<height {
            let top = firstRow + y * sourceRows / height
            let bottom = max(top + 1, firstRow + (y + 1) * sourceRows / height)
            for x in 0..<width {
                let left = x * map.columns / width
                let right = max(left + 1, (x + 1) * map.columns / width)
                var land = 0, lit = 0, near = 0
                for row in top..<min(bottom, map.rows) {
                    let start = row * map.columns
                    for owner in owners[(start + left)..<(start + min(right, map.columns))] where owner != 0 {
                        land += 1
                        let ink = inks[Int(owner)]
                        if ink == highlightInk {
                            lit += 1
                        } else if ink == neighbourInk {
                            near += 1
                        }
                    }
                }
                let cells = (bottom - top) * (right - left)
                if lit > 0, 4 * lit >= cells {
                    canvas[x, y] = Ink.highlight
                    anyHighlight = true
                } else if near > 0, 4 * near >= cells {
                    canvas[x, y] = Ink.neighbour
                } else if 2 * land >= cells, !stippled || (x + y) % 2 == 0 {
                    canvas[x, y] = Ink.land
                }
            }
        }

        // Each of a continent's countries shows at least the dot of its capital, so that small islands show; a
        // lone country that shows no dot gets the marker instead.
        var marker: CellPosition?
        for code in codes.sorted() {
            guard let capital = map.capital(of: code) else { continue }
            let x = min(width - 1, max(0, Int((capital.longitude + 180) / 360 * Double(width))))
            let y = min(height - 1, max(0, Int((Self.north - capital.latitude) / span * Double(height))))
            if codes.count == 1 {
                if !anyHighlight { marker = CellPosition(x: x / 2, y: y / 4) }
            } else {
                canvas[x, y] = Ink.highlight
            }
        }
        self.canvas = canvas
        self.marker = marker
    }

    /// The picture's size in dots and its southern edge, or nil when it would be narrower than `minimumColumns`.
    static func size(
        map: WorldMap, highlighting codes: Set<String>, columns: Int, rows: Int
    ) -> (width: Int, height: Int, south: Double)? {
        guard !map.isEmpty else { return nil }
        let south = codes.compactMap(map.southernmostLatitude(of:)).reduce(Self.south, min)
        let span = Self.north - south
        // Square dots: a cell is two dots wide and four tall, and about twice as tall as it is wide.
        let width = min(2 * min(columns, Self.maximumColumns), Int(Double(4 * max(0, rows)) * 360 / span))
        guard width >= 2 * Self.minimumColumns else { return nil }
        return (width, max(1, Int((Double(width) * span / 360).rounded())), south)
    }
}
