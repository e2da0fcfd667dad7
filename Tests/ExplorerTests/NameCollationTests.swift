@testable import Explorer
import ExplorerApp
import Testing

/// A state whose country list holds `names` (code, name), loaded, in `collation`'s order.
private func listed(_ names: [(String, String)], collation: NameCollation) -> [String] {
    var state = ExplorerState(width: 100, height: 30, collation: collation)
    let countries = names.map { code, name in
        Fixtures.country(code, name, name, "", capital: nil, currency: nil, continent: ("AS", "Asia"))
    }
    for command in state.update(.key(.resize(width: 100, height: 30))) {
        guard case .fetch(.allCountries, _) = command else { continue }
        _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, countries), Fixtures.origin)))
    }
    return state.screen.rows.compactMap { row in
        if case .country(let country) = row.item { return country.name }
        return nil
    }
}

@Suite("Names in the order their readers expect: a collation passed in as an order")
struct NameCollationTests {
    private let chinese = [("BT", "不丹"), ("CN", "中国"), ("BR", "巴西"), ("AF", "阿富汗")]

    @Test func theFoldedOrderIsTheDefault() {
        #expect(NameCollation.folded.sortKeys(["Åland", "Zambia", "albania"]) == ["aland", "zambia", "albania"])
        #expect(listed(chinese, collation: .folded) == ["不丹", "中国", "巴西", "阿富汗"], "by code point")
    }

    @Test func aCollationPassedInOrdersTheList() {
        #expect(listed(chinese, collation: NameCollation { $0 > $1 }) == ["阿富汗", "巴西", "中国", "不丹"])
    }

    @Test func chineseNamesGoInPinyinOrderAndPersianInItsAlphabet() throws {
        let zh = try #require(NameLanguage(code: "zh"))
        #expect(listed(chinese, collation: LocaleCollation.collation(for: zh)) == ["阿富汗", "巴西", "不丹", "中国"])
        let fa = try #require(NameLanguage(code: "fa"))
        #expect(listed([("AW", "آروبا"), ("AR", "آرژانتین")], collation: LocaleCollation.collation(for: fa)) == ["آرژانتین", "آروبا"])
        let french = try #require(NameLanguage(code: "fr"))
        #expect(listed([("AX", "Åland"), ("AL", "Albanie")], collation: LocaleCollation.collation(for: french)) == ["Åland", "Albanie"],
                "Latin alphabets keep the folded order")
    }
}
