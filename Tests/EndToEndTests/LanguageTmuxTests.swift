import CountryExplorerTesting
import Foundation
import Testing

/// The real binary shows countries' names in `--lang`'s language, or the locale's, with the English name beside
/// them in the detail.
@Suite("Names in the user's language under tmux", .serialized, .requiresTmux)
struct LanguageTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    @Test func langFrShowsFrenchNamesAndTheEnglishNameInTheDetail() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(binary) --offline --lang fr")
        let start = try await session.waitFor { $0.contains("Countries · 250 · by name") && $0.contains("Kabul") }
        #expect(start.contains("Afghanistan"), "\(start)")
        #expect(start.contains("Afrique du Sud"), "South Africa, in French, is among the first in French name order: \(start)")

        try session.send("allemagne", literally: true)
        let germany = try await session.waitFor { $0.contains("/ allemagne") && $0.contains("Berlin") }
        #expect(germany.contains("🇩🇪 Allemagne · Germany"), "the French name with the English one beside it: \(germany)")
        #expect(germany.contains("Languages    German · Deutsch"), "the languages, below the map: \(germany)")
        #expect(germany.contains("Subdivisions"), "the subdivisions beside the states: \(germany)")
        // The country's own screen lists the names in every language.
        try session.send("Enter")
        try await session.waitFor { $0.contains("Countries › Allemagne") }
        // The names are the last rows, packed; they scroll in above the map.
        try session.send("End")
        let country = try await session.waitFor { $0.contains("vi Đức") }
        #expect(country.contains("de Deutschland"), "\(country)")
        try session.send("Escape")
        try await session.waitFor { $0.contains("/ allemagne") && $0.contains("Countries · 1/250") }
        try session.send("Escape")
        try await session.waitFor { $0.contains("type to search") }

        // The search still finds a country by its English name.
        try session.send("united kingdom", literally: true)
        let kingdom = try await session.waitFor { $0.contains("/ united kingdom") && $0.contains("London") }
        #expect(kingdom.contains("Royaume-Uni"), "\(kingdom)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func theLocaleChoosesTheLanguageWhenLangIsNotGiven() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("LANG=de_DE.UTF-8 \(binary) --offline")
        let start = try await session.waitFor { $0.contains("Countries") && $0.contains("250") && $0.contains("Kabul") }
        #expect(start.contains("Afghanistan"), "\(start)")
        try session.send("deutschland", literally: true)
        let germany = try await session.waitFor { $0.contains("/ deutschland") && $0.contains("Berlin") }
        #expect(germany.contains("Deutschland") && germany.contains("Germany"), "German names, English beside: \(germany)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
