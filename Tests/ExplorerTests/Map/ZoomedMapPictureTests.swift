@testable import Explorer
import TerminalUI
import Testing

/// A ring through the corners of a box, in degrees.
private func box(west: Double, south: Double, east: Double, north: Double) -> [WorldMap.Point] {
    [.init(latitude: south, longitude: west), .init(latitude: south, longitude: east),
     .init(latitude: north, longitude: east), .init(latitude: north, longitude: west)]
}

/// The dots of `canvas` carrying `ink`.
private func dots(_ canvas: DotCanvas, _ ink: UInt8) -> [(x: Int, y: Int)] {
    (0..<canvas.height).flatMap { y in (0..<canvas.width).filter { canvas[$0, y] == ink }.map { (x: $0, y: y) } }
}

/// The terminal cells of `canvas` showing `ink`.
private func cells(_ canvas: DotCanvas, _ ink: UInt8) -> Int {
    (0..<canvas.rows).reduce(0) { count, row in
        count + (0..<canvas.columns).filter { canvas.cell(column: $0, row: row).ink == ink }.count
    }
}

@Suite("The zoomed map: the country's box, the antimeridian, small states, neighbours")
struct ZoomedMapPictureTests {
    /// A country in two pieces on either side of the antimeridian (as Natural Earth cuts Fiji), a neighbour, and
    /// another country far away.
    private let pacific = CountryShapes(rings: [
        "FJ": [box(west: 177, south: -19, east: 180, north: -16), box(west: -180, south: -19, east: -178, north: -16)],
        "NB": [box(west: 170, south: -19, east: 175, north: -16)],
        "FR": [box(west: 0, south: 43, east: 5, north: 48)],
    ])

    @Test func theLongitudeSpanOfACountryAcrossTheAntimeridianPassesIt() throws {
        let fiji = try #require(pacific.rings["FJ"])
        #expect(ZoomedMapPicture.longitudeSpan(of: fiji) == (west: 177, east: 182))
        let france = try #require(pacific.rings["FR"])
        #expect(ZoomedMapPicture.longitudeSpan(of: france) == (west: 0, east: 5))
        let russia = [box(west: 19.6, south: 54, east: 180, north: 77), box(west: -180, south: 64, east: -169, north: 71)]
            .map(CountryShapes.Ring.init)
        #expect(ZoomedMapPicture.longitudeSpan(of: russia) == (west: 19.6, east: 191))
    }

    @Test func aCountryAcrossTheAntimeridianIsDrawnWholeInTheMiddle() throws {
        let picture = try #require(ZoomedMapPicture(shapes: pacific, code: "FJ", neighbours: [], width: 100, height: 40, stippled: false))
        let lit = dots(picture.canvas, MapPicture.Ink.highlight)
        let columns = Set(lit.map(\.x))
        // Both pieces, side by side with no gap between them, away from the canvas's edges.
        #expect(columns.min() ?? 0 > 5 && columns.max() ?? 100 < 95, "\(columns.sorted())")
        #expect(columns.count == (columns.max() ?? 0) - (columns.min() ?? 0) + 1, "no column between the pieces is empty")
        let west = picture.viewport.dot(.init(latitude: -17, longitude: 179.9))
        let east = picture.viewport.dot(.init(latitude: -17, longitude: -179.9), offset: 360)
        #expect(west.x < east.x && east.x - west.x < 3, "179.9° E and 179.9° W are a dot or two apart, side by side")
        #expect(picture.viewport.offsets(west: -180, east: -178) == [360])
    }

    @Test func theNeighboursHaveTheirInkAndOtherLandIsLeftOutOfView() throws {
        let picture = try #require(ZoomedMapPicture(shapes: pacific, code: "FJ", neighbours: ["NB"], width: 100, height: 40, stippled: false))
        #expect(!dots(picture.canvas, MapPicture.Ink.neighbour).isEmpty, "the neighbour's edge inside the margin")
        #expect(dots(picture.canvas, MapPicture.Ink.land).isEmpty, "France is out of view")
        let plain = try #require(ZoomedMapPicture(shapes: pacific, code: "FJ", neighbours: [], width: 100, height: 40, stippled: false))
        #expect(dots(plain.canvas, MapPicture.Ink.neighbour).isEmpty)
        #expect(!dots(plain.canvas, MapPicture.Ink.land).isEmpty, "without neighbours it is land")
    }

    @Test func aTinyStateInsideALargerOneFillsTheMapAndWinsOverIt() throws {
        // Vatican City inside Rome, as a coarse Italy covers it.
        let shapes = CountryShapes(rings: [
            "VA": [box(west: 12.4526, south: 41.9002, east: 12.4577, north: 41.9074)],
            "IT": [box(west: 7, south: 37, east: 18, north: 47)],
        ])
        let picture = try #require(ZoomedMapPicture(shapes: shapes, code: "VA", neighbours: ["IT"], width: 60, height: 24, stippled: true))
        #expect(cells(picture.canvas, MapPicture.Ink.highlight) > 20, "more than one cell: a shape")
        let neighbour = dots(picture.canvas, MapPicture.Ink.neighbour)
        #expect(!neighbour.isEmpty, "Italy all around")
        #expect(neighbour.contains { ($0.x + $0.y) % 2 == 1 }, "a neighbour is solid, never stippled")
    }

