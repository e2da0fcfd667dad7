import CountryExplorerTesting
import Foundation
import Testing

/// The real binary finds countries by the names people use, from its bundled aliases, in name order, and F3
/// sorts by code.
@Suite("Search by aliases and list order under tmux", .serialized, .requiresTmux)
struct SearchTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    @Test func aliasesFlagsAndF3WorkInTheRealBinary() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(binary) --offline")
        let start = try await session.waitFor { $0.contains("Countries · 250 · by name") && $0.contains("Kabul") }
        #expect(start.contains("Afghanistan"), "name order: \(start)")

        try session.send("czechia", literally: true)
        let czechia = try await session.waitFor { $0.contains("/ czechia") && $0.contains("Prague") }
        #expect(czechia.contains("Czech Republic"), "an alias from the bundled resource: \(czechia)")
        try session.send("Escape")
        try await session.waitFor { $0.contains("type to search") }

        try session.paste("🇯🇵")
        let japan = try await session.waitFor { $0.contains("Tokyo") }
        #expect(japan.contains("Japan"), "a pasted flag finds its country: \(japan)")
        #expect(japan.contains("AWS region   ap-northeast-1"), "the detail pane shows the AWS region: \(japan)")
        try session.send("Escape")
        try await session.waitFor { $0.contains("type to search") }

        // Japan stays selected when the order changes; Home goes to the first code, AD.
        try session.send("F3")
        try await session.waitFor { $0.contains("· by code") }
        try session.send("Home")
        let byCode = try await session.waitFor { $0.contains("Andorra la Vella") }
        #expect(byCode.contains("United Arab Emirates"), "AE second by code: \(byCode)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func aRowFoundThroughAnAliasSaysWhichOne() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(binary) --offline")
        try await session.waitFor(timeout: 30) { $0.contains("Countries · 250") && $0.contains("Kabul") }
        try session.send("persia", literally: true)
        let persia = try await session.waitFor(timeout: 30) { $0.contains("/ persia") && $0.contains("Tehran") }
        #expect(persia.contains("Iran · Persia"), "a former name, and the row says so: \(persia)")
        try session.send("C-u")
        try session.send("korea north", literally: true)
        let korea = try await session.waitFor(timeout: 30) { $0.contains("/ korea north") && $0.contains("Pyongyang") }
        #expect(korea.contains("North Korea"), "words in any order: \(korea)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func atOneHundredColumnsTheReasonIsWholeAndNoResultSaysSo() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(binary) --offline")
        try await session.waitFor(timeout: 30) { $0.contains("Countries · 250") && $0.contains("Kabul") }
        try session.send("zaire", literally: true)
        let zaire = try await session.waitFor(timeout: 30) { $0.contains("/ zaire") && $0.contains("Kinshasa") }
        let row = zaire.split(separator: "\n").first { $0.contains("· Zaire") }.map(String.init) ?? ""
        #expect(row.contains("Democratic") && row.contains("… · Zaire"), "the end of the long name gives way to the reason: \(zaire)")
        try session.send("C-u")
        try session.send("ussr", literally: true)
        let ussr = try await session.waitFor(timeout: 30) { $0.contains("/ ussr") && $0.contains("Yerevan") }
        #expect(ussr.contains("Armenia · USSR (former state)"), "a former state's successor, saying so: \(ussr)")
        try session.send("C-u")
        try session.send("xyzq", literally: true)
        let none = try await session.waitFor(timeout: 30) { $0.contains("/ xyzq") && $0.contains("No country matches") }
        #expect(none.contains("No country matches 'xyzq'"), "one line says so: \(none)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
