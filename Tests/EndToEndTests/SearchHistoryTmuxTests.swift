import CountryExplorerTesting
import Foundation
import Testing

/// The real binary remembers searches across runs, in its state directory with mode 0600, and Ctrl-P brings
/// them back; `--no-history` keeps none.
@Suite("Search history under tmux", .serialized, .requiresTmux)
struct SearchHistoryTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    /// Runs the explorer with its state in `state`, searches `peru`, opens it with Enter and quits.
    private func searchPeruAndQuit(in session: TmuxSession, state: URL, options: String = "") async throws {
        try session.run("clear; XDG_STATE_HOME='\(state.path)' \(binary) --offline \(options)")
        try await session.waitFor { $0.contains("Countries · 250 · by name") && $0.contains("Kabul") }
        try session.send("peru", literally: true)
        try await session.waitFor { $0.contains("/ peru") && $0.contains("Lima") }
        try session.send("Enter")
        try await session.waitFor { !$0.contains("/ peru") }
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func aSearchOpenedIsKeptAndCtrlPBringsItBackInTheNextRun() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try await searchPeruAndQuit(in: session, state: state)

        let file = state.appendingPathComponent("country-explorer/history")
        #expect(try String(contentsOf: file, encoding: .utf8) == "peru\n")
        let mode = (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? NSNumber)?.intValue
        #expect(mode == 0o600)

        try session.run("clear; XDG_STATE_HOME='\(state.path)' \(binary) --offline")
        try await session.waitFor { $0.contains("Countries · 250 · by name") && $0.contains("Kabul") }
        try session.send("C-p")
        let recalled = try await session.waitFor { $0.contains("/ peru") && $0.contains("Lima") }
        #expect(recalled.contains("Peru"), "\(recalled)")
        try session.send("C-n")
        try await session.waitFor { $0.contains("type to search") }
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func noHistoryKeepsNone() async throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try await searchPeruAndQuit(in: session, state: state, options: "--no-history")
        #expect(!FileManager.default.fileExists(atPath: state.path))
    }
}
