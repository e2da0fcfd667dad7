import Foundation
import TerminalUI

/// ASCII-only output, for `--ascii` and locales that are not UTF-8: every cluster outside ASCII becomes ASCII
/// of the same width, so that the layout holds.
///
/// Borders become `+-|`, arrows and separators their ASCII look-alikes, `km²` `km2`, a minus sign `-`, Latin
/// letters lose their accents (Côte → Cote), and only what has no ASCII spelling (日本, Ελλάδα) becomes one `?` per
/// column, as a C locale shows it.
enum ASCIIOutput {
    /// The frame with every cell ASCII.
    static func transliterate(_ frame: ScreenBuffer) -> ScreenBuffer {
        var result = frame
        for y in 0..<frame.height {
            var x = 0
            while x < frame.width {
                let cell = frame[x: x, y: y]
                guard !cell.grapheme.isEmpty, !cell.grapheme.utf8.allSatisfy({ $0 < 0x80 }) else {
                    x += 1
                    continue
                }
                let columns = max(1, DisplayWidth.of(cell.grapheme))
                result.put(replacement(cell.grapheme, columns: columns), x: x, y: y, style: cell.style)
                x += columns
            }
        }
        return result
    }

    /// ASCII `columns` wide standing for a cluster: its look-alike from the table; else its compatibility
    /// decomposition when that is ASCII (`²` is `2`, `Ａ` is `A`), its base letter without accents, or a dash, a
    /// quote or a space for its kind of punctuation; `?` only for what has no ASCII spelling (other scripts).
    static func replacement(_ grapheme: String, columns: Int) -> String {
        if columns == 1, let symbol = symbols[grapheme] { return symbol }
        let letters = grapheme.decomposedStringWithCompatibilityMapping.unicodeScalars.filter { !$0.properties.isGraphemeExtend }
        if !letters.isEmpty, letters.count <= columns, letters.allSatisfy({ $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }) {
            return String(String.UnicodeScalarView(letters)) + String(repeating: " ", count: columns - letters.count)
        }
        if let first = grapheme.unicodeScalars.first, let kind = punctuation[first.properties.generalCategory] {
            return kind + String(repeating: " ", count: columns - 1)
        }
        return String(repeating: "?", count: columns)
    }

    /// The ASCII that stands for punctuation and spaces not in the table, by their Unicode category.
    private static let punctuation: [Unicode.GeneralCategory: String] = [
        .dashPunctuation: "-", .initialPunctuation: "\"", .finalPunctuation: "\"", .spaceSeparator: " ",
    ]

    /// Symbols the explorer draws, and punctuation in the data, by their ASCII look-alikes.
    private static let symbols: [String: String] = {
        var table: [String: String] = [
            "…": ".", "·": "-", "›": ">", "‹": "<", "→": ">", "←": "<", "↑": "^", "↓": "v", "—": "-", "–": "-",
            "“": "\"", "”": "\"", "‘": "'", "’": "'", "▏": "|", "×": "x", "ß": "s", "æ": "a", "Æ": "A", "ø": "o",
            "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i", "−": "-", "°": "o", "≤": "<", "≥": ">",
            "«": "\"", "»": "\"", "•": "*", "✓": "*", "◉": "@", "▲": "^", "▼": "v", "ʻ": "'", "ʼ": "'", "′": "'", "″": "\"",
        ]
        for corner in ["┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼", "╭", "╮", "╯", "╰"] { table[corner] = "+" }
        for line in ["─", "━", "═"] { table[line] = "-" }
        for line in ["│", "┃", "║"] { table[line] = "|" }
        return table
    }()
}
