@testable import TerminalUI
import Testing

@Suite("Display width by the Unicode 15.0 rules, whatever the libc")
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

    @Test func theTableSaysItsUnicodeVersion() {
        #expect(WidthTable.unicodeVersion == "15.0.0")
    }

    /// Scalars picked by hand, one or two for each rule and each exception, with the class the table must give.
    @Test(arguments: [
        (0x0041, ScalarClass.single), (0x00E9, .single), (0x0301, .zero), (0x20DD, .zero), (0x200B, .zero),
        (0x200D, .zero), (0xFE0F, .zero), (0xE0001, .zero), (0x00AD, .single), (0x0600, .single), (0x110BD, .single),
        (0x1160, .zero), (0x11FF, .zero), (0xD7B0, .zero), (0x1100, .double), (0xAC00, .double), (0x65E5, .double),
        (0x3042, .double), (0x30A2, .double), (0xFF71, .single), (0xFF21, .double), (0x3000, .double),
        (0x302A, .zero), (0x20000, .double), (0x31350, .double), (0x1F600, .double), (0x231A, .double),
        (0x1F3FB, .double), (0x1FAE8, .double), (0x2764, .single), (0x2600, .single), (0x1F1E6, .single),
        (0x00A1, .single), (0x00B1, .single), (0x03B1, .single), (0x0410, .single), (0x2460, .single),
        (0x2500, .single), (0x3248, .single), (0x4DC0, .single), (0xE000, .single), (0x10FFFD, .single),
        (0x0378, .unprintable), (0x2028, .unprintable), (0x2029, .unprintable), (0xFFFF, .unprintable),
        (0xFDD0, .unprintable), (0x1FAE9, .unprintable), (0x2FFC, .unprintable),
    ] as [(UInt32, ScalarClass)])
    func handPickedScalars(value: UInt32, expected: ScalarClass) {
        #expect(ScalarClass.of(value) == expected, "U+\(String(value, radix: 16, uppercase: true))")
    }

    /// Nonspacing and enclosing marks take no column; so do format characters, but for the soft hyphen and the
    /// prepended concatenation marks (U+0600 ARABIC NUMBER SIGN spans the digits after it), which are drawn.
    @Test func marksAndFormatCharactersTakeNoColumn() {
        let drawnFormats: Set<UInt32> = [0x00AD, 0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06DD, 0x070F,
                                         0x0890, 0x0891, 0x08E2, 0x110BD, 0x110CD]
        let wrong = scalars(assignedBy: (15, 0)).filter { scalar in
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: ScalarClass.of(scalar.value) != .zero
            case .format: ScalarClass.of(scalar.value) != (drawnFormats.contains(scalar.value) ? .single : .zero)
            default: false
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map(Self.name))")
    }

    /// Ideographs, Hangul syllables, kana and fullwidth forms are East Asian Wide or Fullwidth; halfwidth forms
    /// are not.
    @Test func eastAsianWideAndFullwidthTakeTwoColumns() {
        var wrong: [Unicode.Scalar] = []
        for scalar in scalars(assignedBy: (15, 0)) {
            let properties = scalar.properties
            let name = properties.name ?? ""
            let expected: ScalarClass? = if name.hasPrefix("HALFWIDTH ") {
                .single
            } else if properties.generalCategory == .nonspacingMark {
                nil
            } else if properties.isIdeographic || name.hasPrefix("FULLWIDTH ") || name.hasPrefix("HANGUL SYLLABLE ")
                || name.hasPrefix("HIRAGANA LETTER ") || name.hasPrefix("KATAKANA LETTER ") {
                .double
            } else {
                nil
            }
            if let expected, ScalarClass.of(scalar.value) != expected { wrong.append(scalar) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map(Self.name))")
    }

    /// Every emoji with emoji presentation takes two columns, except the regional indicators: one each, so that
    /// a flag, a pair of them, takes two.
    @Test func emojiPresentationTakesTwoColumnsButRegionalIndicatorsOne() {
        let wrong = scalars(assignedBy: (15, 0)).filter { scalar in
            guard scalar.properties.isEmojiPresentation else { return false }
            let regionalIndicator = (0x1F1E6...0x1F1FF).contains(scalar.value)
            return ScalarClass.of(scalar.value) != (regionalIndicator ? .single : .double)
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map(Self.name))")
        #expect(DisplayWidth.of("🇯🇵") == 2)
    }

    /// A scalar that Unicode 15.0 does not assign is not printed, even where the toolchain's newer data knows it:
    /// the table follows one version, not the machine.
    @Test func scalarsUnassignedInThatVersionAreUnprintable() {
        var wrong: [UInt32] = []
        for value in UInt32(0xA0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let assigned = scalar.properties.age.map { $0.major < 15 || ($0.major == 15 && $0.minor == 0) } ?? false
            if !assigned, ScalarClass.of(value) != .unprintable { wrong.append(value) }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(10).map { String($0, radix: 16) })")
    }

    /// East Asian Ambiguous scalars take one column, as in a Western terminal; a CJK terminal set to draw them
    /// wide will disagree (see the README's "Display width").
    @Test(arguments: ["±", "×", "α", "Д", "①", "─", "■", "★", "…", "‘"])
    func eastAsianAmbiguousTakesOneColumn(text: String) {
        #expect(DisplayWidth.of(text) == 1)
    }

    /// Emoji presentation asked for by a variation selector is not counted: ❤️ is ❤ (one column) and VS16 (none),
    /// as wcwidth counts it, though many terminals draw it two columns wide. Text presentation is one column.
    @Test func variationSelectorsDoNotChangeTheWidth() {
        #expect(DisplayWidth.of("\u{2764}\u{FE0F}") == 1)
        #expect(DisplayWidth.of("\u{231A}\u{FE0E}") == 2)
        #expect(DisplayWidth.of("\u{2600}\u{FE0F}") == 1)
    }

    /// The scalars Unicode assigned by `version` (major, minor), from the toolchain's own Unicode data.
    private func scalars(assignedBy version: (Int, Int)) -> [Unicode.Scalar] {
        (UInt32(0xA0)...0x10FFFF).compactMap { value in
            guard let scalar = Unicode.Scalar(value), let age = scalar.properties.age,
                  (age.major, age.minor) <= version else { return nil }
            return scalar
        }
    }

    private static func name(_ scalar: Unicode.Scalar) -> String {
        "U+\(String(scalar.value, radix: 16, uppercase: true)) \(scalar.properties.name ?? "")"
    }
}
