import ExplorerApp
import Foundation
import Testing

/// The searches' file: mode 0600 in a folder of mode 0700, bounded in size, under the XDG state directory.
@Suite("The search history's file")
struct SearchHistoryFileTests {
    private static func scratch() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("history-\(UUID().uuidString)")
    }

    private static func mode(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func itIsWrittenReadableByItsOwnerOnlyAndReadBack() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = SearchHistoryFile(url: folder.appendingPathComponent("country-explorer/history"))
        try file.save(["japan", "côte d'ivoire", "🇯🇵"])
        #expect(try Self.mode(file.url) == 0o600)
        #expect(try Self.mode(file.url.deletingLastPathComponent()) == 0o700)
        #expect(file.load() == ["japan", "côte d'ivoire", "🇯🇵"])
        try file.save(["peru"])
        #expect(file.load() == ["peru"], "each save replaces the file")
        #expect(try FileManager.default.contentsOfDirectory(atPath: file.url.deletingLastPathComponent().path) == ["history"])
    }

    @Test func aFileAtTheBoundIsReadAndOneByteMoreIsNot() throws {
        let folder = Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("history")
        // 100 lines of 654 bytes and 136 more: exactly the bound; the lines over 100 characters are dropped.
        let long = String(repeating: "a", count: 653)
        let atBound = String(repeating: long + "\n", count: 100) + String(repeating: "b", count: 135) + "\n"
        #expect(atBound.utf8.count == SearchHistoryFile.maxBytes)
        let withShortOne = atBound.replacingOccurrences(of: String(repeating: "b", count: 135), with: "peru" + String(repeating: "\n", count: 131))
        try Data(withShortOne.utf8).write(to: url)
        #expect(SearchHistoryFile(url: url).load() == ["peru"], "read: \(withShortOne.utf8.count) bytes")
        try Data((withShortOne + "\n").utf8).write(to: url)
        #expect(SearchHistoryFile(url: url).load().isEmpty, "one byte over the bound is not read")
    }

    @Test func itLivesUnderTheXDGStateDirectoryElseTheHomes() {
        #expect(SearchHistoryFile.standard(environment: ["XDG_STATE_HOME": "/s", "HOME": "/h"])?.url.path == "/s/country-explorer/history")
        #expect(SearchHistoryFile.standard(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"])?.url.path
            == "/h/.local/state/country-explorer/history")
        #expect(SearchHistoryFile.standard(environment: [:]) == nil)
    }
}
