import CountryExplorerTesting
import Foundation
import Testing

/// The status bar under tmux, against the real server and servers that fail: it says where the data on screen
/// came from, and that it is stale and why, from the first frame that knows it.
@Suite("The status bar under tmux", .serialized, .requiresTmux)
struct StatusBarTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    /// The bottom row of a screen capture.
    private func bar(_ screen: String) -> String {
        screen.split(separator: "\n", omittingEmptySubsequences: false).last { !$0.isEmpty }.map(String.init) ?? ""
    }

    @Test func aServerDownAtStartOverACacheSaysStaleAndWhyWithoutAKey() async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let server = try await ServerProcess.start()
        let endpoint = server.endpoint.absoluteString
        let first = try TmuxSession(width: 100, height: 30, cacheHome: cacheHome)
        try first.run("\(TestNow.prefix())\(binary) --endpoint \(endpoint)")
        try await first.waitFor { $0.contains("live · 127.0.0.1") && $0.contains("Kabul") }
        try first.send("C-c")
        try await first.waitForExit()
        first.close()
        await #expect(server.stop() == 0)

        let second = try TmuxSession(width: 100, height: 30, cacheHome: cacheHome)
        defer { second.close() }
        // Three minutes later by the binary's clock, however long the machine took.
        try second.run("\(TestNow.prefix(180))\(binary) --endpoint \(endpoint)")
        let screen = try await second.waitFor { $0.contains("Kabul") && $0.contains("stale") }
        #expect(bar(screen).contains("stale · cached 3 min ago"), "\(bar(screen))")
        #expect(bar(screen).contains("connection refused"), "and why: \(bar(screen))")
        try second.send("C-c")
        await #expect(try second.waitForExit().contains("EXIT=0"))
    }

    @Test func bundledDataIsNeverShownUnderLiveAfterTheServerDied() async throws {
        let server = try await ServerProcess.start()
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        // The binary's clock stands still, so the live answer is just now however long the steps below take.
        try session.run("\(TestNow.prefix())\(binary) --endpoint \(server.endpoint.absoluteString)")
        try await session.waitFor { $0.contains("live · 127.0.0.1") && $0.contains("Kabul") }
        await #expect(server.stop() == 0)
        try session.send("Down")
        let screen = try await session.waitFor { $0.contains("Mariehamn") && $0.contains("network error") }
        let bar = bar(screen)
        #expect(bar.contains("live · 127.0.0.1"), "the list is live: \(bar)")
        #expect(bar.contains("Åland: stale · bundled data · network error"), "the pane's data is the bundled data, and why: \(bar)")
        // Ctrl-R then fails: at once, and one key later, stale with the list's age and why.
        try session.send("C-r")
        let refused = try await session.waitFor { $0.contains("refresh failed") && !$0.contains("refreshing") }
        #expect(self.bar(refused).contains("stale · live · 127.0.0.1"), "\(self.bar(refused))")
        // The origins and the age come before the failure's words, which are cut first where the bar is short.
        #expect(self.bar(refused).contains("(just now) · Åland: stale · bundled data · refresh fail"), "\(self.bar(refused))")
        try session.send("Up")
        let moved = try await session.waitFor { $0.contains("Kabul") }
        #expect(self.bar(moved).hasPrefix(" stale · live · 127.0.0.1"), "no frame contradicts the one before: \(self.bar(moved))")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func aGraphQLErrorWithNothingCachedSaysTheListIsTheBundledData() async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: #"{"errors":[{"message":"rate limited"}]}"#)) }
        defer { server.stop() }
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(binary) --endpoint \(server.endpoint.absoluteString)")
        let screen = try await session.waitFor { $0.contains("Afghanistan") && $0.contains("rate limited") }
        #expect(bar(screen).contains("bundled data · GraphQL error: rate limited"), "\(bar(screen))")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
