import Explorer
import Foundation
import TerminalUI
import Testing

private func isBraille(_ grapheme: String) -> Bool {
    grapheme.unicodeScalars.count == 1 && grapheme.unicodeScalars.allSatisfy { (0x2801...0x28FF).contains($0.value) }
}

/// The map's cells in the frame's detail pane at 100×30: columns 46 to 98, the rows after the 7 core facts and a
/// blank one, up to the blank one before the lists.
private func mapCells(_ frame: ScreenBuffer) -> [Cell] {
    (11..<21).flatMap { y in (46..<99).map { frame[x: $0, y: y] } }
}

/// The text of the detail pane's rows inside its border and margin (columns 47 to 97 at 100 columns).
private func paneRows(_ frame: ScreenBuffer) -> [String] {
    (0..<frame.height).map { y in (47..<98).map { frame[x: $0, y: y].grapheme }.joined() }
}

private func hasBraille(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }
}

/// A state showing one country, with the real map: `country` alone in the Countries list, its detail (`details`,
/// else a short one) loaded.
func showing(
    _ country: CountrySummary, details: CountryDetails? = nil, options: ExplorerOptions = ExplorerOptions(), width: Int = 100, height: Int = 30
) throws -> ExplorerState {
    var state = ExplorerState(width: width, height: height, options: options, worldMap: try Fixtures.realWorldMap())
    _ = state.update(.key(.resize(width: width, height: height)))
    _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, [country]), Fixtures.origin)))
    let details = details ?? CountryDetails(summary: country, phones: ["377"], currencies: ["EUR"], languages: [], states: [])
    _ = state.update(.loaded(.countryDetail(country.code), .loaded(.countryDetail(details), Fixtures.origin)))
    return state
}

private let monaco = Fixtures.country("MC", "Monaco", "Monaco", "🇲🇨", capital: "Monaco", currency: "EUR", continent: ("EU", "Europe"))
private let japan = Fixtures.country("JP", "Japan", "日本", "🇯🇵", capital: "Tokyo", currency: "JPY", continent: ("AS", "Asia"))

@Suite("The map on screen: colour, monochrome, ASCII, and the marker of a small country")
struct MapViewTests {
    @Test func inColourTheCountryIsBrightAndTheLandDim() throws {
        let cells = mapCells(Fixtures.render(try showing(japan))).filter { isBraille($0.grapheme) }
        #expect(cells.contains { $0.style == Style(foreground: .yellow, bold: true) }, "Japan")
        #expect(cells.contains { $0.style == Style(foreground: .green, dim: true) }, "the land")
        #expect(!cells.contains { $0.grapheme == "◉" })
    }

    @Test func withoutColourTheCountryIsInReverseVideoAndTheLandStippled() throws {
        let cells = mapCells(Fixtures.render(try showing(japan, options: ExplorerOptions(color: false)))).filter { isBraille($0.grapheme) }
        let land = cells.filter { !$0.style.bold }
        let country = cells.filter(\.style.bold)
        #expect(!country.isEmpty && !land.isEmpty)
        #expect(country.allSatisfy { $0.style == Style(bold: true, reverse: true) })
        #expect(land.allSatisfy { $0.style.foreground == .default })
        #expect(land.allSatisfy { (($0.grapheme.unicodeScalars.first?.value ?? 0x2800) - 0x2800).nonzeroBitCount <= 4 }, "at most 4 of 8 dots")
        #expect(!land.contains { $0.grapheme == "⣿" })
    }

    @Test func inASCIITheCountryIsHashesAndTheLandDots() throws {
        let frame = Fixtures.render(try showing(japan, options: ExplorerOptions(ascii: true, color: false)))
        let glyphs = Set(mapCells(frame).map(\.grapheme))
        #expect(glyphs.contains("#"))
        #expect(glyphs.contains(".") || glyphs.contains(":"))
        #expect(glyphs.isSubset(of: [" ", ".", ":", "#", "@", ""]), "\(glyphs) \(frame.textSnapshot())")
        #expect(frame.textSnapshot().unicodeScalars.allSatisfy { $0.isASCII })
    }

    @Test func aCountryTooSmallToFillIsMarkedAtItsCapital() throws {
        let frame = Fixtures.render(try showing(monaco))
        let marks = mapCells(frame).filter { $0.grapheme == "◉" }
        #expect(marks.count == 1)
        #expect(marks.first?.style == Style(foreground: .red, bold: true))
        #expect(!mapCells(frame).contains { $0.style == Style(foreground: .yellow, bold: true) })
        let ascii = Fixtures.render(try showing(monaco, options: ExplorerOptions(ascii: true, color: false)))
        #expect(mapCells(ascii).filter { $0.grapheme == "@" }.count == 1)
        #expect(mapCells(ascii).first { $0.grapheme == "@" }?.style == Style(bold: true, reverse: true))
    }

    @Test func noMapResourceMeansNoMap() {
        let frame = Fixtures.render(Fixtures.loadedState())
        #expect(!mapCells(frame).contains { isBraille($0.grapheme) })
    }

    @Test func theMapIsDroppedBeforeAnyFact() throws {
        // 100×20: the pane has 15 rows inside; the 7 core facts, a blank row and the 3 rows of languages, states
        // and subdivisions leave 4, the smallest map. 100×19 leaves 3: no map, and every fact still shows.
        for (height, hasMap) in [(20, true), (19, false)] {
            let text = Fixtures.render(try showing(japan, height: height)).textSnapshot()
            #expect(hasBraille(text) == hasMap, "100×\(height)")
            for fact in ["Native", "Capital", "Continent", "Phone", "Currency", "Code", "AWS region", "Languages", "States", "Subdivisions"] {
                #expect(text.contains(fact), "\(fact) at 100×\(height)")
            }
        }
    }

    @Test func inTheFullDetailTheMapComesAfterTheCoreFactsAndTheNamesGetTheRowsLeft() throws {
        let germany = try #require(Fixtures.countries.first { $0.code == "DE" })
        let details = try #require(Fixtures.details("DE"))
        let pane = paneRows(Fixtures.render(try showing(germany, details: details)))
        #expect(pane[9].hasPrefix("AWS region"), "\(pane)")
        #expect(hasBraille(pane[11 ..< 21].joined()), "the map in the 10 rows after the core facts: \(pane)")
        #expect(!hasBraille(pane[21...].joined()))
        #expect(pane[21].hasPrefix("Languages    German · Deutsch"), "\(pane)")
        #expect(pane[22].hasPrefix("States       16: Baden-Württemberg"))
        #expect(pane[23].hasPrefix("Subdivisions 16: Baden-Württemberg"))
        #expect(pane[24].hasPrefix("Names        en Germany · ru Германия"), "\(pane)")
        let last = pane[27].trimmingCharacters(in: .whitespaces)
        #expect(last.hasSuffix("…"), "cut, with an ellipsis: \(pane)")

        // Taller, the map keeps its size and the names get every row they need.
        let tall = paneRows(Fixtures.render(try showing(germany, details: details, height: 40)))
        #expect(hasBraille(tall[11 ..< 21].joined()))
        let allNames = tall[27 ..< 38].joined(separator: "\n")
        #expect(allNames.contains("en Germany") && allNames.contains("vi Đức") && !allNames.contains("…"), "every name: \(tall)")
    }
}
