import Explorer
import TerminalUI
import Testing

/// The display column at which `cell` (a column's text, spaces on both sides) starts in the frame's row holding
/// `row`, if both are there.
private func column(of cell: String, inRowWith row: String, of frame: String) -> Int? {
    guard let line = frame.split(separator: "\n").first(where: { $0.contains("│ " + row) }),
          let found = line.range(of: " \(cell) ", options: .backwards) else { return nil }
    return DisplayWidth.of(line[..<found.lowerBound]) + 1
}

private let languages = [
    LanguageSummary(code: "sq", name: "Albanian", native: "shqip", rtl: false, countryCount: 2),
    LanguageSummary(code: "ar", name: "Arabic", native: "العربية", rtl: true, countryCount: 25),
    LanguageSummary(code: "en", name: "English", native: "English", rtl: false, countryCount: 91),
    LanguageSummary(code: "ja", name: "Japanese", native: "日本語", rtl: false, countryCount: 1),
    LanguageSummary(code: "gsw", name: "Swiss German", native: "Schwiizerdütsch", rtl: false, countryCount: 2),
    LanguageSummary(code: "to", name: "Tongan", native: "lea fakatonga", rtl: false, countryCount: 1),
]

@Suite("Columns line up by display width")
struct RowAlignmentTests {
    @Test(arguments: [100, 80, 160])
    func theLanguagesCodesAndCountsLineUp(width: Int) {
        var state = Fixtures.loadedState(width: width)
        state.press([.character("3")], answering: false)
        _ = state.update(.loaded(.languages, .loaded(.languages(languages), Fixtures.origin)))
        let frame = Fixtures.render(state).textSnapshot()
        let codes = languages.map { column(of: $0.code, inRowWith: $0.name, of: frame) }
        #expect(codes.allSatisfy { $0 != nil } && Set(codes).count == 1, "every code in one column: \(codes)\n\(frame)")
        #expect(!frame.contains("fakatonga to"), "two spaces at least between a native name and its code: \(frame)")
    }

    @Test func theContinentsCodesAndCountsLineUp() {
        var state = Fixtures.loadedState()
        state.press([.character("2")])
        let frame = Fixtures.render(state).textSnapshot()
        let codes = Fixtures.continents.map { column(of: $0.code, inRowWith: $0.name + " ", of: frame) }
        #expect(codes.allSatisfy { $0 != nil } && Set(codes).count == 1, "\(codes)\n\(frame)")
    }
}
