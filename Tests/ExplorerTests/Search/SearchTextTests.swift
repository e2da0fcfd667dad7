@testable import Explorer
import Testing

@Suite("Search text folding")
struct SearchTextTests {
    @Test(arguments: [
        ("Côte d'Ivoire", "cote d'ivoire"),
        ("ÅLAND", "aland"),
        ("Łódź", "lodz"),
        ("Straße", "strasse"),
        ("Việt Nam", "viet nam"),
        ("São Tomé and Príncipe", "sao tome and principe"),
        ("Curaçao", "curacao"),
        ("Færøerne", "faeroerne"),
        ("Ελλάδα", "ελλαδα"),
        ("Ёлка", "елка"),
    ])
    func foldsCaseAndAccents(original: String, folded: String) {
        #expect(SearchText.fold(original) == folded)
    }

    @Test(arguments: [
        ("ＪＡＰＡＮ", "japan"),
        ("Ｃôｔｅ", "cote"),
        ("ﬁji", "fiji"),
        ("ｱﾒﾘｶ", "アメリカ"),
    ])
    func compatibilityFormsAreTheLettersTheyStandFor(original: String, folded: String) {
        #expect(SearchText.fold(original) == folded)
    }

    @Test(arguments: [("🇯🇵", "jp"), ("🇨🇦", "ca"), ("🇬🇧 ", "gb ")])
    func aFlagIsTheCodeItSpells(flag: String, code: String) {
        #expect(SearchText.fold(flag) == code)
    }

    @Test func aLoneRegionalIndicatorOrAnotherEmojiIsNoFlag() {
        #expect(SearchText.fold("\u{1F1EF}") == "\u{1F1EF}")
        #expect(SearchText.fold("🏳️") == "🏳️")
    }

    @Test(arguments: ["日本", "대한민국", "ไทย", "भारत", "ኢትዮጵያ"])
    func otherScriptsPassThrough(text: String) {
        #expect(SearchText.fold(text) == text)
    }
}
