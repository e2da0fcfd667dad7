@testable import Explorer
import Foundation
import Testing

/// Bytes in the format of scripts/build_shapes.py (scripts/DATASET.md), for the decoder to read.
private struct ShapeBytes {
    var mark = Array("CXCS".utf8)
    var version: UInt8 = 1
    /// Each country: its code, its precision in decimal digits, and its rings of (longitude, latitude) in units.
    var countries: [(code: String, digits: UInt8, rings: [[(x: Int, y: Int)]])] = [
        ("AA", 3, [[(7_000, 43_000), (8_000, 43_000), (8_000, 44_000)]]),
        ("BB", 5, [[(17_999_000, -1_600_000), (18_000_000, -1_600_000), (18_000_000, -1_700_000)], [(0, 0), (1, 0), (1, 1), (0, 1)]]),
    ]
    /// Each small country's patch: its window (west, south, east, north in units) and the rings around it.
    var patches: [String: (window: [Int], around: [(code: String, rings: [[(x: Int, y: Int)]])])] = [
        "AA": ([6_000, 42_000, 9_000, 45_000], [("BB", [[(6_000, 42_000), (9_000, 42_000), (9_000, 43_000)]])]),
    ]
    var trailing: [UInt8] = []

    var bytes: [UInt8] {
        var out = mark + [version, UInt8(countries.count)]
        for country in countries {
            out += Array(country.code.utf8) + [country.digits] + encoded(country.rings)
            let patch = patches[country.code]
            out += leb128(patch?.around.count ?? 0)
            guard let patch else { continue }
            out += patch.window.flatMap(zigzag)
            for other in patch.around { out += Array(other.code.utf8) + encoded(other.rings) }
        }
        return out + trailing
    }

    private func encoded(_ rings: [[(x: Int, y: Int)]]) -> [UInt8] {
        var out = leb128(rings.count)
        for ring in rings {
            out += leb128(ring.count)
            var last = (x: 0, y: 0)
            for point in ring {
                out += zigzag(point.x - last.x) + zigzag(point.y - last.y)
                last = point
            }
        }
        return out
    }

    private func zigzag(_ value: Int) -> [UInt8] { leb128(value >= 0 ? 2 * value : -2 * value - 1) }
}

@Suite("Country shapes resource: decoding, and refusing anything else whole")
struct CountryShapesDecodingTests {
    @Test func aValidResourceDecodes() throws {
        let shapes = try CountryShapes(data: Data(ShapeBytes().bytes))
        let aa = try #require(shapes.rings["AA"])
        #expect(aa.count == 1)
        #expect(aa[0].points == [.init(latitude: 43, longitude: 7), .init(latitude: 43, longitude: 8), .init(latitude: 44, longitude: 8)])
        let bb = try #require(shapes.rings["BB"])
        #expect(bb.count == 2)
        #expect(bb[0].points[1] == .init(latitude: -16, longitude: 180))
        #expect(bb[1].east == 0.00001 && bb[1].north == 0.00001, "a ring a metre wide keeps its size")
        #expect(shapes.rings["ZZ"] == nil)
        let patch = try #require(shapes.patches["AA"])
        #expect(patch.west == 6 && patch.south == 42 && patch.east == 9 && patch.north == 45)
        #expect(patch.rings["BB"]?.first?.points.last == .init(latitude: 43, longitude: 9))
        #expect(shapes.patches["BB"] == nil)
    }

    @Test func everyTruncationIsRefused() {
        let bytes = ShapeBytes().bytes
        for length in 0..<bytes.count {
            #expect(throws: WorldMapError.self, "\(length) bytes") { try CountryShapes(data: Data(bytes.prefix(length))) }
        }
    }

    @Test(arguments: [
        ("mark", "not country shapes"), ("version", "unknown format version 2"), ("code", "no two-letter code"),
        ("twice", "listed twice"), ("digits", "precision of 8 digits"), ("short ring", "a ring of 2 points"),
        ("latitude", "a point off the globe"), ("longitude", "a point off the globe"), ("trailing", "bytes after the last country"),
        ("patch code", "no two-letter code"), ("patch twice", "BB is listed twice around AA"),
        ("patch point", "BB has a point off the globe"),
    ])
    func malformedResourcesAreRefusedWithWhy(flaw: String, reason: String) {
        var bytes = ShapeBytes()
        switch flaw {
        case "mark": bytes.mark = Array("CXWM".utf8)
        case "version": bytes.version = 2
        case "code": bytes.countries[1].code = "b1"
        case "twice": bytes.countries[1].code = "AA"
        case "digits": bytes.countries[0].digits = 8
        case "short ring": bytes.countries[0].rings[0].removeLast()
        case "latitude": bytes.countries[0].rings[0][2].y = 90_001
        case "longitude": bytes.countries[1].rings[0][1].x = 18_000_001
        case "patch code": bytes.patches["AA"]?.around[0].code = "b2"
        case "patch twice": bytes.patches["AA"]?.around.append(("BB", [[(0, 0), (1, 0), (1, 1)]]))
        case "patch point": bytes.patches["AA"]?.around[0].rings[0][0].y = -90_001
        default: bytes.trailing = [0]
        }
        #expect {
            try CountryShapes(data: Data(bytes.bytes))
        } throws: { error in
            (error as? WorldMapError)?.description.contains(reason) == true
        }
    }

    @Test func theNumberOfPointsIsBounded() throws {
        // One ring of exactly the most points decodes; one more point is refused before it is read.
        var bytes = ShapeBytes()
        bytes.countries = [("AA", 0, [Array(repeating: (x: 0, y: 0), count: CountryShapes.maximumPoints)])]
        bytes.patches = [:]
        #expect(try CountryShapes(data: Data(bytes.bytes)).rings["AA"]?.first?.points.count == CountryShapes.maximumPoints)
        bytes.countries[0].rings[0].append((0, 0))
        #expect {
            try CountryShapes(data: Data(bytes.bytes))
        } throws: { error in
            (error as? WorldMapError)?.description.contains("more than 200000 points") == true
        }
    }

    @Test func theBundledResourceDecodesWithEveryCountry() throws {
        let shapes = try Fixtures.realCountryShapes()
        #expect(shapes.rings.count == 250)
        for code in ["MC", "VA", "SG", "MT", "MV", "FJ", "RU", "KI", "DE"] {
            #expect(shapes.rings[code] != nil, "\(code)")
        }
        #expect(shapes.rings["MV"]?.count ?? 0 > 100, "the Maldives' atolls, each a ring")
        #expect(shapes.patches["MC"]?.rings["FR"] != nil, "Monaco's France at its own scale")
        #expect(shapes.patches["FR"] == nil, "no patch for a country 1:110m draws")
    }
}
