import CountryExplorerTesting
import Foundation
import Testing

@Suite("Keys and themes of the config file's, under tmux", .serialized, .requiresTmux)
struct ConfigTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    /// A session whose config file holds `text`, in a cache home removed by `defer` at the caller's.
    private static func session(config text: String, home: URL, width: Int = 80, height: Int = 24) throws -> TmuxSession {
        let file = home.appendingPathComponent("config/country-explorer/config.yml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
        return try TmuxSession(width: width, height: height, cacheHome: home)
    }

    @Test func qQuitsOnAnEmptySearchAndTheHelpShowsTheKeysInForce() async throws {
        let home = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try Self.session(config: "keys:\n  quit: [q, ctrl-c]\n  help: [h, f1]\n", home: home)
        defer { session.close() }
        try session.run("\(binary) --offline")
        try await session.waitFor { $0.contains("1 Countries") && $0.contains("Andorra") }

        try session.send("h", literally: true)
        let help = try await session.waitFor { $0.contains("Esc, h or F1 closes this help.") && $0.contains("quit") && $0.contains("Ctrl-U") }
        let quit = help.split(separator: "\n").first { $0.contains(" quit") }
        #expect(quit?.contains(" q ") == true, "\(help)")
        #expect(!help.contains("F10"), "F10 no longer quits: \(help)")
        try session.send("h", literally: true)
        let closed = try await session.waitFor { $0.contains("Andorra") && !$0.contains("closes this help") }
        #expect(!closed.contains("Keys"), "\(closed)")

        try session.send("jaq", literally: true)
        try await session.waitFor { $0.contains("/ jaq") }
        try session.send("C-u")
        // Clearing the search keeps Jamaica selected, so the list shows its rows, not Andorra's.
        let cleared = try await session.waitFor { $0.contains("type to search") && $0.contains("Countries · 250") }
        #expect(!cleared.contains("/ jaq"), "\(cleared)")
        try session.send("q", literally: true)
        let after = try await session.waitForExit()
        #expect(after.contains("EXIT=0"), "\(after)")
    }

    @Test func aThemeOfTheFilesOwnDrawsXterms256Colours() async throws {
        let home = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = "theme: ember\nthemes:\n  ember:\n    selection: [color16, color208]\n    border: \"#5f87af\"\n"
        let session = try Self.session(config: config, home: home, width: 100, height: 30)
        defer { session.close() }
        // swift test sets NO_COLOR=1 for what it runs, and tmux passes it on.
        try session.run("env -u NO_COLOR \(binary) --offline")
        try await session.waitFor { $0.contains("1 Countries") && $0.contains("Andorra") }
        let screen = try session.capture(escapes: true)
        // TERM=xterm-256color: the 256 as they are, and #5f87af as the 256's own 67.
        #expect(screen.contains("48;5;208"), "the selection's background: \(screen)")
        #expect(screen.contains("38;5;67"), "the borders: \(screen)")
        try session.send("C-c")
        let after = try await session.waitForExit()
        #expect(after.contains("EXIT=0"), "\(after)")
    }

    /// `--theme` names a theme of the file's, which colours the status bar's origin words too.
    @Test func theThemeFlagNamesOneOfTheFilesThemes() async throws {
        let home = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = "themes:\n  ember:\n    selection: [color16, color208]\n    originBundled: [color16, color202]\n"
        let session = try Self.session(config: config, home: home, width: 100, height: 30)
        defer { session.close() }
        try session.run("env -u NO_COLOR \(binary) --offline --theme ember")
        try await session.waitFor { $0.contains("1 Countries") && $0.contains("Andorra") && $0.contains("bundled data, offline") }
        let screen = try session.capture(escapes: true)
        #expect(screen.contains("48;5;208"), "the selection's background: \(screen)")
        #expect(screen.contains("48;5;202"), "the status bar's bundled data: \(screen)")
        try session.send("C-c")
        let after = try await session.waitForExit()
        #expect(after.contains("EXIT=0"), "\(after)")
    }

    @Test func showDrawsATheme24BitWhereCOLORTERMSaysSoElseTheNearestOf256() async throws {
        let home = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: home) }
        let session = try Self.session(config: "theme: ember\nthemes:\n  ember:\n    title: \"#ff8700\"\n", home: home, width: 100, height: 40)
        defer { session.close() }
        for (colorTerm, expected) in [("truecolor", "38;2;255;135;0"), ("", "38;5;208")] {
            try session.send("clear", literally: true)
            try session.send("Enter")
            try await session.waitFor { !$0.contains("EXIT=") }
            try session.run("env -u NO_COLOR COLORTERM=\(colorTerm) \(binary) show japan --offline")
            try await session.waitForExit()
            let screen = try session.capture(escapes: true)
            #expect(screen.contains(expected), "COLORTERM=\(colorTerm): \(screen)")
        }
    }

    /// Whether terminfo knows xterm-direct, a direct-colour terminal (Debian's ncurses-term).
    static var knowsXtermDirect: Bool {
        ["/usr/share/terminfo/x/xterm-direct", "/lib/terminfo/x/xterm-direct", "/etc/terminfo/x/xterm-direct"]
            .contains { FileManager.default.fileExists(atPath: $0) }
    }

    @Test(.enabled(if: knowsXtermDirect, "needs xterm-direct's terminfo (apt: ncurses-term)"))
    func aDirectColourTerminalGets24BitsAndKeepsTheBasicColours() async throws {
        let home = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = "theme: ember\nthemes:\n  ember:\n    selection: [white, \"#005f87\"]\n    border: color208\n"
        let session = try Self.session(config: config, home: home, width: 100, height: 30)
        defer { session.close() }
        try session.run("env -u NO_COLOR TERM=xterm-direct \(binary) --offline")
        try await session.waitFor { $0.contains("1 Countries") && $0.contains("Afghanistan") }
        let screen = try session.capture(escapes: true)
        #expect(screen.contains("48;2;0;95;135"), "the selection's background: \(screen)")
        #expect(screen.contains("38;2;255;135;0"), "color208, in 24 bits: \(screen)")
        #expect(screen.contains("[36m"), "the dark theme's cyan stays the terminal's own: \(screen)")
        try session.send("C-c")
        let after = try await session.waitForExit()
        #expect(after.contains("EXIT=0"), "\(after)")
    }
}
