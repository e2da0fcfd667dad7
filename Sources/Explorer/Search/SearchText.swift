import Foundation

/// Text normalisation for search: case- and diacritic-insensitive folding, one grapheme at a time.
///
/// Latin, Greek and Cyrillic letters lose their case and accents (`Côte` → `cote`, `Ÿ` → `y`, `Ё` → `е`), and
/// letters with strokes or ligatures are spelled the way people type them (`Ł` → `l`, `ß` → `ss`, `Æ` → `ae`).
/// Compatibility forms become the characters they stand for (full-width `ＪＡＰＡＮ` → `japan`), and a flag emoji the
/// code it spells (`🇨🇦` → `ca`). Every other script only loses case, so `日本` stays `日本`.
enum SearchText {
    /// `text` folded for matching, separators kept: `Côte d'Ivoire` → `cote d'ivoire`, `Łódź` → `lodz`.
    static func fold(_ text: String) -> String {
        // Most names are ASCII, where each byte is a grapheme of its own (a CR could join the LF after it) and
        // folding only lowers the case: a byte at a time, with no grapheme breaking.
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            return String(decoding: text.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
        }
        var scalars: [UInt32] = []
        for grapheme in text { fold(grapheme, into: &scalars) }
        var folded = String.UnicodeScalarView()
        folded.append(contentsOf: scalars.compactMap(Unicode.Scalar.init))
        return String(folded)
    }

    /// Whether `grapheme` separates words, so that a query may leave it out: whitespace, apostrophes,
    /// hyphens and dashes, and the punctuation that appears inside names (`St. Kitts & Nevis`, `Bonaire, Saba`).
    static func isSeparator(_ grapheme: Character) -> Bool {
        if let ascii = grapheme.asciiValue { return isSeparator(ascii: ascii) }
        return grapheme.isWhitespace || separators.contains(grapheme)
    }

    /// Whether the ASCII character `ascii` separates words (the fast path of `isSeparator(_:)`).
    static func isSeparator(ascii: UInt8) -> Bool {
        (9...13).contains(ascii) || asciiSeparators.contains(ascii)
    }

    /// Appends the folded scalars of `grapheme` (usually one, sometimes none or several) to `scalars`.
    static func fold(_ grapheme: Character, into scalars: inout [UInt32]) {
        if let ascii = grapheme.asciiValue {
            scalars.append(UInt32((65...90).contains(ascii) ? ascii + 32 : ascii))
            return
        }
        if let code = flagCode(grapheme) {
            scalars.append(contentsOf: code)
            return
        }
        // Compatibility forms are the letters they stand for: full-width `ＪＡＰＡＮ` is `japan`, `ﬁ` is `fi`.
        let compatible = String(grapheme).precomposedStringWithCompatibilityMapping
        let lowered = compatible.lowercased()
        guard let base = compatible.unicodeScalars.first, stripsMarks(base) else {
            scalars.append(contentsOf: lowered.unicodeScalars.lazy.map(\.value))
            return
        }
        for scalar in lowered.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            if let spelled = spelledOut[scalar] {
                scalars.append(contentsOf: spelled.unicodeScalars.lazy.map(\.value))
            } else {
                scalars.append(scalar.value)
            }
        }
    }

    /// The flags of `query` when it holds nothing else but separators (`🇫🇷🇩🇪`, `🇫🇷 🇩🇪`), each as its own text;
    /// else empty.
    static func flags(in query: String) -> [String] {
        var flags: [String] = []
        for grapheme in query where !isSeparator(grapheme) {
            guard flagCode(grapheme) != nil else { return [] }
            flags.append(String(grapheme))
        }
        return flags
    }

    /// The lower-case code a flag emoji spells with its two regional indicators (`🇯🇵` → `jp`), else nil.
    private static func flagCode(_ grapheme: Character) -> [UInt32]? {
        let indicators = grapheme.unicodeScalars.map(\.value)
        let letterA: UInt32 = 0x1F1E6
        guard indicators.count == 2, indicators.allSatisfy({ (letterA...letterA + 25).contains($0) }) else { return nil }
        return indicators.map { $0 - letterA + UInt32(UInt8(ascii: "a")) }
    }

    /// Whether a grapheme starting with `base` is Latin, Greek or Cyrillic, whose accents searches ignore.
    private static func stripsMarks(_ base: Unicode.Scalar) -> Bool {
        base.value < 0x0530 || (0x1E00..<0x2000).contains(base.value)
    }

    /// The ASCII separators besides tabs and line breaks.
    private static let asciiSeparators = Set(" '`-(),./&:;\"".utf8)

    /// The other separators besides whitespace: typographic apostrophes, hyphens and dashes.
    private static let separators: Set<Character> = ["’", "‘", "ʼ", "‐", "‑", "‒", "–", "—"]

    /// Lower-case letters that canonical decomposition leaves alone but people type without their stroke.
    private static let spelledOut: [Unicode.Scalar: String] = [
        "ł": "l", "ø": "o", "đ": "d", "ð": "d", "ħ": "h", "ı": "i", "ŀ": "l", "ŧ": "t", "ß": "ss", "æ": "ae",
        "œ": "oe", "þ": "th", "ς": "σ",
    ]
}
