/// Truncating, padding and wrapping by display width, never splitting a grapheme cluster.
///
/// Padding by `String.count` is the classic bug: 日本 is two characters but four columns.
public enum TextLayout {
    /// The text cut to at most `width` columns, ending in "…" when anything was cut.
    public static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        guard DisplayWidth.of(text) > width else { return text }
        var result = ""
        var used = 0
        for character in text {
            let columns = DisplayWidth.of(character)
            if used + columns > width - 1 { break }
            result.append(character)
            used += columns
        }
        return result + "…"
    }

    /// The text truncated or padded with spaces to exactly `width` columns.
    public static func pad(_ text: String, toWidth width: Int) -> String {
        let shown = truncate(text, toWidth: width)
        return shown + String(repeating: " ", count: max(0, width - DisplayWidth.of(shown)))
    }

    /// The text wrapped at spaces into lines of at most `width` columns; over-long words are split.
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { lines.append(line) }
            while wordWidth > width {
                let (head, rest) = split(word, atWidth: width)
                lines.append(head)
                word = rest
                wordWidth = DisplayWidth.of(word)
            }
            line = word
            lineWidth = wordWidth
        }
        if lineWidth > 0 || lines.isEmpty { lines.append(line) }
        return lines
    }

    private static func split(_ word: String, atWidth width: Int) -> (String, String) {
        var head = ""
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let columns = DisplayWidth.of(word[index])
            if used + columns > width, !head.isEmpty { break }
            head.append(word[index])
            used += columns
            index = word.index(after: index)
        }
        return (head, String(word[index...]))
    }
}
