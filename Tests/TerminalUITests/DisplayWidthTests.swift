#if canImport(Glibc)
import Glibc
#endif
import TerminalUI
import Testing

@Suite("Display width as glibc, ncurses and tmux count it")
struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("🇨🇦", 2), ("❤️", 1), ("\u{200B}", 0), ("भा", 2),
        ("क्षि", 3), ("👍🏽", 4), ("\u{378}", 0),
    ])
    func clusterIsTheSumOfItsScalars(text: String, width: Int) {
        #expect(DisplayWidth.of(Character(text)) == width)
    }

    @Test(arguments: ["\t", "\n", "\r\n", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}"])
    func controlsTakeNoColumn(text: String) {
        #expect(DisplayWidth.of(Character(text)) == 0)
        #expect(DisplayWidth.of(text) == 0)
    }

    @Test func stringsAndSubstrings() {
        #expect(DisplayWidth.of("Canada") == 6)
        #expect(DisplayWidth.of("Côte d'Ivoire") == 13)
        #expect(DisplayWidth.of("Co\u{302}te d'Ivoire") == 13)
        #expect(DisplayWidth.of("日本") == 4)
        #expect(DisplayWidth.of("🇨🇦 Canada") == 9)
        #expect(DisplayWidth.of("") == 0)
        #expect(DisplayWidth.of("日本 Japan".dropFirst()) == 8)
        #expect(["日本", "Côte d'Ivoire", "🇨🇦"].map(DisplayWidth.of) == [4, 13, 2])
    }

    @Test func aZWJFamilyIsOneEmojiWideOnceSanitised() {
        let family = "👨‍👩‍👧"
        #expect(DisplayWidth.of(family) == 6)
        #expect(DisplayWidth.of(TextSanitizer.forTerminal(family)) == 2)
    }

    #if canImport(Glibc)
    @Test func everyScalarMatchesThisMachinesWcwidth() throws {
        // Glibc's Swift module hides wcwidth (an X/Open function), so look it up as ncurses would link it.
        let symbol = try #require(dlsym(nil, "wcwidth"))
        let wcwidth = unsafeBitCast(symbol, to: (@convention(c) (wchar_t) -> Int32).self)
        let locale = try #require(newlocale(LC_CTYPE_MASK, "C.UTF-8", nil))
        let previous = uselocale(locale)
        defer {
            uselocale(previous)
            freelocale(locale)
        }
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = max(0, Int(wcwidth(wchar_t(bitPattern: value))))
            if DisplayWidth.of(scalar) != expected, mismatches.count < 10 {
                mismatches.append("U+\(String(value, radix: 16, uppercase: true)): \(DisplayWidth.of(scalar)) ≠ \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }
    #endif
}
