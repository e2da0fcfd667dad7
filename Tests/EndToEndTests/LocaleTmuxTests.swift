import CountryExplorerTesting
import Foundation
import Testing

/// The real binary under locales the machine may not have: UTF-8 where the locale's name says so, and English
/// names where the output is ASCII and the chosen language's letters are not Latin.
@Suite("Locales under tmux", .serialized, .requiresTmux)
struct LocaleTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    @Test func aLocaleThatNamesUTF8GetsUTF8EvenWhereItIsNotInstalled() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        // The test machines have C.UTF-8 only; where fr_FR.UTF-8 is installed, it is UTF-8 all the same.
        try session.run("env -u LC_ALL -u LC_CTYPE LANG=fr_FR.UTF-8 \(binary) --offline")
        let screen = try await session.waitFor { $0.contains("Countries · 250") && $0.contains("Alg") }
        #expect(screen.contains("Algérie"), "French names with their accents: \(screen)")
        #expect(screen.contains("┌─ Countries · 250 · by name"), "box drawing, not ASCII: \(screen)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func langJaUnderLangCShowsEnglishNamesAndSaysSoOnce() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("env -u LC_ALL -u LC_CTYPE LANG=C \(binary) --offline --lang ja")
        let screen = try await session.waitFor { $0.contains("Countries - 250") && $0.contains("Kabul") }
        #expect(screen.contains("AF Afghanistan"), "English names, in ASCII: \(screen)")
        let listRows = screen.split(separator: "\n").filter { $0.hasPrefix("| ") }.map { $0.prefix(45) }
        #expect(listRows.count > 20 && !listRows.contains { $0.contains("?") }, "no row of ?: \(screen)")
        #expect(screen.contains("Japanese names need UTF-8 output: names in English"), "said on the status bar: \(screen)")
        try session.send("Down")
        let moved = try await session.waitFor { $0.contains("Mariehamn") }
        #expect(!moved.contains("Japanese names need"), "said once: \(moved)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
