@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// The key table of `docs/keys.md`, read from the file.
private enum ReadmeKeyTable {
    /// `docs/keys.md` under the repository's root.
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/keys.md")

    /// The table under `# Keys`, line by line.
    static func text() throws -> String {
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        guard let heading = lines.firstIndex(of: "# Keys") else { return "" }
        return lines[heading...].drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }.joined(separator: "\n")
    }
}

@Suite("The key table in docs/keys.md, the help and the keymap")
struct KeymapDocumentationTests {
    @Test func theReadmesKeyTableIsTheKeymaps() throws {
        let table = try ReadmeKeyTable.text()
        #expect(table == Keymap.standard.markdownTable, "docs/keys.md's key table differs from the keymap's; it should read:\n\(Keymap.standard.markdownTable)")
    }

    @Test func theTableNamesEveryBindingAndWhatTypingDoes() {
        let rows = Keymap.standard.markdownTable.split(separator: "\n")
        #expect(rows.count == 2 + Keymap.typing.count + Keymap.standard.bindings.count)
        #expect(rows.contains("| Ctrl-C, Ctrl-Q, F10 | quit |"))
        #expect(rows.contains { $0.hasPrefix("| `/` | focus the search field") })
    }

    @Test func theHelpSaysWhatEscAndControlUDo() {
        var state = Fixtures.loadedState()
        state.press([.character("?")])
        let help = Fixtures.render(state).textSnapshot()
        #expect(help.contains("Esc                clear/back/quit"), "at a tab's root Esc quits: \(help)")
        #expect(help.contains("Ctrl-U             delete to start"), "Ctrl-U deletes what is before the caret: \(help)")
    }
}
