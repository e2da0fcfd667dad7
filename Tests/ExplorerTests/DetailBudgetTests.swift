@testable import Explorer
import Testing

@Suite("The detail's layout budget and its counted lists, as plain values")
struct DetailBudgetTests {
    @Test func thePaneKeepsTheMapAtItsMinimumBeforeTheListsAndTheNames() {
        // 80×24: 11 facts, then the map's 4 rows and its blank, then the three lists; no names.
        let short = DetailBudget.pane(height: 19, facts: 11, map: DetailBudget.MapRows(minimum: 4, natural: 8), languages: 2, lists: 2, names: 3)
        #expect(short.facts == 11 && short.map == 4 && short.gapBeforeMap == 1)
        #expect(short.languages == 1, "two languages share a line: \(short)")
        #expect(short.lists == 2 && short.names == 0)
        // 100×30: the map at its natural 10 rows before any name.
        let roomy = DetailBudget.pane(height: 25, facts: 11, map: DetailBudget.MapRows(minimum: 4, natural: 10), languages: 1, lists: 2, names: 3)
        #expect(roomy.map == 10 && roomy.names == 0, "\(roomy)")
        // Taller: the names, then blank rows between the blocks.
        let tall = DetailBudget.pane(height: 33, facts: 11, map: DetailBudget.MapRows(minimum: 4, natural: 12), languages: 1, lists: 2, names: 3)
        #expect(tall.map == 12 && tall.names == 3 && tall.gapBeforeNames == 1 && tall.gapBeforeLanguages == 1, "\(tall)")
        // Too short for the map at its minimum: no map, never a map squeezed under it.
        let tiny = DetailBudget.pane(height: 14, facts: 11, map: DetailBudget.MapRows(minimum: 4, natural: 8), languages: 1, lists: 2, names: 1)
        #expect(tiny.map == 0 && tiny.lists == 2, "\(tiny)")
    }

    @Test func aCountrysScreenPacksItsNamesBeforeTheMapGoes() {
        let map = DetailBudget.MapRows(minimum: 4, natural: 18)
        let roomy = DetailBudget.screen(height: 55, rows: 32, packedRows: 20, map: map)
        #expect(roomy == DetailBudget.Screen(rows: 32, packedNames: false, map: 18))
        let packed = DetailBudget.screen(height: 35, rows: 32, packedRows: 20, map: map)
        #expect(packed == DetailBudget.Screen(rows: 20, packedNames: true, map: 14))
        // Even packed the rows do not fit: they scroll above a third of the height.
        let scrolled = DetailBudget.screen(height: 19, rows: 32, packedRows: 22, map: map)
        #expect(scrolled == DetailBudget.Screen(rows: 12, packedNames: true, map: 6))
        #expect(DetailBudget.screen(height: 7, rows: 32, packedRows: 22, map: map) == DetailBudget.Screen(rows: 7, packedNames: false, map: 0))
    }

    @Test func aCutListSaysHowManyItLeavesOut() {
        #expect(CountedNames.fitted(["Austria", "Belgium", "Czechia"], width: 40, ellipsis: "…") == "3: Austria, Belgium, Czechia")
        #expect(CountedNames.fitted(["Austria", "Belgium", "Czechia"], width: 25, ellipsis: "…") == "3: Austria and 2 more")
        #expect(CountedNames.fitted(["Austria", "Belgium", "Czechia"], width: 12, ellipsis: "…") == "3: Austria,…")
        #expect(CountedNames.fitted([], width: 12, ellipsis: "…") == "none")
    }
}
