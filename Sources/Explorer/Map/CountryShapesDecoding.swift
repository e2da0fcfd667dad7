import Foundation

extension CountryShapes {
    /// The most points a resource may hold in all, so that a hostile file cannot ask for more memory than this
    /// (the bundled one has 15,339).
    public static let maximumPoints = 200_000

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
        var total = 0
        for _ in 0..<count {
            let letters = try reader.take(2)
            guard letters.allSatisfy({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) else {
                throw WorldMapError(description: "country \(rings.count + 1) has no two-letter code")
            }
            let code = String(decoding: letters, as: UTF8.self)
            guard rings[code] == nil else { throw WorldMapError(description: "\(code) is listed twice") }
            let digits = Int(try reader.byte())
            guard digits <= 7 else { throw WorldMapError(description: "\(code)'s precision of \(digits) digits is out of bounds") }
            let units = (0..<digits).reduce(1.0) { product, _ in product * 10 }
            var countryRings: [[WorldMap.Point]] = []
            for _ in 0..<(try reader.varint()) {
                let length = try reader.varint()
                guard length >= 3 else { throw WorldMapError(description: "\(code) has a ring of \(length) points") }
                total += length
                guard total <= Self.maximumPoints else {
                    throw WorldMapError(description: "more than \(Self.maximumPoints) points")
                }
                var ring: [WorldMap.Point] = []
                var x = 0, y = 0
                for _ in 0..<length {
                    x += try reader.zigzag(bytes: 5)
                    y += try reader.zigzag(bytes: 5)
                    let point = WorldMap.Point(latitude: Double(y) / units, longitude: Double(x) / units)
                    guard abs(point.latitude) <= 90, abs(point.longitude) <= 180 else {
                        throw WorldMapError(description: "\(code) has a point off the globe")
                    }
                    ring.append(point)
                }
                countryRings.append(ring)
            }
            rings[code] = countryRings
        }
        guard reader.isAtEnd else { throw WorldMapError(description: "bytes after the last country") }
        self.init(rings: rings)
    }
}
