import TerminalUI
import Testing

@Suite("Display width as glibc, ncurses and tmux count it")
struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("🇨🇦", 2), ("❤️", 1), ("\u{200B}", 0), ("\t", 0),
    ])
    func clusters(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width)
    }

    @Test func strings() {
        #expect(DisplayWidth.of("Côte d'Ivoire") == 13)
        #expect(DisplayWidth.of("日本") == 4)
        #expect(DisplayWidth.of("🇨🇦 Canada") == 9)
        #expect(DisplayWidth.of("") == 0)
    }

    @Test func sanitiserReplacesWhatTerminalsDisagreeOn() {
        #expect(TextSanitizer.forTerminal("a\tb\nc\u{1B}[2J") == "a b c [2J")
        let family = TextSanitizer.forTerminal("👨‍👩‍👧")
        #expect(family == "👨")
        let england = TextSanitizer.forTerminal("🏴\u{E0067}\u{E0062}\u{E0065}\u{E006E}\u{E0067}\u{E007F}")
        #expect(england == "🏴")
        #expect(TextSanitizer.forTerminal("🇨🇦 日本") == "🇨🇦 日本")
    }
}

@Suite("Truncating, padding and wrapping by columns")
struct TextLayoutTests {
    @Test func truncateNeverSplitsAClusterOrOverflows() {
        #expect(TextLayout.truncate("Côte d'Ivoire", toWidth: 6) == "Côte …")
        #expect(TextLayout.truncate("日本語", toWidth: 4) == "日…")
        #expect(TextLayout.truncate("日本語", toWidth: 6) == "日本語")
        #expect(TextLayout.truncate("🇨🇦 Canada", toWidth: 3) == "🇨🇦…")
        #expect(TextLayout.truncate("e\u{301}e\u{301}e\u{301}", toWidth: 2) == "e\u{301}…")
        #expect(TextLayout.truncate("anything", toWidth: 0) == "")
        for width in 1...12 {
            #expect(DisplayWidth.of(TextLayout.truncate("🇯🇵 日本 Japan", toWidth: width)) <= width)
        }
    }

    @Test func padByColumnsNotCharacters() {
        #expect(TextLayout.pad("日本", toWidth: 6) == "日本  ")
        #expect(DisplayWidth.of(TextLayout.pad("🇨🇦 Canada", toWidth: 12)) == 12)
        #expect(TextLayout.pad("Côte d'Ivoire", toWidth: 5) == "Côte…")
    }

    @Test func wrapAtSpacesAndSplitLongWords() {
        #expect(TextLayout.wrap("Terminal too small for this", toWidth: 10) == ["Terminal", "too small", "for this"])
        #expect(TextLayout.wrap("日本日本日本", toWidth: 4) == ["日本", "日本", "日本"])
        #expect(TextLayout.wrap("", toWidth: 4) == [""])
    }
}
