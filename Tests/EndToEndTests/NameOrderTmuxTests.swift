import CountryExplorerTesting
import Foundation
import Testing

/// Names in Chinese and Persian go in the order their readers expect, under tmux with the real binary.
@Suite("Names sorted as their readers expect, under tmux", .serialized, .requiresTmux)
struct NameOrderTmuxTests {
    private var binary: String { BuiltProducts.executable("country-explorer").path }

    /// The list's first row on a 100×30 screen (under the tabs, the header and the box's top).
    private func firstRow(lang: String, showing name: String) async throws -> String {
        let session = try TmuxSession(width: 100, height: 30)
        defer { session.close() }
        try session.run("\(binary) --offline --lang \(lang)")
        let screen = try await session.waitFor { $0.contains(name) }
        try session.send("C-c")
        _ = try await session.waitForExit()
        return String(screen.split(separator: "\n", omittingEmptySubsequences: false)[3])
    }

    @Test func chineseNamesGoInPinyinOrder() async throws {
        // By code point 不丹 (Bhutan) would come first; in pinyin 阿尔巴尼亚 (Albania, ā'ěrbāníyà).
        let row = try await firstRow(lang: "zh", showing: "阿尔巴尼亚")
        #expect(row.contains("阿尔巴尼亚"), "\(row)")
    }

    @Test func persianNamesGoInThePersianAlphabet() async throws {
        // ژ comes before و in the Persian alphabet, though after it by code point: Argentina before Aruba.
        let row = try await firstRow(lang: "fa", showing: "آرژانتین")
        #expect(row.contains("آرژانتین"), "\(row)")
    }
}
