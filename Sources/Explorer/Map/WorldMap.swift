import Foundation

/// The world's countries on an equirectangular grid, each cell the country covering its centre, and each
/// country's capital: what the map in the detail pane and the Continents tab is drawn from (`MapPicture`).
///
/// It is decoded from the resource `scripts/build_map.py` writes (Natural Earth 1:110m; the format is in
/// scripts/DATASET.md). A plain value: the app reads the file, tests build their own.
public struct WorldMap: Sendable {
    /// A point on the globe, in degrees.
    public struct Point: Sendable, Hashable {
        /// Degrees north (negative: south), -90...90.
        var latitude: Double
        /// Degrees east (negative: west), -180...180.
        public var longitude: Double

        /// Creates a point.
        public init(latitude: Double, longitude: Double) {
            self.latitude = latitude
            self.longitude = longitude
        }
    }

    /// Grid columns, spanning 180° W to 180° E.
    public let columns: Int
    /// Grid rows, spanning 90° N to 90° S.
    public let rows: Int
    /// Each cell's owner, row after row from the north: 0 for the sea, k for the k-th country of `codes`.
    let owners: [UInt8]
    /// The countries' ISO codes; a cell's owner k is `codes[k - 1]`.
    let codes: [String]
    /// Each owner's number by code.
    let ownerByCode: [String: UInt8]
    /// Each country's capital, where the map marks it when it is too small to fill.
    let capitals: [String: Point]
    /// The southernmost row of each owner's cells (index: the owner), -1 for an owner without cells.
    let southernmostRow: [Int]

    /// No map at all: nothing is drawn.
    public static let none = WorldMap(columns: 0, rows: 0, owners: [], codes: [], capitals: [:])

    /// Whether there is nothing to draw.
    public var isEmpty: Bool { owners.isEmpty }

    /// A map from its parts: `owners` row after row (0 sea, k the k-th of `codes`), and the capitals by code.
    /// Owners past the codes count as sea.
    public init(columns: Int, rows: Int, owners: [UInt8], codes: [String], capitals: [String: Point]) {
        let valid = columns > 0 && rows > 0 && owners.count == columns * rows
        self.columns = valid ? columns : 0
        self.rows = valid ? rows : 0
        self.codes = codes
        self.capitals = capitals
        var ownerByCode: [String: UInt8] = [:]
        for (index, code) in codes.enumerated() where index < Int(UInt8.max) {
            ownerByCode[code] = UInt8(index + 1)
        }
        self.ownerByCode = ownerByCode
        // One pass over the 259,200 cells, before the first frame: unknown owners become sea as rows are noted.
        var cells = valid ? owners : []
        var southernmost = Array(repeating: -1, count: codes.count + 1)
        for row in 0..<self.rows {
            for index in row * columns..<(row + 1) * columns where cells[index] != 0 {
                if Int(cells[index]) <= codes.count { southernmost[Int(cells[index])] = row } else { cells[index] = 0 }
            }
        }
        self.owners = cells
        southernmostRow = southernmost
    }

    /// The capital of a country, if the map knows it.
    public func capital(of code: String) -> Point? {
        capitals[code]
    }

    /// The latitude of the southern edge of a country's southernmost cell, or of its capital when it has no cell.
    func southernmostLatitude(of code: String) -> Double? {
        if let owner = ownerByCode[code], southernmostRow[Int(owner)] >= 0 {
            return 90 - Double(southernmostRow[Int(owner)] + 1) * 180 / Double(rows)
        }
        return capitals[code]?.latitude
    }
}