    @Test func aPatchReplacesTheCoarseOutlinesInsideItsWindow() throws {
        // A coarse France covering the sea around a small state; the patch's France covers only the north.
        let monaco = [box(west: 7.40, south: 43.72, east: 7.44, north: 43.75)]
        let coarse = [box(west: 0, south: 40, east: 10, north: 50)]
        let fine = [box(west: 7.2, south: 43.745, east: 7.7, north: 44)]
        let patch = CountryShapes.Patch(west: 7.2, south: 43.5, east: 7.7, north: 44, rings: ["FR": fine])
        let shapes = CountryShapes(rings: ["MC": monaco, "FR": coarse], patches: ["MC": patch])
        let picture = try #require(ZoomedMapPicture(shapes: shapes, code: "MC", neighbours: ["FR"], width: 80, height: 40, stippled: false))
        let sea = picture.viewport.dot(.init(latitude: 43.718, longitude: 7.42))
        #expect((0..<80).contains(Int(sea.x)) && (0..<40).contains(Int(sea.y)), "inside the picture")
        #expect(picture.canvas[Int(sea.x), Int(sea.y)] == 0, "south of the state, the sea")
        let land = picture.viewport.dot(.init(latitude: 43.752, longitude: 7.42))
        #expect(picture.canvas[Int(land.x), Int(land.y)] == MapPicture.Ink.neighbour, "north of it, the patch's France")
        let without = try #require(ZoomedMapPicture(shapes: CountryShapes(rings: ["MC": monaco, "FR": coarse]), code: "MC", neighbours: ["FR"], width: 80, height: 40, stippled: false))
        #expect(without.canvas[Int(sea.x), Int(sea.y)] == MapPicture.Ink.neighbour, "the coarse France alone covers the sea")
    }

    @Test func monacosSeaStaysSea() throws {
        let picture = try #require(ZoomedMapPicture(shapes: try Fixtures.realCountryShapes(), code: "MC", neighbours: ["FR"], width: 60, height: 24, stippled: false))
        let bottom = (0..<60).map { picture.canvas[$0, 23] }
        #expect(bottom.contains(0), "the Mediterranean along the bottom edge: \(bottom)")
        #expect(bottom.contains(MapPicture.Ink.neighbour) || (0..<24).contains { y in (0..<60).contains { picture.canvas[$0, y] == MapPicture.Ink.neighbour } })
    }

    @Test func stippledLandKeepsEveryOtherDot() throws {
        let picture = try #require(ZoomedMapPicture(shapes: pacific, code: "FJ", neighbours: [], width: 100, height: 40, stippled: true))
        let land = dots(picture.canvas, MapPicture.Ink.land)
        #expect(!land.isEmpty && land.allSatisfy { ($0.x + $0.y) % 2 == 0 })
    }

    @Test func aRingThinnerThanADotStillShows() throws {
        // An atoll 10 m across, 3° from its country's other island: at this scale it covers no dot's centre.
        let shapes = CountryShapes(rings: ["MV": [box(west: 73, south: 4, east: 73.5, north: 4.5), box(west: 73.2, south: 1, east: 73.2001, north: 1.0001)]])
        let picture = try #require(ZoomedMapPicture(shapes: shapes, code: "MV", neighbours: [], width: 40, height: 40, stippled: false))
        let atoll = picture.viewport.dot(.init(latitude: 1, longitude: 73.2))
        #expect(picture.canvas[Int(atoll.x), Int(atoll.y)] == MapPicture.Ink.highlight)
    }

    @Test func noShapeOrNoRoomIsNoPicture() {
        #expect(ZoomedMapPicture(shapes: pacific, code: "ZZ", neighbours: [], width: 100, height: 40, stippled: false) == nil)
        #expect(ZoomedMapPicture(shapes: pacific, code: "FJ", neighbours: [], width: 0, height: 40, stippled: false) == nil)
        #expect(ZoomedMapPicture(shapes: .none, code: "FJ", neighbours: [], width: 100, height: 40, stippled: false) == nil)
    }

    // The bundled shapes: the small states have a shape, and the countries across the antimeridian are
    // whole (every point of theirs inside the picture).

    @Test(arguments: ["MC", "VA", "SG", "MT", "MV", "SM", "LI", "TV"])
    func aSmallStateHasAShapeOfMoreThanOneCell(code: String) throws {
        let shapes = try Fixtures.realCountryShapes()
        let picture = try #require(ZoomedMapPicture(shapes: shapes, code: code, neighbours: [], width: 60, height: 36, stippled: false))
        #expect(cells(picture.canvas, MapPicture.Ink.highlight) > 1)
    }

    @Test(arguments: ["RU", "AQ", "US", "FJ"])
    func theMapNeverSpansMoreThanTheGlobe(code: String) throws {
        let shapes = try Fixtures.realCountryShapes()
        let picture = try #require(ZoomedMapPicture(shapes: shapes, code: code, neighbours: [], width: 120, height: 44, stippled: false))
        #expect(picture.viewport.east - picture.viewport.west <= 360.000_001, "\(picture.viewport)")
    }

    @Test(arguments: ["FJ", "RU", "KI", "US", "NZ"])
    func aCountryAcrossTheAntimeridianIsWhole(code: String) throws {
        let shapes = try Fixtures.realCountryShapes()
        let rings = try #require(shapes.rings[code])
        let picture = try #require(ZoomedMapPicture(shapes: shapes, code: code, neighbours: [], width: 100, height: 40, stippled: false))
        let viewport = picture.viewport
        for ring in rings {
            let offsets = viewport.offsets(west: ring.west, east: ring.east)
            #expect(offsets.count == 1, "\(code): a ring drawn once, on one side")
            for point in ring.points {
                let dot = viewport.dot(point, offset: offsets.first ?? 0)
                #expect((-0.5...100.5).contains(dot.x) && (-0.5...40.5).contains(dot.y), "\(code): \(point) at \(dot)")
            }
        }
    }
}
