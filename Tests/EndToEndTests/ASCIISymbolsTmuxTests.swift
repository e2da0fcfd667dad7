import CountryExplorerTesting
import Foundation
import Testing

/// Under `LANG=C` the real binary spells in ASCII what ASCII can spell: no `?` for `²` or a minus sign.
@Suite("The explorer's own symbols in ASCII under LANG=C, under tmux", .serialized, .requiresTmux)
struct ASCIISymbolsTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    @Test func theAreaAndTheTimeOfACountryAreSpelledInASCII() async throws {
        let session = try TmuxSession(width: 120, height: 40)
        defer { session.close() }
        try session.run("env LANG=C LC_ALL=C \(binary) --offline")
        // Keys typed before the explorer has set up the terminal reach it through the shell's line discipline.
        try await session.waitFor { $0.contains("Afghanistan") && $0.contains("Kabul") }
        try session.send("united states", literally: true)
        try session.send("Enter")
        let screen = try await session.waitFor { $0.contains("Washington") && $0.contains("Area") && $0.contains("UTC") }
        let area = try #require(screen.split(separator: "\n").first { $0.contains("Area") })
        #expect(area.contains(" km2") && !area.contains("km?"), "\(area)")
        let time = try #require(screen.split(separator: "\n").first { $0.contains("UTC") })
        #expect(time.contains("UTC-") && !time.contains("UTC?"), "\(time)")
        #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(screen)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
