import Explorer
import Foundation
import TerminalUI
import Testing

/// The README's key table, read from the file.
private enum ReadmeKeyTable {
    /// The README at the repository's root.
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// The first column of each row of the table under `### Keys`.
    static func keyColumn() throws -> [String] {
        let text = try String(contentsOf: url, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: "### Keys") else { return [] }
        let rows = lines[heading...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
        return rows.dropFirst(2).compactMap { $0.split(separator: "|").first.map { String($0) } }
    }

    /// The keys a cell names: backquotes, parentheses and the words `or` dropped.
    static func keys(in cell: String) -> [String] {
        cell.replacingOccurrences(of: "`", with: "")
            .replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
            .split { $0 == " " || $0 == "," }
            .map(String.init)
            .filter { $0 != "or" }
    }

    /// Whether a word is a key's name rather than prose (`letters`, `a paste`).
    static func namesAKey(_ word: String) -> Bool {
        word.range(of: #"^(Ctrl-.|Shift-.+|F[0-9]+|[↑↓←→/?0-9r]|PgUp|PgDn|Home|End|Enter|Esc|Tab|Backspace)$"#, options: .regularExpression) != nil
    }
}

@Suite("The README's key table and the keymap")
struct KeymapDocumentationTests {
    @Test func theReadmeNamesEveryBoundKey() throws {
        let documented = Set(try ReadmeKeyTable.keyColumn().flatMap(ReadmeKeyTable.keys(in:)))
        #expect(documented.count > 10, "the table was found: \(documented)")
        for binding in Keymap.bindings {
            for key in binding.keys {
                #expect(documented.contains(key.label), "\(key.label) (\(binding.summary)) is missing from README's key table")
            }
        }
    }

    @Test func theReadmeNamesNoKeyThatIsNotBound() throws {
        let bound = Set(Keymap.bindings.flatMap { $0.keys.map(\.label) })
        let named = try ReadmeKeyTable.keyColumn().flatMap(ReadmeKeyTable.keys(in:)).filter(ReadmeKeyTable.namesAKey)
        #expect(named.count > 10, "the table was found: \(named)")
        for key in named {
            #expect(bound.contains(key), "README's key table names \(key), which the keymap does not bind")
        }
    }
}
