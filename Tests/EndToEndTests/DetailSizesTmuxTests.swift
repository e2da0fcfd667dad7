import CountryExplorerTesting
import Foundation
import Testing

/// How many rows of a capture draw map dots (Braille, the blank pattern aside).
private func mapRows(_ screen: String) -> Int {
    screen.split(separator: "\n", omittingEmptySubsequences: false).filter { row in
        row.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
    }.count
}

/// The sizes docs/map.md makes its claims at, checked on the real binary: the map is on a country's pane and on
/// its own screen at each, whatever the facts and the names take.
@Suite("The detail keeps its map at every documented size, under tmux", .serialized, .requiresTmux)
struct DetailSizesTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    @Test(arguments: [(80, 24), (100, 30), (120, 40), (120, 36), (200, 60)])
    func japanHasItsMapOnItsPaneAndOnItsScreen(width: Int, height: Int) async throws {
        let session = try TmuxSession(width: width, height: height)
        defer { session.close() }
        try session.run("\(binary) --offline")
        // Keys typed before the explorer has set up the terminal reach it through the shell's line discipline.
        try await session.waitFor { $0.contains("Afghanistan") && $0.contains("Kabul") }
        try session.send("japan", literally: true)
        // The facts come after the first frame: wait for them, then for the map beside them.
        let pane = try await session.waitFor { $0.contains("Tokyo") && $0.contains("Population") && mapRows($0) >= 4 }
        if (width, height) == (100, 30) {
            #expect(mapRows(pane) == 10, "the full 51×10 map for a country with one language: \(pane)")
        }
        for line in ["Languages", "States", "Subdivisions"] {
            #expect(pane.contains(line), "\(line) at \(width)×\(height): \(pane)")
        }
        try session.send("Enter")
        let screen = try await session.waitFor { $0.contains("AWS region") && !$0.contains("Countries ·") }
        #expect(mapRows(screen) >= 4, "the country's screen at \(width)×\(height): \(screen)")
        try session.send("End")
        let end = try await session.waitFor { $0.contains("Nhật Bản") }
        #expect(mapRows(end) >= 4, "the last name scrolls in above the map: \(end)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func austriasNeighboursSayHowManyAndEnterListsThemAll() async throws {
        let session = try TmuxSession(width: 120, height: 40)
        defer { session.close() }
        try session.run("\(binary) --offline")
        // Keys typed before the explorer has set up the terminal reach it through the shell's line discipline.
        try await session.waitFor { $0.contains("Afghanistan") && $0.contains("Kabul") }
        try session.send("austria", literally: true)
        try await session.waitFor { $0.contains("/ austria▏") && $0.contains("Countries · 3/250") }
        try session.send("Enter")
        // The kept facts arrive after the first frame: the frame checked is the country's own screen, the list
        // and its preview gone, with the neighbours' row drawn.
        let screen = try await session.waitFor {
            $0.contains("Countries › Austria") && !$0.contains("││") && $0.contains("Neighbours   8: ") && $0.contains("Drives on")
        }
        let row = try #require(screen.split(separator: "\n").first { $0.contains("Neighbours   8: ") })
        #expect(row.contains("Liechtenstein and 3 more") && !row.contains("…"), "whole names and how many more: \(row)")
        try session.send("Down")
        try session.send("Down")
        try session.send("Down")
        try session.send("Down")
        try session.send("Down")
        try session.send("Down")
        try session.send("Down")
        try session.send("Enter")
        let all = try await session.waitFor { $0.contains("land neighbours · 8") }
        for name in ["Czech Republic", "Germany", "Hungary", "Italy", "Liechtenstein", "Slovakia", "Slovenia", "Switzerland"] {
            #expect(all.contains(name), "\(name): \(all)")
        }
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
