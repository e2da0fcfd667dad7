import CountryExplorerTesting
import Foundation
import Testing

@Suite("Data on screen under tmux: a malformed refresh, a hanging server", .serialized, .requiresTmux)
struct DataOnScreenTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    private func launch(endpoint: URL) async throws -> TmuxSession {
        let session = try TmuxSession(width: 100, height: 30)
        try session.run("\(binary) --endpoint \(endpoint.absoluteString) --timeout 60")
        try await session.waitFor { $0.contains("Afghanistan") && $0.contains("Kabul") }
        return session
    }

    @Test func aMalformedRefreshNeverWipesTheDataOnScreen() async throws {
        let server = try FaultyServer { _ in .raw(FaultyServer.http("200 OK", body: #"{"data":{}}"#)) }
        defer { server.stop() }
        let session = try await launch(endpoint: server.endpoint)
        defer { session.close() }
        try session.send("japan", literally: true)
        try await session.waitFor { $0.contains("Tokyo") }
        let before = server.requestCount
        try session.send("C-r")
        // Both refreshes (the list's and the detail pane's) must have been sent before the screen is read as
        // settled: a failure arriving after Enter would rightly show as a new notice instead of "stale".
        #expect(await server.waitForRequests(atLeast: before + 2) >= before + 2, "the list and the detail pane were refreshed")
        let refused = try await session.waitFor { $0.contains("refresh failed") && !$0.contains("refreshing") }
        #expect(refused.contains("Tokyo"), "the detail pane keeps Japan: \(refused)")
        #expect(!refused.contains("No country has the code"), "\(refused)")
        try session.send("Enter")
        let detail = try await session.waitFor { $0.contains("Countries › Japan") }
        #expect(detail.contains("Japanese") && detail.contains("Tokyo"), "\(detail)")
        #expect(detail.contains("stale"), "the status bar says the data is stale: \(detail)")
        #expect(!detail.contains("live ·"), "\(detail)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func ctrlRAgainstAHangingServerSendsOneRefresh() async throws {
        let server = try FaultyServer { _ in .silence }
        defer { server.stop() }
        let session = try await launch(endpoint: server.endpoint)
        defer { session.close() }
        #expect(await server.waitForRequests(atLeast: 2) == 2, "the list and the detail pane ask the network once each")
        for _ in 0..<6 { try session.send("C-r") }
        // The help opening shows that every Ctrl-R before it was handled.
        try session.send("?", literally: true)
        try await session.waitFor { $0.contains("closes this help.") }
        // Four must come; a fifth is given 3 s to show up.
        _ = await server.waitForRequests(atLeast: 4)
        let sent = await server.waitForRequests(atLeast: 5, timeout: 3)
        #expect(sent == 4, "one refresh of the list and one of the detail: \(sent) requests")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
