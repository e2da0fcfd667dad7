import CountryExplorerTesting
import Foundation
import Testing

@Suite("The explorer, offline-first, under tmux", .serialized, .requiresTmux)
struct OfflineFirstTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    /// Runs the explorer with `arguments` in a fresh session over `cacheHome` and waits for its first list; with
    /// `offset`, its clock stands that many seconds after `TestNow.base`.
    private func launch(_ arguments: String, cacheHome: URL, at offset: TimeInterval? = nil) async throws -> (session: TmuxSession, screen: String) {
        let session = try TmuxSession(width: 100, height: 30, cacheHome: cacheHome)
        try session.run("\(offset.map(TestNow.prefix) ?? "")\(binary) \(arguments)")
        let screen = try await session.waitFor { $0.contains("Andorra") && !$0.contains("loading…") }
        return (session, screen)
    }

    @Test func paintsFromTheCacheOnceTheServerIsGoneAndSaysHowOld() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let server = try await ServerProcess.start()
        let endpoint = server.endpoint.absoluteString

        // The binary's clock stands at the same time in both runs: the cache is just written, however long
        // the machine takes between them.
        let first = try await launch("--endpoint \(endpoint)", cacheHome: cacheHome, at: 0)
        let live = try await first.session.waitFor { $0.contains("live · 127.0.0.1") }
        #expect(live.contains("live · 127.0.0.1"), "\(live)")
        try first.session.send("C-c")
        try await first.session.waitForExit()
        first.session.close()
        await #expect(server.stop() == 0)

        let second = try await launch("--endpoint \(endpoint)", cacheHome: cacheHome, at: 0)
        defer { second.session.close() }
        #expect(second.screen.contains("cached just now"), "painted from the cache: \(second.screen)")
        let detail = try await second.session.waitFor { $0.contains("Kabul") }
        #expect(detail.contains("cached just now"), "the detail pane too: \(detail)")
        try second.session.send("C-r")
        // Both refreshes (the list's and the detail pane's) have failed once the spinner is gone.
        let refused = try await second.session.waitFor { $0.contains("refresh failed") && !$0.contains("refreshing") }
        #expect(refused.contains("refresh failed"), "\(refused)")
        #expect(refused.contains("Andorra"), "the data stays on screen: \(refused)")
        try second.session.send("Down")
        let moved = try await second.session.waitFor { $0.contains("Mariehamn") }
        #expect(moved.contains("Mariehamn"), "the next row's detail comes from the cache: \(moved)")
        // The pane's origin outranks the list's failure words on a narrow bar: both origins are said, and stale.
        #expect(moved.contains("stale · cached just now") && moved.contains("Åland: stale"), "the failure stays until a refresh succeeds: \(moved)")
        try second.session.send("C-c")
        let after = try await second.session.waitForExit()
        #expect(after.contains("EXIT=0"), "\(after)")
    }

    @Test func withNothingCachedAndNoServerItPaintsTheBundledData() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        // A port nothing listens on: the connection is refused at once.
        let run = try await launch("--endpoint http://127.0.0.1:9/graphql", cacheHome: cacheHome)
        defer { run.session.close() }
        let screen = try await run.session.waitFor { $0.contains("connection refused") }
        #expect(screen.contains("stale · bundled data · network error: cannot reach 127.0.0.1"), "\(screen)")
        try run.session.send("C-c")
        await #expect(try run.session.waitForExit().contains("EXIT=0"))
    }

    @Test func aCorruptCacheIsSaidOnceInTheStatusBarAndTheExplorerWorksOn() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let directory = cacheHome.appendingPathComponent("country-explorer", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("cache.sqlite")
        try Data(repeating: 0x5A, count: 4096).write(to: file)

        let run = try await launch("--offline", cacheHome: cacheHome)
        defer { run.session.close() }
        let noticed = try await run.session.waitFor { $0.contains("cache disabled") }
        #expect(noticed.contains("cache disabled"), "\(noticed)")
        try run.session.send("japan", literally: true)
        let searched = try await run.session.waitFor { $0.contains("Tokyo") }
        #expect(searched.contains("Japan"), "\(searched)")
        #expect(!searched.contains("cache disabled"), "said once, then gone: \(searched)")
        try run.session.send("C-c")
        await #expect(try run.session.waitForExit().contains("EXIT=0"))
        #expect(try Data(contentsOf: file) == Data(repeating: 0x5A, count: 4096), "the file is left as it was")
    }

    @Test func twoExplorersShareOneCache() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let endpoint = server.endpoint.absoluteString
        let one = try await launch("--endpoint \(endpoint)", cacheHome: cacheHome)
        defer { one.session.close() }
        let two = try await launch("--endpoint \(endpoint)", cacheHome: cacheHome)
        defer { two.session.close() }
        for session in [one.session, two.session] {
            try session.send("2", literally: true)
        }
        for session in [one.session, two.session] {
            let screen = try await session.waitFor { $0.contains("Europe") && $0.contains("live · 127.0.0.1") }
            #expect(screen.contains("live · 127.0.0.1"), "\(screen)")
            #expect(!screen.contains("cache disabled") && !screen.contains("locked"), "\(screen)")
        }
    }
}
