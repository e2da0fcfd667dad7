import CountryExplorerTesting
import Foundation
import Testing

@Suite("The inspector (F4), its request log and cache browser, under tmux", .serialized, .requiresTmux)
struct InspectorTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    /// Runs `body` with the explorer against a local server, in a fresh session over a fresh cache, on Japan's
    /// own screen; everything is stopped and removed after it.
    private func onJapan(_ body: (TmuxSession, ServerProcess) async throws -> Void) async throws {
        let cacheHome = TestCacheHome.fresh()
        defer { try? FileManager.default.removeItem(at: cacheHome) }
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let session = try TmuxSession(width: 120, height: 40, cacheHome: cacheHome)
        defer { session.close() }
        try session.acceptClipboard()
        try session.run("\(binary) --endpoint \(server.endpoint.absoluteString)")
        try await session.waitFor { $0.contains("live · 127.0.0.1") && $0.contains("Kabul") }
        try session.send("japan", literally: true)
        try await session.waitFor { $0.contains("Tokyo") }
        try session.send("Enter")
        try await session.waitFor { $0.contains("Japanese") && $0.contains("live · 127.0.0.1") }
        try await body(session, server)
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }

    @Test func f4OnJapanShowsTheOperationItsVariablesAndTheHTTPOriginAndYCopiesAWorkingCurl() async throws {
        try await onJapan { session, server in try await inspectJapan(session, server) }
    }

    private func inspectJapan(_ session: TmuxSession, _ server: ServerProcess) async throws {
        try session.send("F4")
        let inspector = try await session.waitFor { $0.contains("Inspector · query CountryDetail") && $0.contains("HTTP 200") }
        #expect(inspector.contains(#""code":"JP""#) && inspector.contains(#""lang":"en""#), "\(inspector)")
        #expect(inspector.contains("network · 127.0.0.1:\(server.port) · HTTP 200 · POST ·"), "\(inspector)")
        #expect(inspector.range(of: #"took (\d+ ms|\d+\.\d s)"#, options: .regularExpression) != nil, "\(inspector)")
        #expect(inspector.contains("query CountryDetail($code: ID!, $lang: String"), "the text as sent: \(inspector)")

        try session.send("y", literally: true)
        let copied = try await session.waitFor { $0.contains("copied query CountryDetail as a curl command") }
        #expect(copied.range(of: #"curl command \(\d+ bytes\)"#, options: .regularExpression) != nil, "\(copied)")
        let curl = try session.pasteBuffer()
        #expect(curl.hasPrefix("curl -sS --compressed '\(server.endpoint.absoluteString)'"), "tmux's buffer: \(curl)")
        // The command works: run as it is, it brings Japan back from the server.
        let run = try await CommandRun.run(program: URL(fileURLWithPath: "/bin/sh"), ["-c", curl])
        #expect(run.status == 0 && run.stdout.contains(#""capital":"Tokyo""#), "\(run.stdout) \(run.stderr)")

        try session.send("Escape")
        let closed = try await session.waitFor { !$0.contains("Inspector") }
        #expect(closed.contains("Japanese"), "\(closed)")
    }

    @Test func theRequestLogShowsEachRequestAfterControlRAndTheCacheBrowserFollowsJapansContinent() async throws {
        try await onJapan { session, _ in try await browse(session) }
    }

    private func browse(_ session: TmuxSession) async throws {
        try session.send("F4")
        try session.send("BTab")
        try session.send("BTab")
        let log = try await session.waitFor { $0.contains("requests this run") && $0.contains("CountryDetail") }
        let networkRows = log.split(separator: "\n").filter { $0.contains("CountryDetail") && $0.contains("network") }.count
        try session.send("C-r")
        let after = try await session.waitFor { screen in
            screen.split(separator: "\n").filter { $0.contains("CountryDetail") && $0.contains("network") }.count > networkRows
        }
        #expect(after.contains("200") || after.contains(" B "), "\(after)")

        try session.send("Tab")
        try await session.waitFor { $0.contains(" records · ") && $0.contains(".sqlite") }
        try session.send("jp", literally: true)
        let found = try await session.waitFor { $0.contains("/ jp") }
        #expect(found.contains("Country:JP "), "\(found)")
        try session.send("Enter")
        let japan = try await session.waitFor { $0.contains("→ Continent:AS") }
        let lines = japan.split(separator: "\n", omittingEmptySubsequences: false)
        // The record's key heads its fields.
        let first = try #require(lines.firstIndex { $0.range(of: #"│ Country:JP +│"#, options: .regularExpression) != nil }) + 1
        let continent = try #require(lines.firstIndex { $0.contains("→ Continent:AS") })
        for _ in first..<continent { try session.send("Down") }
        try session.send("Enter")
        let asia = try await session.waitFor { $0.contains("Country:JP › Continent:AS") }
        #expect(asia.contains(#""Asia""#), "\(asia)")
        try session.send("BSpace")
        try await session.waitFor { $0.contains("→ Continent:AS") && !$0.contains("Country:JP › Continent:AS") }
    }

    @Test func theInspectorHasColumnsOfItsOwnAndTakesClicks() async throws {
        let session = try TmuxSession(width: 140, height: 30)
        defer { session.close() }
        try session.run("\(binary) --offline --mouse")
        try await session.waitFor { $0.contains("Kabul") }
        try session.send("F4")
        let open = try await session.waitFor { $0.contains("Inspector · query AllCountries") }
        let lines = open.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The screen's boxes close before the inspector's opens, and the list's rows are whole.
        #expect(lines[2].contains("┐┌─ Inspector"), "\(open)")
        let afghanistan = try #require(lines.first { $0.contains("Afghanistan") })
        #expect(afghanistan.contains(" AS ") && afghanistan.contains("│┌") == false, "\(open)")
        // A click on "Requests" shows the log; a click on its second line selects it, another opens it.
        let tabs = try #require(lines.firstIndex { $0.contains("Requests") && $0.contains("Operation") })
        // Columns counted in text without flags: the inspector's border on row 2, the labels after it.
        let border = try #require(lines[2].range(of: "┌─ Inspector")).lowerBound.utf16Offset(in: lines[2])
        let operation = try #require(lines[tabs].range(of: "Operation")).lowerBound
        let labels = String(lines[tabs][operation...])
        let offset = try #require(labels.range(of: "Requests")).lowerBound.utf16Offset(in: labels)
        let requests = border + 2 + offset
        try session.sendBytes(Array("\u{1B}[<0;\(requests + 1);\(tabs + 1)M\u{1B}[<0;\(requests + 1);\(tabs + 1)m".utf8))
        // The log shows each request once its record is complete: the list's may land a frame after the log opens.
        let log = try await session.waitFor { $0.contains("requests this run") && $0.contains("AllCountries") }
        #expect(log.contains("AllCountries"), "\(log)")
        try session.send("C-c")
        await #expect(try session.waitForExit().contains("EXIT=0"))
    }
}
