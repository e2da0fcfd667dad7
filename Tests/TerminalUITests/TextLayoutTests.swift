import TerminalUI
import Testing

@Suite("Truncating, padding and wrapping by columns")
struct TextLayoutTests {
    @Test(arguments: [
        ("Côte d'Ivoire", 6, "Côte …"),
        ("Côte d'Ivoire", 13, "Côte d'Ivoire"),
        ("Côte d'Ivoire", 12, "Côte d'Ivoi…"),
        ("日本語", 4, "日…"),
        ("日本語", 5, "日本…"),
        ("日本語", 6, "日本語"),
        ("日本", 1, "…"),
        ("🇨🇦 Canada", 3, "🇨🇦…"),
        ("🇨🇦 Canada", 2, "…"),
        ("e\u{301}e\u{301}e\u{301}", 2, "e\u{301}…"),
        ("anything", 0, ""),
        ("anything", -3, ""),
    ])
    func truncate(text: String, width: Int, expected: String) {
        #expect(TextLayout.truncate(text, toWidth: width) == expected)
    }

    @Test(arguments: ["🇯🇵 日本 Japan", "Côte d'Ivoire", "🇨🇦 Canada", "क्षि भारत"])
    func truncateNeverOverflowsNorSplitsAClusterNorCutsEarly(text: String) {
        let clusters = Array(text)
        for width in 0...(DisplayWidth.of(text) + 1) {
            let shown = TextLayout.truncate(text, toWidth: width)
            #expect(DisplayWidth.of(shown) <= width)
            let kept = shown.hasSuffix("…") && shown != text ? Array(shown.dropLast()) : Array(shown)
            #expect(Array(clusters.prefix(kept.count)) == kept)
            if shown != text, width > 0 {
                // Cut only where the next cluster and the ellipsis would not both fit.
                #expect(DisplayWidth.of(String(kept)) + DisplayWidth.of(clusters[kept.count]) + 1 > width)
            }
        }
    }

    @Test func truncateDrawsWhatItMeasures() {
        #expect(TextLayout.truncate("a\tb", toWidth: 5) == "a b")
        #expect(TextLayout.truncate("👨‍👩‍👧 family", toWidth: 4) == "👨 …")
    }

    @Test(arguments: [
        ("日本", 6, "日本  "),
        ("🇨🇦 Canada", 12, "🇨🇦 Canada   "),
        ("Côte d'Ivoire", 15, "Côte d'Ivoire  "),
        ("Côte d'Ivoire", 5, "Côte…"),
        ("日本", 3, "日…"),
        ("日本", 0, ""),
    ])
    func padByColumnsNotCharacters(text: String, width: Int, expected: String) {
        let padded = TextLayout.pad(text, toWidth: width)
        #expect(padded == expected)
        #expect(DisplayWidth.of(padded) == width)
    }

    @Test(arguments: [
        ("日本", 6, "  日本"),
        ("5 countries", 12, " 5 countries"),
        ("21 countries", 12, "21 countries"),
        ("Côte d'Ivoire", 5, "Côte…"),
        ("日本", 0, ""),
    ])
    func padLeadingByColumnsNotCharacters(text: String, width: Int, expected: String) {
        let padded = TextLayout.padLeading(text, toWidth: width)
        #expect(padded == expected)
        #expect(DisplayWidth.of(padded) == width)
    }

    @Test(arguments: [
        ("Côte d'Ivoire", 6, ["Côte", "d'Ivoi", "re"]),
        ("Côte d'Ivoire", 13, ["Côte d'Ivoire"]),
        ("🇨🇦 Canada", 8, ["🇨🇦", "Canada"]),
        ("🇨🇦 Canada", 9, ["🇨🇦 Canada"]),
        ("日本 日本", 4, ["日本", "日本"]),
        ("日本日本日本", 4, ["日本", "日本", "日本"]),
        ("日本", 3, ["日", "本"]),
        ("日本", 1, ["…", "…"]),
        ("Terminal  too small for this", 10, ["Terminal", "too small", "for this"]),
        ("first\n\nthird line", 5, ["first", "", "third", "line"]),
        ("", 4, [""]),
        ("anything", 0, []),
    ])
    func wrap(text: String, width: Int, expected: [String]) {
        #expect(TextLayout.wrap(text, toWidth: width) == expected)
    }

    @Test func wrappedLinesNeverOverflow() {
        let text = "🇨🇦 Canada, 日本 (Japan) and Côte d'Ivoire: Nederland\tBelgië 👨‍👩‍👧 क्षि"
        for width in 1...20 {
            for line in TextLayout.wrap(text, toWidth: width) {
                #expect(DisplayWidth.of(line) <= width, "\(line) at \(width)")
            }
        }
    }
}

@Suite("Keeping the end of a text, and other ellipses")
struct TextLayoutHeadTests {
    @Test(arguments: [
        ("search text", 20, "search text"),
        ("search text", 6, "… text"),
        ("日本語の検索", 7, "…の検索"),
        ("日本語の検索", 6, "…検索"),
        ("anything", 0, ""),
    ])
    func truncateHeadKeepsTheEnd(text: String, width: Int, expected: String) {
        #expect(TextLayout.truncateHead(text, toWidth: width) == expected)
    }

    @Test func anASCIIEllipsis() {
        #expect(TextLayout.truncate("United States", toWidth: 8, ellipsis: TextLayout.asciiEllipsis) == "Unite...")
        #expect(TextLayout.truncate("United States", toWidth: 2, ellipsis: TextLayout.asciiEllipsis) == "..")
        #expect(TextLayout.truncateHead("United States", toWidth: 8, ellipsis: TextLayout.asciiEllipsis) == "...tates")
    }
}
