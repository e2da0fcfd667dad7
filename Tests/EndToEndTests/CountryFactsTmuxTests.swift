import CountryExplorerTesting
import Foundation
import Testing

/// A country in full, in the real binary on the bundled data: the walk from Germany to Poland and back, the time
/// in Japan, a comparison, and `y` copying into tmux's paste buffer through OSC 52.
@Suite("A country in full under tmux", .serialized, .requiresTmux)
struct CountryFactsTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    /// A session running the explorer offline, no display to open pages on.
    private func explorer(width: Int = 120, height: Int = 40) async throws -> TmuxSession {
        let session = try TmuxSession(width: width, height: height)
        try session.acceptClipboard()
        try session.run("env -u DISPLAY -u WAYLAND_DISPLAY \(binary) --offline")
        try await session.waitFor { $0.contains("Kabul") }
        return session
    }

    @Test func germanyListsNineNeighboursAndTheWalkGoesToPolandAndBack() async throws {
        let session = try await explorer()
        defer { session.close() }
        try session.send("germany", literally: true)
        try session.send("Enter")
        let germany = try await session.waitFor { $0.contains("Countries › Germany") && $0.contains("Neighbours   9: Austria, Belgium") }
        #expect(germany.contains("Neighbours   9: Austria, Belgium, Czech Republic, Denmark, France and 4 more"), "whole names, and how many more: \(germany)")
        #expect(germany.contains("Population   82,927,922") && germany.contains("GeoNames, World Bank 2018"), "\(germany)")
        // The Neighbours line comes after the API's seven facts.
        for _ in 0..<7 { try session.send("Down") }
        try session.send("Enter")
        let neighbours = try await session.waitFor { $0.contains("Germany: land neighbours · 9") && $0.contains("Switzerland") }
        #expect(neighbours.contains("Poland"), "\(neighbours)")
        // Poland is the eighth by name.
        for _ in 0..<7 { try session.send("Down") }
        try session.send("Enter")
        let poland = try await session.waitFor { $0.contains("Warsaw") && $0.contains("Neighbours   7:") }
        #expect(poland.contains("Germany"), "Poland's neighbours include Germany: \(poland)")
        try session.send("Left")
        await #expect(try session.waitFor { $0.contains("Germany: land neighbours · 9") }.contains("Germany: land neighbours · 9"))
        try session.send("Left")
        await #expect(try session.waitFor { $0.contains("Berlin") && $0.contains("Neighbours   9:") }.contains("Deutschland"))
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func japansTimeIsTheSystemsTokyoTimeAndRussiaHasElevenZones() async throws {
        let session = try await explorer()
        defer { session.close() }
        try session.send("japan", literally: true)
        try session.send("Enter")
        let japan = try await session.waitFor { $0.contains("Countries › Japan") && $0.contains("Asia/Tokyo") }
        // The minute may turn between the screen and the check: either minute is the system's.
        let tokyo = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let formatter = DateFormatter()
        formatter.timeZone = tokyo
        formatter.dateFormat = "HH:mm"
        let now = Date()
        let accepted = [now.addingTimeInterval(-60), now].map { "Asia/Tokyo \(formatter.string(from: $0)) UTC+9" }
        #expect(accepted.contains { japan.contains($0) }, "\(accepted) in \(japan)")
        // A key right after Esc would read as Alt and the key: each Esc is waited for.
        try session.send("Escape")
        try await session.waitFor { $0.contains("/ japan") && !$0.contains("Countries › Japan") }
        try session.send("Escape")
        try await session.waitFor { $0.contains("Countries · 250") }
        try session.send("russia", literally: true)
        try session.send("Enter")
        let russia = try await session.waitFor { $0.contains("Countries › Russia") && $0.contains("UTC+2 to UTC+12 · 11 zones") }
        #expect(russia.contains("UTC+2 to UTC+12 · 11 zones"), "\(russia)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func yPutsTheMarkdownInTmuxsBuffer() async throws {
        let session = try await explorer()
        defer { session.close() }
        try session.send("fiji", literally: true)
        try session.send("Enter")
        try await session.waitFor { $0.contains("Countries › Fiji") && $0.contains("Population") }
        try session.send("y", literally: true)
        let copied = try await session.waitFor { $0.contains("copied Fiji's facts as Markdown") }
        #expect(copied.contains("copied Fiji's facts as Markdown"), "\(copied)")
        let buffer = try session.pasteBuffer()
        #expect(buffer.hasPrefix("## 🇫🇯 Fiji (FJ)"), "\(buffer)")
        #expect(buffer.contains("| Capital | Suva | bundled data |"), "offline, the API's facts are the bundled data's: \(buffer)")
        #expect(buffer.contains("| Population | 883,483 | GeoNames, World Bank 2018 |"), "\(buffer)")
        #expect(buffer.contains("| Area | 18,270 km² | GeoNames 2026 |"), "\(buffer)")
        // Y: the API's JSON, the same way.
        try session.send("Y", literally: true)
        try await session.waitFor { $0.contains("copied Fiji as the API's JSON") }
        let json = try session.pasteBuffer()
        #expect(json.contains("\"country\"") && json.contains("\"capital\" : \"Suva\"") || json.contains("\"capital\":\"Suva\""), "\(json)")
        // o without a display: the address on the status bar.
        try session.send("o", literally: true)
        let opened = try await session.waitFor { $0.contains("openstreetmap.org/relation/") }
        #expect(opened.contains("Fiji's OpenStreetMap page: https://www.openstreetmap.org/relation/571747"), "\(opened)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func oSaysWhatBecameOfThePage() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xdg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let failing = directory.appendingPathComponent("failing")
        try FileManager.default.createDirectory(at: failing, withIntermediateDirectories: true)
        try "#!/bin/sh\nexit 3\n".write(to: failing.appendingPathComponent("xdg-open"), atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: failing.appendingPathComponent("xdg-open").path)
        // A display without xdg-open, then an xdg-open that exits 3: each says so, neither says it opened.
        for (path, said) in [(directory.path, "(xdg-open is not installed)"), (failing.path, "(not opened: xdg-open exited with status 3")] {
            let session = try TmuxSession(width: 200, height: 40)
            defer { session.close() }
            try session.run("env DISPLAY=:0 PATH=\(path) \(binary) --offline")
            try await session.waitFor { $0.contains("Kabul") }
            try session.send("japan", literally: true)
            try session.send("Enter")
            try await session.waitFor { $0.contains("Countries › Japan") }
            try session.send("o", literally: true)
            let shown = try await session.waitFor { $0.contains(said) }
            #expect(shown.contains("Japan's OpenStreetMap page: https://www.openstreetmap.org/relation/382313 \(said)"), "\(shown)")
            #expect(!shown.contains("opened Japan") && !shown.contains("no display"), "\(shown)")
            try session.send("C-c")
            await #expect(try session.waitForExit().contains("EXIT=0"))
        }
    }

    @Test func markingFranceAndOpeningGermanyShowsBothSideBySide() async throws {
        let session = try await explorer()
        defer { session.close() }
        try session.send("france", literally: true)
        try session.send("Enter")
        try await session.waitFor { $0.contains("Countries › France") }
        try session.send("Space")
        try await session.waitFor { $0.contains("France marked") }
        try session.send("Left")
        try await session.waitFor { $0.contains("/ france") && !$0.contains("Countries › France") }
        // A key right after Esc would read as Alt and the key: the Esc is waited for.
        try session.send("Escape")
        try await session.waitFor { $0.contains("Countries · 250") }
        try session.send("germany", literally: true)
        try session.send("Enter")
        let both = try await session.waitFor { $0.contains("Paris") && $0.contains("Berlin") }
        let capital = both.split(separator: "\n").first { $0.contains("Capital") } ?? ""
        #expect(capital.contains("Paris") && capital.contains("Berlin"), "\(both)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
