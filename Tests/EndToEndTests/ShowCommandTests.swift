import CountryExplorerTesting
import Foundation
import TerminalUI
import Testing

/// `country-explorer show NAME…`: a country's card on stdout, found by the explorer's own search.
@Suite("show: a country at a glance")
struct ShowCommandTests {
    /// Whether `text` holds a Braille cell, as the map draws.
    private static func hasBraille(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
    }

    @Test func toAPipeTheCardIsPlainTextWithoutAMapAndSaysItIsOffline() async throws {
        let run = try await CommandRun.run("country-explorer", ["show", "japan", "--offline"], environment: ["NO_COLOR": ""])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "🇯🇵 Japan", "\(run.stdout)")
        for fact in ["Native       日本", "Capital      Tokyo", "Continent    Asia (AS)", "Languages    Japanese",
                     "Currency     JPY", "Phone        +81", "Neighbours   none", "Population   ", "Area         377,", "Time         "] {
            #expect(lines.contains { $0.hasPrefix(fact) }, "\(fact): \(run.stdout)")
        }
        #expect(lines.contains { $0.hasPrefix("Population") && $0.contains("(") }, "the population's source: \(run.stdout)")
        #expect(!run.stdout.contains("\u{1B}"), "no colour to a pipe: \(run.stdout)")
        #expect(!Self.hasBraille(run.stdout), "no map to a pipe: \(run.stdout)")
        #expect(run.stderr.contains("offline: answered from the bundled data"), "\(run.stderr)")
    }

    @Test func mapDrawsTheMapToAPipeToo() async throws {
        let run = try await CommandRun.run("country-explorer", ["show", "jp", "--offline", "--map"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(Self.hasBraille(run.stdout), "\(run.stdout)")
    }

    @Test func theCardKeepsToTheWidth() async throws {
        var neighbourLines: [Int: Int] = [:]
        for columns in [40, 60, 120] {
            let run = try await CommandRun.run("country-explorer", ["show", "china", "--offline", "--map"], environment: ["COLUMNS": String(columns)])
            #expect(run.status == 0, "\(run.stderr)")
            let lines = run.stdout.split(separator: "\n")
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= columns }, "\(columns): \(run.stdout)")
            #expect(lines.contains { DisplayWidth.of($0) > columns - 10 }, "the width is used: \(columns): \(run.stdout)")
            neighbourLines[columns] = lines.drop { !$0.hasPrefix("Neighbours") }.prefix { !$0.hasPrefix("Time") && !$0.hasPrefix("Population") }.count
        }
        // China's 14 neighbours take more lines in fewer columns.
        #expect(neighbourLines[40, default: 0] > neighbourLines[60, default: 0], "\(neighbourLines)")
        #expect(neighbourLines[60, default: 0] > neighbourLines[120, default: 0], "\(neighbourLines)")
    }

    @Test(.requiresTmux) func onATerminalItHasColourAndAMapAtTheTerminalsWidth() async throws {
        let session = try TmuxSession(width: 64, height: 40)
        defer { session.close() }
        // swift test sets NO_COLOR=1 for what it runs (its output is not a terminal), and tmux passes it on.
        try session.run("env -u NO_COLOR \(BuiltProducts.executable("country-explorer").path) show 🇩🇪 --offline")
        let screen = try await session.waitForExit()
        #expect(screen.contains("EXIT=0"), "\(screen)")
        #expect(screen.contains("🇩🇪 Germany"), "\(screen)")
        #expect(Self.hasBraille(screen), "a map on a terminal: \(screen)")
        #expect(screen.split(separator: "\n").contains { $0.hasPrefix("Neighbours") && DisplayWidth.of($0) > 40 }, "\(screen)")
        let coloured = try session.capture(escapes: true)
        #expect(coloured.contains("\u{1B}["), "colours on a terminal: \(coloured)")
    }

    @Test func jsonPrintsTheSameFacts() async throws {
        let run = try await CommandRun.run("country-explorer", ["show", "allemagne", "--offline", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = run.json
        #expect(object["code"] as? String == "DE")
        #expect(object["capital"] as? String == "Berlin")
        #expect((object["continent"] as? [String: Any])?["code"] as? String == "EU")
        #expect((object["neighbours"] as? [[String: Any]])?.count == 9)
        #expect(((object["population"] as? [String: Any])?["value"] as? Double ?? 0) > 80_000_000)
        #expect((object["localTimes"] as? [[String: Any]])?.first?["zone"] as? String == "Europe/Berlin")
    }

    @Test func asciiAndLangAreFollowed() async throws {
        let run = try await CommandRun.run("country-explorer", ["show", "germany", "--offline", "--ascii", "--lang", "fr"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("DE Allemagne * Germany") || run.stdout.hasPrefix("DE Allemagne"), "\(run.stdout)")
        #expect(run.stdout.utf8.allSatisfy { $0 < 0x80 }, "\(run.stdout)")
    }

    @Test func anAmbiguousNameListsTheCandidatesAndExits1() async throws {
        let run = try await CommandRun.run("country-explorer", ["show", "united", "--offline"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        for code in ["US", "GB", "AE"] { #expect(run.stderr.contains("  \(code)  "), "\(run.stderr)") }
    }

    @Test func anUnknownNameListsTheNearestAndExits1() async throws {
        let run = try await CommandRun.run("country-explorer", ["show", "qqqqqq", "--offline"])
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stderr.contains("No country is called 'qqqqqq'. The nearest names: "), "\(run.stderr)")
    }

    @Test(arguments: ["uk", "🇯🇵", "united kingdom", "persia"])
    func namesTheSearchKnowsAreFound(name: String) async throws {
        let run = try await CommandRun.run("country-explorer", ["show", name, "--offline"])
        #expect(run.status == 0, "\(name): \(run.stderr)")
    }
}
