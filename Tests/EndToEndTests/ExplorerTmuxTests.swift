import CountryExplorerTesting
import Foundation
import Testing

@Suite("The explorer under tmux", .serialized)
struct ExplorerTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    @Test(.requiresTmux) func searchDetailTabsResizeAndQuit() async throws {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(binary) --offline")
        let start = try await session.waitFor { $0.contains("1 Countries") && $0.contains("Andorra") }
        #expect(start.contains("2 Continents"), "\(start)")

        try session.send("japan", literally: true)
        let searched = try await session.waitFor { $0.contains("/ japan") && $0.contains("Tokyo") }
        #expect(searched.contains("Japan"), "\(searched)")

        try session.send("Enter")
        let detail = try await session.waitFor { $0.contains("Japanese") && $0.contains("日本") }
        #expect(detail.contains("Tokyo"), "\(detail)")
        #expect(detail.contains("Japanese"), "\(detail)")
        #expect(detail.contains("日本"), "\(detail)")

        try session.send("2", literally: true)
        let continents = try await session.waitFor { $0.contains("Europe") }
        #expect(continents.contains("Europe"), "\(continents)")

        try session.resize(width: 60, height: 20)
        let narrow = try await session.waitFor { $0.contains("Europe") && !$0.contains("Country Explorer needs") }
        #expect(narrow.split(separator: "\n").allSatisfy { $0.count <= 60 })
        try session.resize(width: 30, height: 10)
        let tiny = try await session.waitFor { $0.contains("too small") }
        #expect(tiny.contains("too small"), "\(tiny)")
        try session.resize(width: 100, height: 30)
        try await session.waitFor { $0.contains("Europe") }

        try session.send("C-c")
        let after = try await session.waitForExit()
        #expect(after.contains("EXIT=0"), "\(after)")
        #expect(try session.display("#{alternate_on}") == "0", "still on the alternate screen")
        let sttyFile = FileManager.default.temporaryDirectory.appendingPathComponent("stty-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: sttyFile) }
        // Written aside and renamed, so that the file appears only once stty has finished writing it.
        try session.send("stty -a > \(sttyFile.path).part && mv \(sttyFile.path).part \(sttyFile.path)", literally: true)
        try session.send("Enter")
        try await session.waitFor { _ in FileManager.default.fileExists(atPath: sttyFile.path) }
        let modes = try String(contentsOf: sttyFile, encoding: .utf8)
        #expect(modes.contains(" icanon"), "canonical mode restored: \(modes)")
        #expect(modes.contains(" echo "), "echo restored: \(modes)")
    }

    @Test(.requiresTmux) func ctrlZSuspendsAndFgRepaints() async throws {
        // bash, for job control (fg).
        let session = try TmuxSession(width: 80, height: 24, shell: "bash --norc -i")
        defer { session.close() }
        try session.send("\(binary) --offline", literally: true)
        try session.send("Enter")
        try await session.waitFor { $0.contains("1 Countries") && $0.contains("Andorra") }
        try session.send("ja", literally: true)
        try session.send("C-z")
        let stopped = try await session.waitFor { $0.contains("Stopped") }
        #expect(stopped.contains("Stopped"), "\(stopped)")
        #expect(!stopped.contains("1 Countries"), "the shell gets its screen back while stopped")
        try session.send("fg", literally: true)
        try session.send("Enter")
        let resumed = try await session.waitFor { $0.contains("1 Countries") && $0.contains("/ ja") }
        #expect(resumed.contains("Japan"), "\(resumed)")
        try session.send("C-c")
        try await session.waitFor { !$0.contains("1 Countries") }
        // `fg` returns the job's exit status.
        try session.send(TmuxSession.exitStatusEcho, literally: true)
        try session.send("Enter")
        let after = try await session.waitForExit()
        #expect(after.contains("EXIT=0"), "\(after)")
    }

    @Test func refusesToRunWithoutATerminal() async throws {
        let run = try await CommandRun.run("country-explorer", ["--offline"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("needs a terminal"))
    }
}
