import Foundation
import Testing

/// The `countries-server` systemd user unit in docs/ parses, with every hardening option known to systemd.
@Suite("The systemd user unit", .enabled(
    if: FileManager.default.isExecutableFile(atPath: "/usr/bin/systemd-analyze"),
    "systemd-analyze is not installed: the unit in docs/ is not checked"
))
struct SystemdUnitTests {
    @Test func theUnitVerifiesWithoutAWord() async throws {
        // A home whose ~/.local/bin holds the server, as scripts/install puts it, and a runtime folder of its own.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("unit-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let bin = home.appendingPathComponent(".local/bin")
        let runtime = home.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("countries-server"), withDestinationURL: BuiltProducts.executable("countries-server")
        )
        let unit = repositoryRoot.appendingPathComponent("docs/countries-server.service").path
        let run = try await CommandRun.run(
            program: URL(fileURLWithPath: "/usr/bin/systemd-analyze"), ["--user", "--man=no", "verify", unit],
            environment: ["HOME": home.path, "XDG_RUNTIME_DIR": runtime.path]
        )
        #expect(run.status == 0, "\(run.stderr)")
        // An unknown or misspelt option is only a warning: none may be said.
        #expect(run.stderr.isEmpty && run.stdout.isEmpty, "\(run.stdout)\(run.stderr)")
    }
}
