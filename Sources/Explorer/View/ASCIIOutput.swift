import Foundation
import TerminalUI

/// ASCII-only output, for `--ascii` and locales that are not UTF-8: every cluster outside ASCII becomes ASCII
/// of the same width, so that the layout holds.
///
/// Borders become `+-|`, arrows and separators their ASCII look-alikes, Latin letters lose their accents
/// (Côte → Cote), and anything else (日本, Ελλάδα) becomes one `?` per column, as a C locale shows it.
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

    /// ASCII `columns` wide standing for a cluster.
    static func replacement(_ grapheme: String, columns: Int) -> String {
        if columns == 1, let symbol = symbols[grapheme] { return symbol }
        if columns == 1, let base = grapheme.decomposedStringWithCanonicalMapping.unicodeScalars.first,
           base.isASCII, base.properties.isAlphabetic {
            return String(base)
        }
        return String(repeating: "?", count: columns)
    }

    /// Symbols the explorer draws, and punctuation in the data, by their ASCII look-alikes.
    private static let symbols: [String: String] = {
        var table: [String: String] = [
            "…": ".", "·": "-", "›": ">", "‹": "<", "→": ">", "←": "<", "↑": "^", "↓": "v", "—": "-", "–": "-",
            "“": "\"", "”": "\"", "‘": "'", "’": "'", "▏": "|", "×": "x", "ß": "s", "æ": "a", "Æ": "A", "ø": "o",
            "Ø": "O", "ł": "l", "Ł": "L", "đ": "d", "Đ": "D", "ı": "i",
        ]
        for corner in ["┌", "┐", "└", "┘", "├", "┤", "┬", "┴", "┼", "╭", "╮", "╯", "╰"] { table[corner] = "+" }
        for line in ["─", "━", "═"] { table[line] = "-" }
        for line in ["│", "┃", "║"] { table[line] = "|" }
        return table
    }()
}
