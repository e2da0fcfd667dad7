@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// A loaded fixture state drawing the real world map, with the real facts read.
private func mappedState(width: Int, height: Int, options: ExplorerOptions = ExplorerOptions()) throws -> ExplorerState {
    var state = Fixtures.loadedState(width: width, height: height, options: options, worldMap: try Fixtures.realWorldMap())
    _ = state.update(.factsLoaded(try realFacts()))
    return state
}

/// Whether a row holds Braille dots (the map), the blank pattern aside.
private func hasBraille(_ text: Substring) -> Bool {
    text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
}

/// How many rows of `frame` draw map dots right of column `x`.
private func mapRows(_ frame: ScreenBuffer, from x: Int = 0) -> Int {
    frame.textSnapshot().split(separator: "\n", omittingEmptySubsequences: false).filter { row in
        hasBraille(Substring(String(row.unicodeScalars.dropFirst(x))))
    }.count
}

/// The sizes the README's claims about the detail are made at.
private let sizes = [(80, 24), (100, 30), (120, 40), (120, 36), (200, 60)]

@Suite("The detail's layout budget: the map keeps its rows")
struct DetailLayoutTests {
    @Test(arguments: sizes)
    func thePaneDrawsTheMapAtEverySize(width: Int, height: Int) throws {
        var state = try mappedState(width: width, height: height)
        state.type("germany")
        let frame = Fixtures.render(state, now: novemberNoon)
        let detail = try #require(ExplorerView.area(of: .detail, in: state))
        let rows = mapRows(frame, from: detail.x)
        #expect(rows >= 4, "\(width)×\(height): \(frame.textSnapshot())")
        if (width, height) == (100, 30) {
            #expect(rows == 10, "the full 51×10 map for a country with one language: \(frame.textSnapshot())")
        }
        let text = frame.textSnapshot()
        for line in ["Capital", "Neighbours", "Area", "Languages", "States", "Subdivisions"] {
            #expect(text.contains(line), "\(line) at \(width)×\(height): \(text)")
        }
    }

    @Test(arguments: sizes)
    func aCountrysScreenDrawsTheMapAtEverySize(width: Int, height: Int) throws {
        var state = try mappedState(width: width, height: height)
        state.type("germany")
        state.press([.enter])
        let frame = Fixtures.render(state, now: novemberNoon)
        #expect(mapRows(frame) >= 4, "\(width)×\(height): \(frame.textSnapshot())")
        // The last row (the names) scrolls into view above the map, which stays.
        state.press([.end])
        let end = Fixtures.render(state, now: novemberNoon)
        #expect(mapRows(end) >= 4, "\(end.textSnapshot())")
        #expect(end.textSnapshot().contains("vi Đức") || end.textSnapshot().contains("Đức"), "\(end.textSnapshot())")
    }

    @Test func theNamesArePackedWhereTheyWouldPushTheMapOutAndListedWhereTheyFit() throws {
        var short = try mappedState(width: 120, height: 36)
        short.type("germany")
        short.press([.enter])
        let packed = Fixtures.render(short, now: novemberNoon).textSnapshot()
        #expect(packed.contains("ru Германия · es Alemania"), "\(packed)")
        var tall = try mappedState(width: 200, height: 60)
        tall.type("germany")
        tall.press([.enter])
        let listed = Fixtures.render(tall, now: novemberNoon).textSnapshot()
        #expect(listed.contains("Spanish     Alemania"), "one a line: \(listed)")
    }

    @Test func aCutNeighboursLineSaysHowManyItLeavesOut() throws {
        var state = try mappedState(width: 80, height: 24)
        state.type("germany")
        let pane = try #require(Fixtures.render(state, now: novemberNoon).textSnapshot().split(separator: "\n").first { $0.contains("Neighbours") })
        #expect(pane.contains(" more") && !pane.contains("…"), "\(pane)")
        state.press([.enter])
        let row = try #require(Fixtures.render(state, now: novemberNoon).textSnapshot().split(separator: "\n").first { $0.contains("Neighbours") })
        #expect(row.contains("9: ") && row.contains("→"), "\(row)")
    }
}
