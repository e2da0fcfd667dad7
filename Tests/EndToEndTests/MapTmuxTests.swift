import CountryExplorerTesting
import Foundation
import Testing

/// Whether a screen holds Braille dots (the map), blank patterns aside.
private func hasBraille(_ screen: String) -> Bool {
    screen.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
}

/// Whether a capture with escapes (`tmux capture-pane -e`) shows Braille dots in bold: the highlighted countries,
/// bold with or without colour.
private func hasBoldBraille(_ capture: String) -> Bool {
    var bold = false
    for piece in capture.components(separatedBy: "\u{1B}[") {
        guard let end = piece.firstIndex(of: "m") else { continue }
        for parameter in piece[..<end].split(separator: ";", omittingEmptySubsequences: false) {
            if parameter == "0" || parameter.isEmpty || parameter == "22" { bold = false }
            if parameter == "1" { bold = true }
        }
        if bold, hasBraille(String(piece[end...])) { return true }
    }
    return false
}

/// The real binary draws the bundled world map: in the detail pane, and the continent on the Continents tab.
@Suite("The world map under tmux", .serialized, .requiresTmux)
struct MapTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    @Test func theDetailAndTheContinentsTabDrawTheMap() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(binary) --offline")
        let detail = try await session.waitFor { $0.contains("Kabul") && hasBraille($0) }
        #expect(hasBraille(detail), "Afghanistan's detail draws the map: \(detail)")

        try session.send("2", literally: true)
        let continent = try await session.waitFor { $0.contains("Africa · 58 countries") && hasBraille($0) }
        #expect(continent.contains("Algeria"), "the continent's countries, in name order: \(continent)")
        #expect(hasBraille(continent), "the continent's map: \(continent)")
        #expect(hasBoldBraille(try session.capture(escapes: true)), "Africa is highlighted: bold (and yellow in colour)")

        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func f5ZoomsToMonacosShapeAndBack() async throws {
        let session = try TmuxSession(width: 80, height: 24)
        defer { session.close() }
        try session.run("env TERM=vt100 \(binary) --offline --ascii")
        // Keys typed before the explorer has set up the terminal reach it through the shell's line discipline.
        try await session.waitFor { $0.contains("Afghanistan") && $0.contains("Kabul") }
        try session.send("monaco", literally: true)
        // On the world map Monaco is too small for a dot: its capital's marker, and no '#'.
        let world = try await session.waitFor { $0.contains("Monaco") && $0.contains("@") }
        #expect(!world.contains("#"), "\(world)")
        try session.send("F5")
        let zoomed = try await session.waitFor { $0.filter { $0 == "#" }.count > 4 }
        #expect(zoomed.contains("Map: zoomed to the country"), "the status bar says so: \(zoomed)")
        #expect(!zoomed.contains("@"), "a shape, not a marker: \(zoomed)")
        try session.send("F5")
        let back = try await session.waitFor { $0.contains("Map: the world") }
        #expect(!back.contains("#"), "\(back)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func anASCIIMonochromeTerminalDrawsItInASCII() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("env TERM=vt100 \(binary) --offline --ascii")
        let detail = try await session.waitFor { $0.contains("Kabul") && $0.contains("Population") && $0.contains("#") }
        #expect(!hasBraille(detail), "\(detail)")
        // The map sits right after the 7 core facts, the 4 kept ones and a blank row: land as '.' and ':',
        // Afghanistan as '#'.
        let mapRows = detail.split(separator: "\n").dropFirst(15).prefix(9).joined(separator: "\n")
        #expect(mapRows.contains(":") && mapRows.contains("#"), "\(detail)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
