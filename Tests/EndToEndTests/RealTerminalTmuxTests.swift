import CountryExplorerTesting
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The explorer started by `sh` in a tmux session: its process id, and the session.
private struct Launched {
    let session: TmuxSession
    let pid: pid_t
}

@Suite("The explorer in real terminals: keys, pastes, TERM, locales, signals", .serialized, .requiresTmux)
struct RealTerminalTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    /// Runs the explorer with `arguments` under `environment` (such as `TERM=vt100`) in a new session; the shell
    /// says `EXIT=status` after it. Waits for its process id, and for `ready` on screen.
    private func launch(
        _ arguments: String = "--offline", environment: String = "", width: Int = 100, height: Int = 30,
        ready: @escaping @Sendable (String) -> Bool = { $0.contains("1 Countries") && $0.contains("Andorra") }
    ) async throws -> Launched {
        let session = try TmuxSession(width: width, height: height)
        let pidFile = FileManager.default.temporaryDirectory.appendingPathComponent("explorer-pid-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pidFile) }
        try session.run("ulimit -c 0; env \(environment) sh -c 'echo $$ > \(pidFile.path).tmp && mv \(pidFile.path).tmp \(pidFile.path) && exec \(binary) \(arguments)'")
        try await session.waitFor { _ in FileManager.default.fileExists(atPath: pidFile.path) }
        let pid = pid_t((try? String(contentsOf: pidFile, encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") ?? 0
        try #require(pid > 0, "the explorer's pid")
        let screen = try await session.waitFor(timeout: 30, ready)
        try #require(ready(screen), "\(screen)")
        return Launched(session: session, pid: pid)
    }

    @Test func homeEndAndUnknownSequencesNeitherQuitNorType() async throws {
        let run = try await launch()
        defer { run.session.close() }
        try run.session.send("End")
        let end = try await run.session.waitFor(timeout: 30) { $0.contains("Zimbabwe") }
        #expect(end.contains("Zimbabwe"), "End selects the last row: \(end)")
        try run.session.send("Home")
        try run.session.sendBytes(Array("\u{1B}[F\u{1B}[2~\u{1B}[99;5~".utf8))
        try run.session.send("japan", literally: true)
        let screen = try await run.session.waitFor(timeout: 30) { $0.contains("/ japan▏") }
        #expect(screen.contains("/ japan▏"), "nothing quit, nothing typed but japan: \(screen)")
        #expect(!screen.contains("[~") && !screen.contains("EXIT="), "\(screen)")
        try run.session.send("C-c")
        let after = try await run.session.waitForExit(timeout: 30)
        #expect(after.contains("EXIT=0"), "\(after)")
    }

    @Test func altWithALetterIsIgnoredAndShiftF2CyclesBackwards() async throws {
        let run = try await launch()
        defer { run.session.close() }
        try run.session.send("jap", literally: true)
        try run.session.send("M-a")
        try run.session.send("an", literally: true)
        let screen = try await run.session.waitFor(timeout: 30) { $0.contains("/ japan▏") }
        #expect(screen.contains("/ japan▏"), "Alt-a neither cleared the search nor typed: \(screen)")
        try run.session.send("C-u")
        try run.session.send("S-F2")
        let filtered = try await run.session.waitFor(timeout: 30) { $0.contains("Countries in South America") && $0.contains("Argentina") }
        #expect(filtered.contains("Argentina"), "Shift-F2 goes back to the last continent: \(filtered)")
        try run.session.send("Escape")
        let cleared = try await run.session.waitFor(timeout: 30) { !$0.contains("Countries in South America") }
        #expect(!cleared.contains("Countries in South America"), "Esc clears the filter: \(cleared)")
        try run.session.send("Escape")
        let after = try await run.session.waitForExit(timeout: 30)
        #expect(after.contains("EXIT=0"), "\(after)")
    }

    @Test func aPasteIsSearchTextEvenWithNewlinesTabsAndDigits() async throws {
        let run = try await launch()
        defer { run.session.close() }
        try run.session.paste("japan\nfrance\t2")
        let screen = try await run.session.waitFor { $0.contains("/ japan france 2") }
        #expect(screen.contains("/ japan france 2"), "\(screen)")
        #expect(screen.contains("1 Countries") && !screen.contains("Countries › Japan"), "nothing opened, no tab switched: \(screen)")
        try run.session.send("C-c")
        await #expect(try run.session.waitForExit().contains("EXIT=0"))
    }

    @Test func slashSearchesDigitsAndTheCursorFollowsTheFocus() async throws {
        let run = try await launch()
        defer { run.session.close() }
        await #expect(try run.session.cursor() == (1, 3), "the cursor starts the selected row")
        try run.session.send("Down")
        try await run.session.waitFor { $0.contains("Mariehamn") }
        await #expect(try run.session.cursor() == (1, 4), "the cursor follows the selection down")
        try run.session.send("/", literally: true)
        try run.session.send("2?", literally: true)
        let screen = try await run.session.waitFor { $0.contains("/ 2?▏") }
        #expect(screen.contains("No country matches '2?'"), "digits and ? are search text, not a tab or the help: \(screen)")
        let caret = try await run.session.cursor()
        #expect(caret.y == 1, "the cursor is in the search field while typing")
        try run.session.send("C-c")
        await #expect(try run.session.waitForExit().contains("EXIT=0"))
    }

    @Test func theHelpFits80x24AndOnlyEscQuestionMarkAndF1CloseIt() async throws {
        let run = try await launch(width: 80, height: 24)
        defer { run.session.close() }
        try run.session.send("?", literally: true)
        let help = try await run.session.waitFor { $0.contains("closes this help.") }
        for summary in ["previous row", "clear/back/quit", "delete to start", "delete or back", "cycle continent", "refresh", "quit"] {
            #expect(help.contains(summary), "\(summary): \(help)")
        }
        #expect(!help.contains("…"), "\(help)")
        try run.session.send("x", literally: true)
        try run.session.send("Enter")
        try run.session.send("Escape")
        let closed = try await run.session.waitFor { !$0.contains("closes this help.") }
        #expect(!closed.contains("/ x") && closed.contains("Countries · "), "x and Enter did nothing under the help: \(closed)")
        try run.session.send("C-c")
        await #expect(try run.session.waitForExit().contains("EXIT=0"))
    }

    @Test(arguments: [("TERM=dumb", "cannot move the cursor"), ("TERM=no-such-terminal", "unknown terminal type"), ("-u TERM", "TERM is not set")])
    func terminalsItCannotDriveGetOneLineAndExit2(environment: String, message: String) async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("explorer-stderr-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: errors) }
        try session.send("env \(environment) \(binary) --offline 2>\(errors); \(TmuxSession.exitStatusEcho); wc -l < \(errors); cat \(errors)", literally: true)
        try session.send("Enter")
        let screen = try await session.waitFor { $0.contains("EXIT=") && $0.contains("error:") }
        #expect(screen.contains("EXIT=2"), "\(screen)")
        #expect(screen.contains(message), "\(screen)")
        #expect(screen.contains("\n1\n"), "one line on stderr: \(screen)")
    }

    @Test func aMonochromeTerminalMarksTheSelectionInReverseVideo() async throws {
        let run = try await launch(environment: "TERM=vt100")
        defer { run.session.close() }
        let screen = try run.session.capture(escapes: true)
        let selected = screen.split(separator: "\n").first { $0.contains("Afghanistan") && $0.contains("AFN") } ?? ""
        #expect(selected.contains("\u{1B}[7m"), "\(selected.debugDescription)")
        try run.session.send("C-c")
        await #expect(try run.session.waitForExit().contains("EXIT=0"))
    }

    @Test(arguments: ["LANG=C", "LC_ALL=POSIX"])
    func aLocaleThatIsNotUTF8GetsASCII(environment: String) async throws {
        let run = try await launch(environment: "-u LC_ALL -u LANG " + environment, ready: { $0.contains("1 Countries") && $0.contains("Andorra") && $0.contains("Afghanistan") })
        defer { run.session.close() }
        let screen = try run.session.capture()
        #expect(screen.contains("+- Countries - 250"), "\(screen)")
        #expect(screen.contains("AD Andorra"), "codes for flags: \(screen)")
        #expect(!screen.unicodeScalars.contains { !$0.isASCII }, "\(screen)")
        try run.session.send("C-c")
        await #expect(try run.session.waitForExit().contains("EXIT=0"))
    }

    @Test(arguments: [(SIGINT, 130), (SIGHUP, 129), (SIGTERM, 143)])
    func aSignalExitsWith128PlusItsNumberAndRestoresTheTerminal(signal: Int32, status: Int) async throws {
        let run = try await launch()
        defer { run.session.close() }
        #expect(kill(run.pid, signal) == 0)
        let after = try await run.session.waitForExit(timeout: 20)
        #expect(after.contains("EXIT=\(status)"), "\(after)")
        #expect(try run.session.display("#{alternate_on}") == "0")
    }

    @Test func sigquitRestoresTheTerminalBeforeDying() async throws {
        let run = try await launch()
        defer { run.session.close() }
        #expect(kill(run.pid, SIGQUIT) == 0)
        let after = try await run.session.waitForExit(timeout: 20)
        #expect(after.contains("EXIT=131"), "\(after)")
        #expect(try run.session.display("#{alternate_on}") == "0", "left the alternate screen")
        #expect(!after.contains("Backtrace") && !after.contains("Fatal error"), "\(after)")
        try run.session.send("stty -a | grep -o ' echo ' && echo MODES-CHECKED", literally: true)
        try run.session.send("Enter")
        let modes = try await run.session.waitFor { $0.contains("MODES-CHECKED") }
        #expect(modes.contains(" echo "), "echo is back: \(modes)")
    }

    @Test func aClickLoadsWhatTheKeysWouldLoad() async throws {
        let run = try await launch("--offline --mouse")
        defer { run.session.close() }
        // Left button pressed at column 6, row 6 (1-based): the third row in name order, Albania.
        try run.session.sendBytes(Array("\u{1B}[<0;6;6M\u{1B}[<0;6;6m".utf8))
        let detail = try await run.session.waitFor { $0.contains("Tirana") }
        #expect(detail.contains("Tirana"), "the clicked row's detail loaded: \(detail)")
        try run.session.sendBytes(Array("\u{1B}[<0;33;1M\u{1B}[<0;33;1m".utf8))
        let languages = try await run.session.waitFor { $0.contains("Arabic") }
        #expect(!languages.contains("Languages · 0"), "\(languages)")
        try run.session.send("C-c")
        await #expect(try run.session.waitForExit().contains("EXIT=0"))
    }
}
