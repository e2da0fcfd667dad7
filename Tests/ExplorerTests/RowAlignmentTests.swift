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

    @Test func at160ColumnsTheListShowsCapitalsAndCallingCodesInColumns() throws {
        let countries = [
            CountrySummary(code: "AQ", name: "Antarctica", native: "", emoji: "🇦🇶", capital: nil, currency: nil, continentCode: "AN",
                           continentName: "Antarctica", phone: "672"),
            CountrySummary(code: "DO", name: "Dominican Republic", native: "", emoji: "🇩🇴", capital: "Santo Domingo", currency: "DOP",
                           continentCode: "NA", continentName: "North America", phone: "1809,1829,1849"),
            CountrySummary(code: "JP", name: "Japan", native: "日本", emoji: "🇯🇵", capital: "Tokyo", currency: "JPY", continentCode: "AS",
                           continentName: "Asia", phone: "81"),
        ]
        func listRows(width: Int) -> [String] {
            var state = ExplorerState(width: width, height: 30)
            _ = state.update(.key(.resize(width: width, height: 30)))
            _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, countries), Fixtures.origin)))
            let lines: [String] = Fixtures.render(state).textSnapshot().components(separatedBy: "\n")
            return lines[3..<6].map { line in line.components(separatedBy: "││")[0] }
        }
        let wide = listRows(width: 160)
        #expect(wide.count == 3)
        #expect(wide[0].contains("—") && wide[0].contains("+672"), "\(wide)")
        #expect(wide[1].contains("Santo Domingo") && wide[1].contains("+1809…"), "\(wide)")
        #expect(wide[2].contains("Tokyo") && wide[2].contains("+81"), "\(wide)")
        var capitals: Set<Int> = []
        for (row, capital) in zip(wide, ["—", "Santo Domingo", "Tokyo"]) {
            let found = try #require(row.range(of: capital))
            capitals.insert(DisplayWidth.of(row[..<found.lowerBound]))
        }
        #expect(capitals.count == 1, "one capital column: \(wide)")
        let narrow = listRows(width: 100)
        #expect(!narrow.contains { $0.contains("Tokyo") || $0.contains("+81") }, "\(narrow)")
    }
}
