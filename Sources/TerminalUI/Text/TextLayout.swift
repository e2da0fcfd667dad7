/// Truncating, padding and wrapping by display width, never splitting a grapheme cluster.
///
/// Every function sanitises its text first (see `TextSanitizer`), so the widths it works with are the widths
/// `ScreenBuffer.put` will draw. Padding by `String.count` is the classic bug: 日本 is two characters, four columns.
public enum TextLayout {
    /// The ellipsis that marks cut text (one column).
    public static let ellipsis = "…"
    /// The ellipsis of ASCII-only output.
    public static let asciiEllipsis = "..."

    /// The text cut to at most `width` columns, ending in `ellipsis` when anything was cut ("" when `width` ≤ 0;
    /// as much of the ellipsis as fits when even it does not).
    public static func truncate(_ text: String, toWidth width: Int, ellipsis: String = TextLayout.ellipsis) -> String {
        cut(text, toWidth: width, ellipsis: ellipsis, keepingEnd: false)
    }

    /// The text's end, cut at the start to at most `width` columns, beginning with `ellipsis` when anything was
    /// cut: how a search field shows text longer than itself.
    public static func truncateHead(_ text: String, toWidth width: Int, ellipsis: String = TextLayout.ellipsis) -> String {
        cut(text, toWidth: width, ellipsis: ellipsis, keepingEnd: true)
    }

    /// The text cut to at most `width` columns of whole clusters from its start (or its end), `ellipsis` where it
    /// was cut.
    private static func cut(_ text: String, toWidth width: Int, ellipsis: String, keepingEnd: Bool) -> String {
        guard width > 0 else { return "" }
        let safe = TextSanitizer.forTerminal(text)
        guard DisplayWidth.of(safe) > width else { return safe }
        let room = width - DisplayWidth.of(ellipsis)
        guard room >= 0 else { return String(ellipsis.prefix(width)) }
        var kept: [Character] = []
        var used = 0
        for character in keepingEnd ? Array(safe.reversed()) : Array(safe) {
            let columns = DisplayWidth.of(character)
            guard used + columns <= room else { break }
            kept.append(character)
            used += columns
        }
        return keepingEnd ? ellipsis + String(kept.reversed()) : String(kept) + ellipsis
    }

    /// The text truncated or padded with spaces to exactly `width` columns ("" when `width` ≤ 0).
    public static func pad(_ text: String, toWidth width: Int, ellipsis: String = TextLayout.ellipsis) -> String {
        let shown = truncate(text, toWidth: width, ellipsis: ellipsis)
        return shown + String(repeating: " ", count: max(0, width - DisplayWidth.of(shown)))
    }

    /// The text truncated, or padded with spaces before it, to exactly `width` columns: a right-aligned column.
    public static func padLeading(_ text: String, toWidth width: Int, ellipsis: String = TextLayout.ellipsis) -> String {
        let shown = truncate(text, toWidth: width, ellipsis: ellipsis)
        return String(repeating: " ", count: max(0, width - DisplayWidth.of(shown))) + shown
    }

    /// The text wrapped at spaces into lines of at most `width` columns (none when `width` ≤ 0).
    ///
    /// Line breaks in the text are kept (an empty line stays empty), runs of spaces collapse, a word wider than
    /// a line is split between clusters, and a cluster wider than the whole line becomes "…".
    public static func wrap(_ text: String, toWidth width: Int) -> [String] {
        guard width > 0 else { return [] }
        return text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).flatMap { paragraph in
            wrapParagraph(TextSanitizer.forTerminal(String(paragraph)), toWidth: width)
        }
    }

    /// One line-break-free paragraph wrapped; always at least one line.
    private static func wrapParagraph(_ paragraph: String, toWidth width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ") {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if !line.isEmpty, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            while wordWidth > width {
                let (head, rest) = split(word, toWidth: width)
                lines.append(head)
                word = rest
                wordWidth = DisplayWidth.of(word)
            }
            line = word
            lineWidth = wordWidth
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The longest head of `word` that fits in `width` columns (at least one cluster, cut to "…" if too wide), and the rest.
    private static func split(_ word: String, toWidth width: Int) -> (head: String, rest: String) {
        var head = ""
        var used = 0
        var index = word.startIndex
        while index < word.endIndex {
            let columns = DisplayWidth.of(word[index])
            if used + columns > width {
                if head.isEmpty {
                    head = ellipsis
                    index = word.index(after: index)
                }
                break
            }
            head.append(word[index])
            used += columns
            index = word.index(after: index)
        }
        return (head, String(word[index...]))
    }
}
