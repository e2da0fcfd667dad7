import Explorer
import Foundation
import TerminalUI
import Testing

private func render(_ state: ExplorerState) -> String {
    Fixtures.render(state).textSnapshot()
}

@Suite("The Continents tab's preview: the selected continent's countries, count and map")
struct ContinentPreviewTests {
    @Test func selectingAContinentAsksForItsCountriesAndMovingOnAbandonsThem() {
        var state = Fixtures.loadedState()
        let opened = state.press([.character("2")], answering: false)
        #expect(opened == [.fetch(.continents, refresh: false)])
        let arrived = state.update(.loaded(.continents, .loaded(Fixtures.payload(for: .continents), Fixtures.origin)))
        #expect(arrived == [.fetch(.continentDetail("AF"), refresh: false)])
        #expect(render(state).contains("Loading Africa"))
        let moved = state.update(.key(.down))
        #expect(moved == [.fetch(.continentDetail("AN"), refresh: false), .abandon(.continentDetail("AF"))])
    }

    @Test func thePreviewListsTheCountriesInNameOrderWithTheirCount() {
        var state = Fixtures.loadedState()
        state.press([.character("2"), .down, .down, .down])
        _ = state.update(.loaded(.continentDetail("EU"), .loaded(.countries(heading: .continent(code: "EU", name: "Europe"), [
            Fixtures.countries[4], Fixtures.countries[3], Fixtures.country("AX", "Åland", "Åland", "🇦🇽", capital: "Mariehamn", currency: "EUR", continent: ("EU", "Europe")),
        ]), Fixtures.origin)))
        let text = render(state)
        #expect(text.contains("Europe · 3 countries"), "\(text)")
        #expect(text.contains("Åland    France   Germany"), "name order, accents folded, in columns: \(text)")
    }

    @Test func aLongContinentEndsWithHowManyMoreThereAre() {
        var state = Fixtures.loadedState(width: 80, height: 16)
        state.press([.character("2")])
        let many = (0..<60).map { index in
            Fixtures.country(String(format: "C%02d", index), "Country \(index + 10)", "", "", capital: nil, currency: nil, continent: ("AF", "Africa"))
        }
        _ = state.update(.loaded(.continentDetail("AF"), .loaded(.countries(heading: .continent(code: "AF", name: "Africa"), many), Fixtures.origin)))
        let text = render(state)
        #expect(text.contains("Africa · 60 countries"), "\(text)")
        #expect(text.contains("Country 10"), "\(text)")
        #expect(text.contains("more"), "\(text)")
        #expect(!text.contains("Country 69"), "\(text)")
    }

    @Test func aFailedPreviewSaysWhyAndControlRAsksAgain() {
        var state = Fixtures.loadedState()
        state.press([.character("2")], answering: false)
        _ = state.update(.loaded(.continents, .loaded(Fixtures.payload(for: .continents), Fixtures.origin)))
        _ = state.update(.loaded(.continentDetail("AF"), .failed("network error: cannot reach countries.test")))
        let text = render(state)
        #expect(text.contains("cannot reach countries.test") && text.contains("Press Ctrl-R to retry."), "\(text)")
        #expect(state.press([.control("r")], answering: false).contains(.fetch(.continentDetail("AF"), refresh: true)))
    }

    @Test func theContinentsMapFillsItsCountries() throws {
        var state = Fixtures.loadedState(worldMap: try Fixtures.realWorldMap())
        state.press([.character("2"), .down, .down, .down])
        let frame = ExplorerView.render(state, now: Fixtures.origin.receivedAt)
        let lit = (0..<frame.height).flatMap { y in (0..<frame.width).map { (x: $0, y: y) } }
            .filter { frame[x: $0.x, y: $0.y].style == Style(foreground: .yellow, bold: true) }
        #expect(!lit.isEmpty, "France and Germany are highlighted")
        // Europe's fixture holds France and Germany only, 5° W to 15° E and 42° to 55° N: on the 51×10 map drawn
        // from column 47 and row 5, columns 26 to 28 and rows 2 and 3.
        #expect(lit.allSatisfy { (72...76).contains($0.x) && (6...9).contains($0.y) }, "\(lit)")
    }
}
