@testable import Explorer
import TerminalUI
import Testing

/// A world of 1° cells (360×180): `owners` names the owner of some cells by (row, column), all others are sea.
private func world(
    codes: [String], capitals: [String: WorldMap.Point] = [:], owners: [(row: Int, column: Int, owner: UInt8)]
) -> WorldMap {
    var grid = [UInt8](repeating: 0, count: 360 * 180)
    for cell in owners { grid[cell.row * 360 + cell.column] = cell.owner }
    return WorldMap(columns: 360, rows: 180, owners: grid, codes: codes, capitals: capitals)
}

@Suite("World map: downsampling, markers and sizes")
struct MapPictureTests {
    // At 90 columns (180 dots) over 84° N to 56° S, each dot covers 2×2 cells of a 1° grid: dot (x, y) is
    // columns 2x and 2x+1 of rows 6+2y and 7+2y.
    private let map = world(
        codes: ["AA", "BB", "CC"],
        capitals: ["AA": .init(latitude: 43, longitude: 20), "CC": .init(latitude: 10, longitude: 20)],
        owners: [(46, 200, 1), (46, 204, 2), (46, 205, 2), (46, 206, 2), (47, 207, 2), (46, 208, 2)]
    )

    private func picture(_ codes: Set<String>, stippled: Bool = false, columns: Int = 90, rows: Int = 40) throws -> MapPicture {
        try #require(MapPicture(map: map, highlighting: codes, neighbours: [], columns: columns, rows: rows, stippled: stippled))
    }

    @Test func aDotIsHighlightedFromAQuarterAndLandFromAHalf() throws {
        let drawn = try picture(["AA"])
        #expect(drawn.canvas.width == 180 && drawn.canvas.height == 70)
        #expect(drawn.canvas[100, 20] == MapPicture.Ink.highlight, "one cell of four is the country's")
        #expect(drawn.canvas[102, 20] == MapPicture.Ink.land, "two cells of four are land")
        #expect(drawn.canvas[103, 20] == MapPicture.Ink.land)
        #expect(drawn.canvas[104, 20] == 0, "one cell of four of land is sea")
        #expect(drawn.marker == nil)
    }

    @Test func stippledLandKeepsEveryOtherDotAndTheCountrySolid() throws {
        let drawn = try picture(["AA"], stippled: true)
        #expect(drawn.canvas[102, 20] == MapPicture.Ink.land)
        #expect(drawn.canvas[103, 20] == 0)
        #expect(drawn.canvas[100, 20] == MapPicture.Ink.highlight)
    }

    @Test func aCountryTooSmallToShowIsMarkedAtItsCapital() throws {
        let drawn = try picture(["CC"])
        // 20° E is dot 100 (column 50); 10° N is (84 - 10) / 140 × 70 = dot 37 (row 9).
        #expect(drawn.marker == CellPosition(x: 50, y: 9))
        #expect(!(0..<70).contains { y in (0..<180).contains { drawn.canvas[$0, y] == MapPicture.Ink.highlight } })
        // At 20 columns (4.5 cells a dot) AA's single cell is too small too: its capital is marked.
        let small = try picture(["AA"], columns: 20)
        #expect(small.marker != nil)
    }

    @Test func aContinentsSmallCountriesKeepTheDotOfTheirCapital() throws {
        let drawn = try picture(["AA", "CC"])
        #expect(drawn.marker == nil)
        #expect(drawn.canvas[100, 37] == MapPicture.Ink.highlight)
        #expect(drawn.canvas[100, 20] == MapPicture.Ink.highlight)
    }

    @Test func aCountryFurtherSouthStretchesTheMap() throws {
        let southern = world(codes: ["SS"], owners: [(170, 10, 1)])
        let usual = try #require(MapPicture(map: southern, highlighting: [], neighbours: [], columns: 90, rows: 40, stippled: false))
        let stretched = try #require(MapPicture(map: southern, highlighting: ["SS"], neighbours: [], columns: 90, rows: 40, stippled: false))
        #expect(usual.canvas.height == 70)
        #expect(stretched.canvas.height == 83, "84° N to 81° S")
        #expect(stretched.canvas[5, 82] == MapPicture.Ink.highlight)
    }

    @Test func aCellOfAnOwnerNotListedIsSeaAndEachCountryKnowsItsSouthernmostRow() {
        let map = world(codes: ["AA", "BB"], owners: [(10, 5, 1), (20, 5, 1), (30, 5, 2), (40, 5, 3), (50, 6, 2)])
        #expect(map.owners[40 * 360 + 5] == 0, "owner 3 of 2 codes")
        #expect(map.owners[30 * 360 + 5] == 2)
        #expect(map.southernmostLatitude(of: "AA") == 69.0)
        #expect(map.southernmostLatitude(of: "BB") == 39.0)
        #expect(map.southernmostLatitude(of: "CC") == nil)
    }

    @Test func theMapNeedsTwentyColumnsAndFourRows() {
        #expect(MapPicture(map: map, highlighting: ["AA"], neighbours: [], columns: 20, rows: 4, stippled: false)?.canvas.columns == 20)
        #expect(MapPicture(map: map, highlighting: ["AA"], neighbours: [], columns: 19, rows: 40, stippled: false) == nil)
        #expect(MapPicture(map: map, highlighting: ["AA"], neighbours: [], columns: 40, rows: 3, stippled: false) == nil)
        #expect(MapPicture(map: map, highlighting: ["AA"], neighbours: [], columns: 300, rows: 100, stippled: false)?.canvas.columns == MapPicture.maximumColumns)
        #expect(MapPicture(map: .none, highlighting: ["AA"], neighbours: [], columns: 90, rows: 40, stippled: false) == nil)
    }
}
