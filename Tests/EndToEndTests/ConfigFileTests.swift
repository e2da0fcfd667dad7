import Foundation
import Testing

/// The config file: every key, the order of flags, environment and file, each bad config (exit 78), and
/// `config path`, `config check`, `config init` and `config keys`.
@Suite("The config file")
struct ConfigFileTests {
    /// A config home holding `text` as its config file, and the environment that points at it.
    private static func home(_ text: String?, mode: Int = 0o600) throws -> (folder: URL, file: URL, environment: [String: String]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("config-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("country-explorer/config.yml")
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        if let text {
            try Data(text.utf8).write(to: file)
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: file.path)
        }
        return (folder, file, ["XDG_CONFIG_HOME": folder.path])
    }

    /// Each key with a good value, as `config check` says it back.
    @Test(arguments: [
        ("endpoint: http://127.0.0.1:4000/graphql", "endpoint: http://127.0.0.1:4000/graphql"),
        ("offline: true", "offline: true"), ("get: true", "get: true"), ("apq: false", "apq: false"),
        ("timeout: 3600", "timeout: 3600"), ("max_reply_size: 8M", "max_reply_size: 8M"), ("log: /tmp/x.log", "log: /tmp/x.log"),
        ("cache_dir: /var/tmp/ce", "cache_dir: /var/tmp/ce"), ("cache: false", "cache: false"), ("policy: networkFirst", "policy: networkFirst"),
        ("lang: fr", "lang: fr"), ("color: false", "color: false"), ("ascii: true", "ascii: true"), ("mouse: true", "mouse: true"),
        ("history: false", "history: false"), ("theme: light", "theme: light"),
        ("keys:\n  quit: [q, ctrl-c]", "keys.quit: q, ctrl-c"), ("keys:\n  help: \"?\"", "keys.help: ?"),
    ])
    func everyKeyIsRead(line: String, said: String) async throws {
        let home = try Self.home(line + "\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let run = try await CommandRun.run("country-explorer", ["config", "check"], environment: home.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "\(said)  (\(home.file.path))\n", "\(run.stdout)")
    }

    /// Each key with a bad value: one line naming the file and the key, exit 78, for `config check` and for the
    /// commands, which never start half-configured.
    @Test(arguments: [
        ("endpoint: ftp://example.org", "endpoint"), ("offline: maybe", "offline"), ("timeout: inf", "timeout"), ("timeout: 3600.5", "timeout"),
        ("max_reply_size: lots", "max_reply_size"), ("policy: sometimes", "policy"), ("lang: xx", "lang"), ("color: [1, 2]", "color"),
        ("history: 3", "history"), ("theme: neon", "theme"), ("headers:\n  X-Key:\n    value: secret", "headers.X-Key.value"),
        ("keys:\n  leave: [q]", "keys.leave"), ("keys:\n  quit: [q, ctrl-!]", "keys.quit"), ("keys:\n  quit: [ctrl-r]", "keys.quit"),
        ("themes:\n  ocean:\n    selection: orange", "themes.ocean.selection"), ("themes:\n  ocean:\n    sea: blue", "themes.ocean.sea"),
        ("themes:\n  ocean:\n    match: [red, blue, green]", "themes.ocean.match"), ("themes:\n  ocean:\n    inherits: mono", "themes.ocean.inherits"),
        ("themes:\n  dark:\n    match: red", "themes.dark"), ("theme: ocean", "theme"),
    ])
    func aBadValueOrAnUnknownKeyIsExit78(line: String, key: String) async throws {
        let home = try Self.home(line + "\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        for arguments in [["config", "check"], ["show", "japan", "--offline"], ["--offline"]] {
            let run = try await CommandRun.run("country-explorer", arguments, environment: home.environment)
            #expect(run.status == 78, "\(arguments): \(run.stderr)")
            #expect(run.stderr.hasPrefix("config error: \(home.file.path): \(key): "), "\(arguments): \(run.stderr)")
        }
    }

    @Test func aKeyBoundTwiceIsRefusedNamingTheKeyAndBothActions() async throws {
        let home = try Self.home("keys:\n  help: [x]\n  quit: [x, ctrl-c]\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let run = try await CommandRun.run("country-explorer", ["--offline"], environment: home.environment)
        #expect(run.status == 78, "\(run.stderr)")
        #expect(run.stderr == "config error: \(home.file.path): keys.quit: x is bound to both help and quit\n", "\(run.stderr)")
    }

    @Test func exploreHelpListsTheKeysInForce() async throws {
        let home = try Self.home("keys:\n  quit: [q, ctrl-c]\n  refresh: [f9]\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let run = try await CommandRun.run("country-explorer", ["explore", "--help"], environment: home.environment.merging(["COLUMNS": "400"]) { $1 })
        #expect(run.status == 0, "\(run.stderr)")
        let quit = run.stdout.split(separator: "\n").first { $0.hasSuffix("  quit") }
        #expect(quit?.trimmingCharacters(in: .whitespaces).hasPrefix("q Ctrl-C ") == true, "\(run.stdout)")
        #expect(run.stdout.contains("F9 refreshes from the network.") && !run.stdout.contains("Ctrl-R"), "the prose's keys too: \(run.stdout)")
    }

    @Test func aThemeOfTheFilesOwnIsChecked() async throws {
        let home = try Self.home("theme: ocean\nthemes:\n  ocean:\n    inherits: light\n    selection: [white, \"#003366\"]\n    match: color208\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let run = try await CommandRun.run("country-explorer", ["config", "check"], environment: home.environment)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "theme: ocean  (\(home.file.path))\nthemes.ocean: light with match, selection  (\(home.file.path))\n", "\(run.stdout)")
        let show = try await CommandRun.run("country-explorer", ["show", "japan", "--offline"], environment: home.environment)
        #expect(show.status == 0, "the theme reaches show, not its flag: \(show.stderr)")
    }

    @Test func themeNamesABuiltInThemeOrOneOfTheFilesAndAnyOtherIsAUsageErrorListingThem() async throws {
        let home = try Self.home("themes:\n  ocean:\n    match: color208\n  ember:\n    inherits: light\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        for theme in ["ocean", "light"] {
            let show = try await CommandRun.run("country-explorer", ["show", "japan", "--offline", "--theme", theme], environment: home.environment)
            #expect(show.status == 0, "\(theme): \(show.stderr)")
        }
        for arguments in [["show", "japan", "--offline", "--theme", "neon"], ["--offline", "--theme", "neon"]] {
            let run = try await CommandRun.run("country-explorer", arguments, environment: home.environment)
            #expect(run.status == 64, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains("'neon'") && run.stderr.contains("built in: dark, light, mono; the config file's: ember, ocean"), "\(run.stderr)")
        }
        let none = try await CommandRun.run("country-explorer", ["show", "japan", "--offline", "--theme", "ocean"])
        #expect(none.status == 64 && none.stderr.contains("the config file defines none"), "without the file: \(none.stderr)")
    }

    /// `--help` still helps beside a config that cannot be used: it says the config's problem as starting would,
    /// and that the keys it lists are the defaults.
    @Test func exploreHelpBesideABadConfigSaysItsProblemAndListsTheDefaultKeys() async throws {
        let home = try Self.home("keys:\n  quit: [q, ctrl-!]\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let start = try await CommandRun.run("country-explorer", ["--offline"], environment: home.environment)
        #expect(start.status == 78)
        let problem = start.stderr.trimmingCharacters(in: .newlines)
        let help = try await CommandRun.run("country-explorer", ["explore", "--help"], environment: home.environment.merging(["COLUMNS": "400"]) { $1 })
        #expect(help.status == 0, "\(help.stderr)")
        #expect(help.stdout.contains(problem + ". Until it is fixed the explorer does not start (exit 78), and the keys below are the defaults."),
                "\(problem)\n\(help.stdout)")
        let quit = help.stdout.split(separator: "\n").first { $0.hasSuffix("  quit") }
        #expect(quit?.contains("Ctrl-C Ctrl-Q F10") == true, "the default keys: \(help.stdout)")
        let good = try await CommandRun.run("country-explorer", ["explore", "--help"])
        #expect(!good.stdout.contains("config error"), "\(good.stdout)")
    }

    @Test func aSyntaxErrorSaysItsLine() async throws {
        let home = try Self.home("lang: fr\ntimeout: [10\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let run = try await CommandRun.run("country-explorer", ["show", "japan", "--offline"], environment: home.environment)
        #expect(run.status == 78, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("config error: \(home.file.path): "), "\(run.stderr)")
        #expect(run.stderr.contains("line 3") || run.stderr.contains("3:"), "the parser's line: \(run.stderr)")
    }

    @Test func aFlagWinsOverTheEnvironmentWhichWinsOverTheFile() async throws {
        let home = try Self.home("lang: fr\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        func name(_ arguments: [String], _ environment: [String: String]) async throws -> String? {
            let run = try await CommandRun.run("country-explorer", ["show", "germany", "--offline", "--json"] + arguments, environment: environment)
            return run.json["name"] as? String
        }
        #expect(try await name([], [:]) == "Germany", "the default")
        #expect(try await name([], home.environment) == "Allemagne", "the file")
        #expect(try await name([], home.environment.merging(["COUNTRY_EXPLORER_LANG": "de"]) { $1 }) == "Deutschland", "the environment")
        #expect(try await name(["--lang", "es"], home.environment.merging(["COUNTRY_EXPLORER_LANG": "de"]) { $1 }) == "Alemania", "the flag")
    }

    @Test func settingsActAsTheirFlags() async throws {
        let home = try Self.home("ascii: true\noffline: true\ncache_dir: /tmp/ce-config-test\n")
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let show = try await CommandRun.run("country-explorer", ["show", "japan"], environment: home.environment)
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.hasPrefix("JP Japan"), "ascii: \(show.stdout)")
        #expect(show.stderr.contains("offline: answered from the bundled data"), "offline: \(show.stderr)")
        let path = try await CommandRun.run("country-explorer", ["cache", "path"], environment: home.environment)
        #expect(path.stdout.hasPrefix("/tmp/ce-config-test/"), "cache_dir: \(path.stdout)")
    }

    @Test func aHeaderComesFromACommandOrAVariableAndAFileOthersReadIsWarnedOf() async throws {
        let home = try Self.home("headers:\n  Authorization:\n    command: echo Bearer from-command\n  X-Key:\n    env: TEST_KEY\n", mode: 0o644)
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let check = try await CommandRun.run("country-explorer", ["config", "check"], environment: home.environment)
        #expect(check.status == 0, "\(check.stderr)")
        #expect(check.stdout.contains("headers.Authorization: from `echo Bearer from-command`"), "\(check.stdout)")
        #expect(check.stderr.contains("others may read it"), "\(check.stderr)")
        let missing = try await CommandRun.run("country-explorer", ["query", "ContinentsList", "--offline"], environment: home.environment)
        #expect(missing.status == 78, "TEST_KEY unset: \(missing.stderr)")
        #expect(missing.stderr.contains("headers.X-Key.env: TEST_KEY is not set"), "\(missing.stderr)")
        let set = try await CommandRun.run(
            "country-explorer", ["query", "ContinentsList", "--offline"], environment: home.environment.merging(["TEST_KEY": "k"]) { $1 }
        )
        #expect(set.status == 0, "\(set.stderr)")
    }

    @Test func pathInitAndCheck() async throws {
        let home = try Self.home(nil)
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let path = try await CommandRun.run("country-explorer", ["config", "path"], environment: home.environment)
        #expect(path.stdout == home.file.path + "\n")
        let initialized = try await CommandRun.run("country-explorer", ["config", "init"], environment: home.environment)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        let mode = (try FileManager.default.attributesOfItem(atPath: home.file.path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600)
        let again = try await CommandRun.run("country-explorer", ["config", "init"], environment: home.environment)
        #expect(again.status == 1, "never over a file: \(again.stderr)")
        let check = try await CommandRun.run("country-explorer", ["config", "check"], environment: home.environment)
        #expect(check.status == 0 && check.stdout.isEmpty, "the commented file sets nothing: \(check.stdout)\(check.stderr)")
        // Every setting of the commented file, uncommented, is a good config.
        let text = try String(contentsOf: home.file, encoding: .utf8).split(separator: "\n")
            .filter { $0.hasPrefix("# ") && $0.contains(": ") && !$0.contains("  ") && $0.dropFirst(2).first?.isLowercase == true }
            .map { $0.dropFirst(2) }.joined(separator: "\n")
        try Data(text.utf8).write(to: home.file)
        let uncommented = try await CommandRun.run("country-explorer", ["config", "check"], environment: home.environment)
        #expect(uncommented.status == 0, "\(text)\n\(uncommented.stderr)")
        #expect(uncommented.stdout.split(separator: "\n").count >= 16, "\(uncommented.stdout)")
    }

    @Test func theCommentedKeysAndThemesOfInitAreAGoodConfigUncommented() async throws {
        let home = try Self.home(nil)
        defer { try? FileManager.default.removeItem(at: home.folder) }
        let initialized = try await CommandRun.run("country-explorer", ["config", "init"], environment: home.environment)
        #expect(initialized.status == 0, "\(initialized.stderr)")
        // The sections after the headers' (which need a variable or a command of their own).
        let lines = try String(contentsOf: home.file, encoding: .utf8).split(separator: "\n").drop { $0 != "# keys:" }
        let sections = lines.filter { ["# keys:", "# themes:"].contains($0) || $0.hasPrefix("#  ") }.map { $0.dropFirst(2) }
        try Data((sections.joined(separator: "\n") + "\ntheme: ocean\n").utf8).write(to: home.file)
        let check = try await CommandRun.run("country-explorer", ["config", "check"], environment: home.environment)
        #expect(check.status == 0, "\(sections)\n\(check.stderr)")
        #expect(check.stdout.contains("keys.quit: ctrl-c, ctrl-q, f10  ("), "\(check.stdout)")
        #expect(check.stdout.contains("themes.ocean: dark with match, selection  ("), "\(check.stdout)")
    }

    @Test func theReferenceInDocsIsTheConfigsOwnDefinition() async throws {
        let run = try await CommandRun.run("country-explorer", ["config", "keys"])
        #expect(run.status == 0, "\(run.stderr)")
        let document = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/config.md"), encoding: .utf8)
        // The settings' table, the actions' table and the themes' roles, each in its own section.
        let parts = run.stdout.components(separatedBy: "\n\n")
        #expect(parts.count == 3, "\(run.stdout)")
        for part in parts {
            #expect(document.contains(part), "docs/config.md differs; it should hold:\n\(part)")
        }
    }
}
