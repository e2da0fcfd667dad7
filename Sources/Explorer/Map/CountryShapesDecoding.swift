import Foundation

extension CountryShapes {
    /// The most points a resource may hold in all, so that a hostile file cannot ask for more memory than this
    /// (the bundled one has 21,879, patches included).
    static let maximumPoints = 200_000

    /// Decodes the resource `scripts/build_shapes.py` writes (format in scripts/DATASET.md). Anything else is
    /// refused whole, with why: a wrong mark or version, a code that is not two capital letters or comes twice, a
    /// precision over 7 digits, a ring of fewer than 3 points, more than `maximumPoints` points, a point off the
    /// globe, a missing or extra byte.
    public init(data: Data) throws(WorldMapError) {
        var reader = ByteReader(bytes: [UInt8](data))
        guard try reader.take(4) == Array("CXCS".utf8) else { throw WorldMapError(description: "not country shapes (no CXCS mark)") }
        let version = try reader.byte()
        guard version == 1 else { throw WorldMapError(description: "unknown format version \(version)") }
        let count = Int(try reader.byte())
        var rings: [String: [[WorldMap.Point]]] = [:]
        var patches: [String: Patch] = [:]
        var total = 0
        for _ in 0..<count {
            let code = try reader.code(number: rings.count + 1)
            guard rings[code] == nil else { throw WorldMapError(description: "\(code) is listed twice") }
            let digits = Int(try reader.byte())
            guard digits <= 7 else { throw WorldMapError(description: "\(code)'s precision of \(digits) digits is out of bounds") }
            let units = (0..<digits).reduce(1.0) { product, _ in product * 10 }
            rings[code] = try reader.rings(of: code, units: units, total: &total)
            let around = try reader.varint()
            guard around > 0 else { continue }
            let west = Double(try reader.zigzag(bytes: 5)) / units, south = Double(try reader.zigzag(bytes: 5)) / units
            let east = Double(try reader.zigzag(bytes: 5)) / units, north = Double(try reader.zigzag(bytes: 5)) / units
            var others: [String: [[WorldMap.Point]]] = [:]
            for index in 0..<around {
                let other = try reader.code(number: index + 1)
                guard others[other] == nil else { throw WorldMapError(description: "\(other) is listed twice around \(code)") }
                others[other] = try reader.rings(of: other, units: units, total: &total)
            }
            patches[code] = Patch(west: west, south: south, east: east, north: north, rings: others)
        }
        guard reader.isAtEnd else { throw WorldMapError(description: "bytes after the last country") }
        self.init(rings: rings, patches: patches)
    }
}

extension ByteReader {
    /// A country's code: two capital letters.
    fileprivate mutating func code(number: Int) throws(WorldMapError) -> String {
        let letters = try take(2)
        guard letters.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
            throw WorldMapError(description: "country \(number) has no two-letter code")
        }
        return String(decoding: letters, as: UTF8.self)
    }

    /// A country's rings, in units of `1 / units` degree; `total` counts the points read so far, against
    /// `CountryShapes.maximumPoints`.
    fileprivate mutating func rings(of code: String, units: Double, total: inout Int) throws(WorldMapError) -> [[WorldMap.Point]] {
        var rings: [[WorldMap.Point]] = []
        for _ in 0..<(try varint()) {
            let length = try varint()
            guard length >= 3 else { throw WorldMapError(description: "\(code) has a ring of \(length) points") }
            total += length
            guard total <= CountryShapes.maximumPoints else {
                throw WorldMapError(description: "more than \(CountryShapes.maximumPoints) points")
            }
            var ring: [WorldMap.Point] = []
            var x = 0, y = 0
            for _ in 0..<length {
                x += try zigzag(bytes: 5)
                y += try zigzag(bytes: 5)
                let point = WorldMap.Point(latitude: Double(y) / units, longitude: Double(x) / units)
                guard abs(point.latitude) <= 90, abs(point.longitude) <= 180 else {
                    throw WorldMapError(description: "\(code) has a point off the globe")
                }
                ring.append(point)
            }
            rings.append(ring)
        }
        return rings
    }
}
