import TerminalUI
import Testing

@Suite("Sanitising text before it reaches the terminal")
struct TextSanitizerTests {
    @Test func controlsAndLineSeparatorsBecomeSpaces() {
        #expect(TextSanitizer.forTerminal("a\tb\nc\u{1B}[2J") == "a b c [2J")
        #expect(TextSanitizer.forTerminal("one\r\ntwo") == "one two")
        #expect(TextSanitizer.forTerminal("x\u{7F}y\u{85}z\u{9B}") == "x y z ")
        #expect(TextSanitizer.forTerminal("a\u{2028}b") == "a b")
    }

    @Test(arguments: [
        ("👨‍👩‍👧", "👨"),
        ("🏳️‍🌈", "🏳"),
        ("🧑🏽‍💻", "🧑"),
        ("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}", "🏴"),
        ("👍🏽", "👍"),
        ("🏽", "🏽"),
    ])
    func disputedEmojiBecomeTheirFirstEmoji(text: String, expected: String) {
        #expect(TextSanitizer.forTerminal(text) == expected)
    }

    @Test(arguments: ["Côte d'Ivoire", "Co\u{302}te", "日本", "🇨🇦 Canada", "❤️", "भारत", "क्\u{200D}ष", "Ελλάδα"])
    func everythingElseIsKept(text: String) {
        #expect(TextSanitizer.forTerminal(text) == text)
    }

    /// An override or isolate could reorder what follows it on the line (and forge it): dropped, the text kept.
    @Test func bidirectionalOverridesAndIsolatesAreDropped() {
        #expect(TextSanitizer.forTerminal("abc\u{202E}fed\u{202C}") == "abcfed")
        #expect(TextSanitizer.forTerminal("\u{202A}\u{202B}\u{202D}x\u{2066}\u{2067}\u{2068}y\u{2069}") == "xy")
        #expect(TextSanitizer.forTerminal("e\u{301}\u{202E}") == "e\u{301}")
        #expect(TextSanitizer.forTerminal("עברית \u{200F}") == "עברית \u{200F}", "a right-to-left mark reorders nothing")
    }

    @Test func unprintableScalarsBecomeAReplacementCharacter() {
        #expect(TextSanitizer.forTerminal("a\u{378}b") == "a\u{FFFD}b")
        #expect(TextSanitizer.forTerminal("\u{E0067}x") == "x")
    }
}
