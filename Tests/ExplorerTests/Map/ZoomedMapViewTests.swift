@testable import Explorer
import Foundation
import TerminalUI
import Testing

private let monaco = Fixtures.country("MC", "Monaco", "Monaco", "🇲🇨", capital: "Monaco", currency: "EUR", continent: ("EU", "Europe"))
private let fiji = Fixtures.country("FJ", "Fiji", "Fiji", "🇫🇯", capital: "Suva", currency: "FJD", continent: ("OC", "Oceania"))
private let germany = Fixtures.country("DE", "Germany", "Deutschland", "🇩🇪", capital: "Berlin", currency: "EUR", continent: ("EU", "Europe"))

/// `country` in the detail pane, with the bundled shapes loaded and the map zoomed by F5.
private func zoomed(
    _ country: CountrySummary, options: ExplorerOptions = ExplorerOptions(), width: Int = 100, height: Int = 30
) throws -> ExplorerState {
    var state = try showing(country, options: options, width: width, height: height)
    _ = state.update(.key(.function(5)))
    _ = state.update(.countryShapesLoaded(try Fixtures.realCountryShapes()))
    return state
}

/// The cells of a frame's rows `rows` whose style is `style` and that are not blank.
private func cells(_ frame: ScreenBuffer, rows: Range<Int>, style: Style) -> [Cell] {
    rows.flatMap { y in (0..<frame.width).map { frame[x: $0, y: y] } }.filter { $0.style == style && $0.grapheme != " " }
}

/// A map drawn on its own, 60×12 cells, with the real world map and shapes.
private func drawn(_ subject: MapView.Subject, options: ExplorerOptions = ExplorerOptions()) throws -> ScreenBuffer {
    var state = ExplorerState(width: 100, height: 30, options: options, worldMap: try Fixtures.realWorldMap())
    _ = state.update(.countryShapesLoaded(try Fixtures.realCountryShapes()))
    var buffer = ScreenBuffer(width: 60, height: 12)
    MapView.draw(subject, state: state, in: Rect(x: 0, y: 0, width: 60, height: 12), theme: Theme(options: options), into: &buffer)
    return buffer
}

@Suite("The zoomed map on screen: F5, lazy shapes, neighbours' colours and patterns, snapshots at 80×24 and 120×40")
struct ZoomedMapViewTests {
    @Test func f5AsksForTheShapesOnceAndSaysWhichMapIsShown() throws {
        var state = try showing(monaco)
        #expect(state.countryShapes == nil, "nothing is loaded for the first frame")
        #expect(state.update(.key(.function(5))) == [.loadCountryShapes])
        #expect(state.mapZoomed && state.notice == "Map: zoomed to the country. F5 shows the world.")
        #expect(state.update(.key(.function(5))) == [])
        #expect(!state.mapZoomed && state.notice == "Map: the world. F5 zooms to the country.")
        #expect(state.update(.key(.function(5))) == [], "the shapes were asked for already")
    }

    @Test func monacosZoomedMapHasAShapeWhereTheWorldMapHasAMarker() throws {
        let world = Fixtures.render(try showing(monaco))
        let bright = Style(foreground: .yellow, bold: true)
        #expect(cells(world, rows: 0..<30, style: bright).isEmpty, "too small for a dot of the world map")
        #expect(world.textSnapshot().contains("◉"))
        let frame = Fixtures.render(try zoomed(monaco))
        #expect(cells(frame, rows: 0..<29, style: bright).count > 1, "a shape of more than one cell")
        #expect(!frame.textSnapshot().contains("◉"))
    }

    @Test func missingShapesLeaveTheWorldMapAndSaySo() throws {
        var state = try showing(monaco)
        _ = state.update(.key(.function(5)))
        _ = state.update(.countryShapesLoaded(.none))
        #expect(state.notice?.contains("the world map stands in") == true)
        #expect(Fixtures.render(state).textSnapshot().contains("◉"), "the world map, marker and all")
    }

    @Test func theNeighboursAreInASecondColour() throws {
        let magenta = Style(foreground: .magenta)
        let zoomedMap = try drawn(MapView.Subject(codes: ["DE"], neighbours: ["PL", "FR", "AT"], zoomed: true))
        #expect(cells(zoomedMap, rows: 0..<12, style: magenta).count > 10)
        let world = try drawn(MapView.Subject(codes: ["DE"], neighbours: ["PL", "FR", "AT"]))
        #expect(!cells(world, rows: 0..<12, style: magenta).isEmpty, "the world map colours them too")
        #expect(cells(try drawn(MapView.Subject(codes: ["DE"], zoomed: true)), rows: 0..<12, style: magenta).isEmpty)
    }

    @Test func withoutColourTheNeighboursAreSolidBesideStippledLand() throws {
        let frame = try drawn(MapView.Subject(codes: ["DE"], neighbours: ["PL", "FR", "AT"], zoomed: true), options: ExplorerOptions(color: false))
        let all = (0..<12).flatMap { y in (0..<60).map { frame[x: $0, y: y] } }.filter { $0.grapheme != " " }
        let country = all.filter { $0.style == Style(bold: true, reverse: true) }
        let plain = all.filter { $0.style == Style() }
        #expect(!country.isEmpty)
        // Full cells (⣿) of plain style are a neighbour's: stippled land never sets more than 4 dots of 8.
        #expect(plain.contains { $0.grapheme == "⣿" }, "the neighbours, solid")
        #expect(plain.contains { ($0.grapheme.unicodeScalars.first.map { $0.value - 0x2800 } ?? 0).nonzeroBitCount <= 4 }, "stippled land")
    }

    @Test func inASCIITheNeighboursArePercentSigns() throws {
        let frame = try drawn(MapView.Subject(codes: ["DE"], neighbours: ["PL", "FR", "AT"], zoomed: true), options: ExplorerOptions(ascii: true, color: false))
        let text = frame.textSnapshot()
        #expect(text.contains("#") && text.contains("%") && text.contains("."))
        #expect(!text.unicodeScalars.contains { (0x2800...0x28FF).contains($0.value) })
    }

    @Test func snapshotsAt80x24And120x40() throws {
        try assertSnapshot(try zoomed(monaco, width: 80, height: 24), named: "zoomed-monaco-80x24")
        try assertSnapshot(try zoomed(monaco, width: 120, height: 40), named: "zoomed-monaco-120x40")
        var ascii = try zoomed(germany, options: ExplorerOptions(ascii: true, color: false), width: 80, height: 24)
        _ = ascii.update(.key(.enter))
        try assertSnapshot(ascii, named: "zoomed-germany-ascii-80x24")
        var country = try zoomed(fiji, width: 120, height: 40)
        _ = country.update(.key(.enter))
        try assertSnapshot(country, named: "zoomed-fiji-country-120x40")
    }
}
