import Foundation

/// Why a map resource was refused.
public struct WorldMapError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, and where.
    public let description: String
}

extension WorldMap {
    /// The largest grid a resource may hold, so that a hostile file cannot ask for more memory than this (8 MiB).
    static let maximumGrid = (columns: 4096, rows: 2048)

    /// Decodes the resource `scripts/build_map.py` writes (format in scripts/DATASET.md). Anything else is refused
    /// whole, with why: a wrong mark or version, a grid over `maximumGrid`, a code that is not two capital letters,
    /// a coordinate out of range, an owner past the countries, a run past its row's end, a missing or extra byte.
    public init(data: Data) throws(WorldMapError) {
        var reader = ByteReader(bytes: [UInt8](data))
        guard try reader.take(4) == Array("CXWM".utf8) else { throw WorldMapError(description: "not a world map (no CXWM mark)") }
        let version = try reader.byte()
        guard version == 1 else { throw WorldMapError(description: "unknown format version \(version)") }
        let columns = try reader.uint16(), rows = try reader.uint16()
        guard (1...Self.maximumGrid.columns).contains(columns), (1...Self.maximumGrid.rows).contains(rows) else {
            throw WorldMapError(description: "a grid of \(columns)×\(rows) cells is out of bounds")
        }
        let count = Int(try reader.byte())
        var codes: [String] = []
        var capitals: [String: Point] = [:]
        for _ in 0..<count {
            let letters = try reader.take(2)
            guard letters.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
                throw WorldMapError(description: "country \(codes.count + 1) has no two-letter code")
            }
            let code = String(decoding: letters, as: UTF8.self)
            let latitude = try reader.int16(), longitude = try reader.int16()
            guard abs(latitude) <= 9000, abs(longitude) <= 18000 else {
                throw WorldMapError(description: "\(code)'s capital is off the globe")
            }
            guard capitals[code] == nil else { throw WorldMapError(description: "\(code) is listed twice") }
            codes.append(code)
            capitals[code] = Point(latitude: Double(latitude) / 100, longitude: Double(longitude) / 100)
        }
        var owners: [UInt8] = []
        owners.reserveCapacity(columns * rows)
        for row in 0..<rows {
            var filled = 0
            while filled < columns {
                let owner = try reader.byte()
                let length = try reader.varint()
                guard Int(owner) <= count else { throw WorldMapError(description: "row \(row) names country \(owner) of \(count)") }
                guard length > 0 else { throw WorldMapError(description: "row \(row) has an empty run") }
                guard length <= columns - filled else { throw WorldMapError(description: "row \(row) runs past its end") }
                owners.append(contentsOf: repeatElement(owner, count: length))
                filled += length
            }
        }
        guard reader.isAtEnd else { throw WorldMapError(description: "bytes after the last row") }
        self.init(columns: columns, rows: rows, owners: owners, codes: codes, capitals: capitals)
    }
}
