import CountryExplorerTesting
import Foundation
import Testing

/// The options tables in `docs/`, written from ArgumentParser's own description of each command
/// (`--experimental-dump-help`), so that the reference says what `--help` says. With `RECORD_DOCS=1` the test
/// writes the tables instead of comparing them.
@Suite("The options tables in docs/ are the commands' own help")
struct OptionsTableTests {
    /// A generated table in a document: the command it describes, and where it stands.
    struct Table: Sendable, CustomStringConvertible {
        let executable: String
        let subcommand: [String]
        let document: String
        var marker: String { "options: " + ([executable] + subcommand).joined(separator: " ") }
        var description: String { marker }
    }

    static let tables = [
        Table(executable: "country-explorer", subcommand: ["explore"], document: "docs/usage.md"),
        Table(executable: "country-explorer", subcommand: ["query"], document: "docs/scripting.md"),
        Table(executable: "countries-server", subcommand: [], document: "docs/server.md"),
    ]

    @Test(arguments: tables) func theTableIsTheCommandsHelp(_ table: Table) async throws {
        let run = try await CommandRun.run(table.executable, table.subcommand + ["--experimental-dump-help"])
        #expect(run.status == 0, "\(run.stderr)")
        let help = try #require(
            try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], "\(run.stdout.prefix(500))"
        )
        let options = try #require((help["command"] as? [String: Any])?["arguments"] as? [[String: Any]])
        let rendered = Self.markdown(options)
        #expect(rendered.split(separator: "\n").count > 3, "\(rendered)")

        let url = repositoryRoot.appendingPathComponent(table.document)
        let text = try String(contentsOf: url, encoding: .utf8)
        let begin = "<!-- \(table.marker) (written by OptionsTableTests; RECORD_DOCS=1 rewrites it) -->\n"
        let end = "<!-- end of \(table.marker) -->"
        let start = try #require(text.range(of: begin), "\(table.document) has no \(begin)")
        let stop = try #require(text.range(of: end, range: start.upperBound..<text.endIndex), "\(table.document) has no \(end)")
        if ProcessInfo.processInfo.environment["RECORD_DOCS"] == "1" {
            try text.replacingCharacters(in: start.upperBound..<stop.lowerBound, with: rendered).write(to: url, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<stop.lowerBound]) == rendered, "rerun with RECORD_DOCS=1 if the change is intended:\n\(rendered)")
    }

    /// The options as a Markdown table: each with its names and value, then what its help says, its default and
    /// the values it takes; `--help` and the version flag left out, since every command has them.
    static func markdown(_ options: [[String: Any]]) -> String {
        var lines = ["| Option | What it does |", "|---|---|"]
        for option in options where option["shouldDisplay"] as? Bool ?? true {
            let names = (option["names"] as? [[String: Any]] ?? []).compactMap { name -> String? in
                guard let text = name["name"] as? String else { return nil }
                return (name["kind"] as? String == "short" ? "-" : "--") + text
            }
            guard !names.isEmpty, !names.contains("--help"), !names.contains("--version") else { continue }
            let value = (option["kind"] as? String == "flag") ? "" : " <\(option["valueName"] as? String ?? "value")>"
            var words = (option["abstract"] as? String ?? "").trimmingCharacters(in: .whitespaces)
            if let discussion = option["discussion"] as? String, !discussion.isEmpty { words += " " + discussion }
            if let fallback = option["defaultValue"] as? String, !fallback.isEmpty { words += " Default: `\(fallback)`." }
            if let values = option["allValues"] as? [String], !values.isEmpty {
                words += " One of " + values.map { "`\($0)`" }.joined(separator: ", ") + "."
            }
            if option["isRepeating"] as? Bool == true, option["kind"] as? String != "flag", !words.lowercased().contains("repeatable") {
                words += " Repeatable."
            }
            let cell = words.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
            lines.append("| " + names.map { "`\($0)\(value)`" }.joined(separator: ", ") + " | " + cell + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
