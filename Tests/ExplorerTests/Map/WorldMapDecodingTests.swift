@testable import Explorer
import Foundation
import Testing

/// Bytes in the format of scripts/build_map.py (scripts/DATASET.md), for the decoder to read.
private struct MapBytes {
    var mark = Array("CXWM".utf8)
    var version: UInt8 = 1
    var columns = 4
    var rows = 2
    var countries: [(code: String, latitude: Int, longitude: Int)] = [("AA", 1050, -2000), ("BB", 0, 17999)]
    var runs: [[(owner: UInt8, length: Int)]] = [[(0, 1), (1, 3)], [(2, 4)]]
    var trailing: [UInt8] = []

    var bytes: [UInt8] {
        var out = mark + [version] + uint16(columns) + uint16(rows) + [UInt8(countries.count)]
        for country in countries {
            out += Array(country.code.utf8) + uint16(country.latitude & 0xFFFF) + uint16(country.longitude & 0xFFFF)
        }
        for row in runs {
            for run in row { out += [run.owner] + leb128(run.length) }
        }
        return out + trailing
    }

    var data: Data { Data(bytes) }

    private func uint16(_ value: Int) -> [UInt8] { [UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)] }
}

@Suite("World map resource: decoding, and refusing anything else whole")
struct WorldMapDecodingTests {
    @Test func aValidResourceDecodes() throws {
        let map = try WorldMap(data: MapBytes().data)
        #expect(map.columns == 4 && map.rows == 2)
        #expect(map.owners == [0, 1, 1, 1, 2, 2, 2, 2])
        #expect(map.codes == ["AA", "BB"])
        #expect(map.capital(of: "AA") == WorldMap.Point(latitude: 10.5, longitude: -20))
        #expect(map.capital(of: "BB") == WorldMap.Point(latitude: 0, longitude: 179.99))
        #expect(map.capital(of: "ZZ") == nil)
    }

    @Test func longRunsTakeSeveralBytes() throws {
        var bytes = MapBytes()
        bytes.columns = 700
        bytes.runs = [[(0, 300), (1, 400)], [(2, 700)]]
        let map = try WorldMap(data: bytes.data)
        #expect(map.owners.count == 1400)
        #expect(map.owners[299] == 0 && map.owners[300] == 1 && map.owners[1399] == 2)
    }

    @Test func everyTruncationIsRefused() {
        let bytes = MapBytes().bytes
        for length in 0..<bytes.count {
            #expect(throws: WorldMapError.self, "\(length) bytes") { try WorldMap(data: Data(bytes.prefix(length))) }
        }
    }

    @Test(arguments: [
        ("mark", "not a world map"), ("version", "unknown format version 2"), ("no columns", "out of bounds"),
        ("too wide", "out of bounds"), ("too tall", "out of bounds"), ("code", "no two-letter code"),
        ("latitude", "off the globe"), ("longitude", "off the globe"), ("twice", "listed twice"),
        ("owner", "names country 3 of 2"), ("past the end", "runs past its end"), ("empty run", "has an empty run"),
        ("trailing", "bytes after the last row"), ("long varint", "a number over 3 bytes"),
    ])
    func malformedResourcesAreRefusedWithWhy(flaw: String, reason: String) {
        var bytes = MapBytes()
        switch flaw {
        case "mark": bytes.mark = Array("GIF8".utf8)
        case "version": bytes.version = 2
        case "no columns": bytes.columns = 0
        case "too wide": bytes.columns = WorldMap.maximumGrid.columns + 1
        case "too tall": bytes.rows = WorldMap.maximumGrid.rows + 1
        case "code": bytes.countries[1].code = "b1"
        case "latitude": bytes.countries[0].latitude = 9001
        case "longitude": bytes.countries[0].longitude = -18001
        case "twice": bytes.countries[1].code = "AA"
        case "owner": bytes.runs[1] = [(3, 4)]
        case "past the end": bytes.runs[0] = [(0, 1), (1, 4)]
        case "empty run": bytes.runs[0] = [(0, 0), (1, 4)]
        case "trailing": bytes.trailing = [0]
        default: bytes.runs[0] = []; bytes.trailing = [0, 0x80, 0x80, 0x80, 0x01]
        }
        #expect {
            try WorldMap(data: bytes.data)
        } throws: { error in
            (error as? WorldMapError)?.description.contains(reason) == true
        }
    }

    @Test func theLargestGridIsAccepted() throws {
        var bytes = MapBytes()
        bytes.columns = WorldMap.maximumGrid.columns
        bytes.rows = WorldMap.maximumGrid.rows
        bytes.runs = Array(repeating: [(1, WorldMap.maximumGrid.columns)], count: WorldMap.maximumGrid.rows)
        let map = try WorldMap(data: bytes.data)
        #expect(map.columns == WorldMap.maximumGrid.columns && map.rows == WorldMap.maximumGrid.rows)
    }

    @Test func theBundledResourceHoldsEveryCountry() throws {
        let map = try Fixtures.realWorldMap()
        #expect(map.columns == 720 && map.rows == 360)
        #expect(map.codes.count == 250)
        let japan = try #require(map.capital(of: "JP"))
        #expect(abs(japan.latitude - 35.69) < 0.1 && abs(japan.longitude - 139.69) < 0.1)
        for code in ["JP", "RU", "BR", "AQ", "GF", "SJ", "XK"] {
            let owner = try #require(map.ownerByCode[code])
            #expect(map.owners.contains(owner), "\(code) has cells")
        }
        let vatican = try #require(map.ownerByCode["VA"])
        #expect(!map.owners.contains(vatican), "Vatican City is marked, not filled")
    }
}
