import Foundation
import Testing

/// `explore --help` reads well at the widths terminals have: its examples never wrap into the margin.
@Suite("explore --help")
struct ExploreHelpTests {
    @Test(arguments: [60, 80, 120])
    func theExamplesNeverWrap(columns: Int) async throws {
        let run = try await CommandRun.run("country-explorer", ["explore", "--help"], environment: ["COLUMNS": String(columns)])
        #expect(run.status == 0)
        let lines = run.stdout.components(separatedBy: "\n")
        let examples = lines.drop { !$0.hasPrefix("Examples") }.dropFirst().prefix { !$0.isEmpty }
        #expect(examples.count >= 10, "\(run.stdout)")
        for line in examples {
            #expect(line.hasPrefix("  country-explorer") || line.hasPrefix("      "), "a wrapped example: '\(line)'")
        }
    }

    @Test func theKeysAreTheKeymapsWithWhatEscAndControlUDo() async throws {
        let run = try await CommandRun.run("country-explorer", ["explore", "--help"], environment: ["COLUMNS": "80"])
        #expect(run.stdout.contains(" Esc                clear/back/quit"), "\(run.stdout)")
        #expect(run.stdout.contains(" Ctrl-U             delete to start"), "\(run.stdout)")
    }
}
