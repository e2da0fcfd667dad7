import Foundation
import Testing

/// `scripts/install`: the executables with their resource bundles, the man pages and the completions under a
/// prefix, working from any folder; `--uninstall` removes exactly that.
@Suite("scripts/install: into a prefix and out again")
struct InstallTests {
    private static let script = repositoryRoot.appendingPathComponent("scripts/install").path

    /// Every path under `folder`, relative to it, sorted.
    private static func contents(of folder: URL) -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.sorted()
    }

    /// Runs a shell command line from `/`.
    private static func fromRoot(_ commandLine: String) async throws -> CommandRun {
        try await CommandRun.run(program: URL(fileURLWithPath: "/bin/sh"), ["-c", "cd / && " + commandLine])
    }

    @Test func itInstallsRunsFromTheRootAndUninstallsLeavingNothingBehind() async throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("install-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        // Someone else's file under the prefix, which the uninstall must leave, with its folder.
        let other = prefix.appendingPathComponent("bin/other-tool")
        try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("#!/bin/sh\n".utf8).write(to: other)

        let install = try await CommandRun.run(
            program: URL(fileURLWithPath: "/bin/sh"), [Self.script, "--prefix", prefix.path, "--from", BuiltProducts.directory.path]
        )
        #expect(install.status == 0, "\(install.stdout)\(install.stderr)")
        let installed = Self.contents(of: prefix)
        for path in [
            "bin/country-explorer", "bin/countries-server", "share/man/man1/country-explorer.1", "share/man/man1/countries-server.1",
            "share/bash-completion/completions/country-explorer", "share/zsh/site-functions/_country-explorer",
            "share/fish/vendor_completions.d/countries-server.fish",
            "libexec/country-explorer/CountryExplorer_CountriesEngine.resources/countries.json",
            "libexec/country-explorer/CountryExplorer_ExplorerApp.resources/world-map.bin",
        ] {
            #expect(installed.contains(path), "\(path) in \(installed)")
        }

        let show = try await Self.fromRoot("'\(prefix.path)/bin/country-explorer' show japan --offline")
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.hasPrefix("🇯🇵 Japan\n"), "\(show.stdout)")
        #expect(show.stdout.contains("Capital      Tokyo"), "\(show.stdout)")
        let server = try await Self.fromRoot("'\(prefix.path)/bin/countries-server' --version")
        #expect(server.status == 0, "\(server.stderr)")

        let uninstall = try await CommandRun.run(program: URL(fileURLWithPath: "/bin/sh"), [Self.script, "--prefix", prefix.path, "--uninstall"])
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        #expect(Self.contents(of: prefix) == ["bin", "bin/other-tool"], "left behind: \(Self.contents(of: prefix))")
    }
}
