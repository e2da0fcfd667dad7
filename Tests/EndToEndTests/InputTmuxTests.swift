import CountryExplorerTesting
import Foundation
import Testing

/// What a terminal can send that is no key: an unterminated paste, terminal strings and over-long sequences, sent
/// as raw bytes to the real binary.
@Suite("Input that never freezes or leaks, under tmux", .serialized, .requiresTmux)
struct InputTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    private func launch() async throws -> TmuxSession {
        let session = try TmuxSession(width: 100, height: 30)
        try session.run("\(binary) --offline")
        try await session.waitFor(timeout: 30) { $0.contains("Countries · 250") && $0.contains("Andorra") }
        return session
    }

    @Test func anUnterminatedPasteEndsOnItsOwnAndKeysAreKeysAgain() async throws {
        let session = try await launch()
        defer { session.close() }
        try session.sendBytes(Array("\u{1B}[200~jap".utf8))
        let pasted = try await session.waitFor(timeout: 30) { $0.contains("/ jap▏") && $0.contains("Japan") }
        #expect(pasted.contains("/ jap▏") && pasted.contains("Japan"), "the paste ended without its marker: \(pasted)")
        try session.sendBytes(Array("\u{1B}[B".utf8))
        try session.send("an", literally: true)
        let after = try await session.waitFor(timeout: 30) { $0.contains("/ japan▏") }
        #expect(after.contains("/ japan▏"), "↓ is a key again, not the text [B: \(after)")
        try session.send("C-c")
        await #expect(try session.waitForExit(timeout: 30).contains("EXIT=0"))
    }

    @Test func aPasteIsTextItsControlsAndColoursDropped() async throws {
        let session = try await launch()
        defer { session.close() }
        try session.sendBytes(Array("\u{1B}[200~q\u{3}x\u{1B}[201~".utf8))
        let pasted = try await session.waitFor(timeout: 30) { $0.contains("/ qx▏") }
        #expect(pasted.contains("/ qx▏"), "a pasted Ctrl-C neither quits nor types: \(pasted)")
        try session.send("C-u")
        try await session.waitFor(timeout: 30) { !$0.contains("/ qx") }
        try session.sendBytes(Array("\u{1B}[200~new\nzea\tland\u{1B}[31m\u{1B}[201~".utf8))
        let coloured = try await session.waitFor(timeout: 30) { $0.contains("/ new zea land▏") }
        #expect(coloured.contains("/ new zea land▏"), "the colour's sequence is dropped whole: \(coloured)")
        try session.send("C-c")
        await #expect(try session.waitForExit(timeout: 30).contains("EXIT=0"))
    }

    @Test func terminalStringsAndOverlongSequencesAreSwallowedWhole() async throws {
        let session = try await launch()
        defer { session.close() }
        let osc = "\u{1B}]0;title\u{7}\u{1B}]0;other\u{1B}\\"
        let dcs = "\u{1B}P1$r0m\u{1B}\\"
        let apcAndPM = "\u{1B}_Gi=1;OK\u{1B}\\\u{1B}^private\u{1B}\\"
        let csi = "\u{1B}[" + String(repeating: "2", count: 40) + "~"
        try session.sendBytes(Array((osc + dcs + apcAndPM + csi).utf8))
        try session.send("japan", literally: true)
        // Any leaked byte would stand before japan in the field (`;title`, `$rm`, `~`), or a 2 have opened Continents.
        let screen = try await session.waitFor(timeout: 30) { $0.contains("/ japan▏") && $0.contains("Tokyo") }
        #expect(screen.contains("/ japan▏") && screen.contains("Tokyo"), "nothing leaked, still the Countries tab: \(screen)")
        try session.send("C-c")
        await #expect(try session.waitForExit(timeout: 30).contains("EXIT=0"))
    }
}
