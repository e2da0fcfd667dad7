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

    /// ASCII text takes a path of its own, a byte at a time: it folds exactly as its graphemes fold one by one.
    @Test(arguments: [
        String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self), String(decoding: (0..<128).filter { $0 != 13 }.map { UInt8($0) }, as: UTF8.self),
        "United States", "ST. KITTS & NEVIS", "A\r\nB", "",
    ])
    func asciiTextFoldsAsItsGraphemesDo(text: String) {
        var scalars: [UInt32] = []
        for grapheme in text { SearchText.fold(grapheme, into: &scalars) }
        #expect(SearchText.fold(text).unicodeScalars.map(\.value) == scalars)
    }

    @Test(arguments: ["日本", "대한민국", "ไทย", "भारत", "ኢትዮጵያ"])
    func otherScriptsPassThrough(text: String) {
        #expect(SearchText.fold(text) == text)
    }
}
