import CountryExplorerTesting
import Foundation
import Testing

@Suite("Keys remapped by the config file, under tmux", .serialized, .requiresTmux)
struct KeyRemappingTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    @Test func qQuitsOnAnEmptySearchAndTheHelpShowsTheKeysInForce() async throws {
        let home = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: home) }
        let file = home.appendingPathComponent("config/country-explorer/config.yml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("keys:\n  quit: [q, ctrl-c]\n  help: [h, f1]\n".utf8).write(to: file)
        let session = try TmuxSession(width: 80, height: 24, cacheHome: home)
        defer { session.close() }
        try session.run("\(binary) --offline")
        try await session.waitFor { $0.contains("1 Countries") && $0.contains("Andorra") }

        try session.send("h", literally: true)
        let help = try await session.waitFor { $0.contains("Esc, h or F1 closes this help.") && $0.contains("quit") && $0.contains("Ctrl-U") }
        let quit = help.split(separator: "\n").first { $0.contains(" quit") }
        #expect(quit?.contains(" q ") == true, "\(help)")
        #expect(!help.contains("F10"), "F10 no longer quits: \(help)")
        try session.send("h", literally: true)
        try await session.waitFor { $0.contains("Andorra") && !$0.contains("closes this help") }

        try session.send("jaq", literally: true)
        try await session.waitFor { $0.contains("/ jaq") }
        try session.send("C-u")
        try await session.waitFor { $0.contains("Andorra") && !$0.contains("/ jaq") }
        try session.send("q", literally: true)
        let after = try await session.waitForExit()
        #expect(after.contains("EXIT=0"), "\(after)")
    }
}
