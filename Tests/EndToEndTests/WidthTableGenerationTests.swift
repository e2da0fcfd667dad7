import Foundation
import Testing

/// The committed width table is what `scripts/generate-width-table` writes from the Unicode data it names, so that
/// nobody edits it by hand and nobody regenerates it from another version unnoticed.
@Suite(
    "The width table is generated from Unicode 15.0.0",
    .enabled(if: UnicodeDataPackage.isInstalled, "needs python3 and Debian's unicode-data 15.0.0 (/usr/share/unicode)")
)
struct WidthTableGenerationTests {
    @Test func theCommittedTableIsTheGeneratorsOutput() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("width-table-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Sources/TerminalUI/Width")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let script = repositoryRoot.appendingPathComponent("scripts/generate-width-table")
        let run = try await CommandRun.run(program: URL(fileURLWithPath: "/usr/bin/python3"), [script.path, "--root", root.path])
        #expect(run.status == 0, "\(run.stderr)")
        let generated = try String(contentsOf: folder.appendingPathComponent("WidthTable.swift"), encoding: .utf8)
        let committed = try String(contentsOf: repositoryRoot.appendingPathComponent("Sources/TerminalUI/Width/WidthTable.swift"), encoding: .utf8)
        #expect(generated == committed, "run scripts/generate-width-table and commit its output")
    }
}

/// Debian's `unicode-data` package, the width table's source.
enum UnicodeDataPackage {
    /// Whether python3 and the package's Unicode 15.0.0 files are here.
    static var isInstalled: Bool {
        let file = URL(fileURLWithPath: "/usr/share/unicode/EastAsianWidth.txt")
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/python3"),
              let text = try? String(contentsOf: file, encoding: .utf8) else { return false }
        return text.prefix(40).contains("EastAsianWidth-15.0.0.txt")
    }
}
