/// Lays a document's tokens out as text, in one of three styles (one line; indented lines; noisy, with commas,
/// tabs, CRLF and lone CR line ends, comments holding non-ASCII text and byte order marks between tokens), and
/// breaks a text's syntax for the documents meant to have a syntax error.
enum DocumentLayout {
    private enum Style {
        case compact, pretty, noisy
    }

    /// The text of `definitions`, each a list of tokens.
    static func text(of definitions: [[String]], random: inout SeededRandom) -> String {
        let style = random.weighted([(45, Style.compact), (35, .pretty), (20, .noisy)])
        var text = style == .noisy && random.chance(0.1) ? "\u{FEFF}" : ""
        var indent = 0
        for (index, definition) in definitions.enumerated() {
            if index > 0 { text += style == .compact && random.chance(0.5) ? " " : "\n\n" }
            for (position, token) in definition.enumerated() {
                if position > 0 { text += separator(before: token, style: style, indent: &indent, random: &random) }
                if token == "{" { indent += 1 }
                text += token
            }
            indent = 0
        }
        return text
    }

    private static func separator(before token: String, style: Style, indent: inout Int, random: inout SeededRandom) -> String {
        if token == "}" { indent = max(0, indent - 1) }
        switch style {
        case .compact:
            return " "
        case .pretty:
            let breaks = token == "}" || random.chance(0.35)
            return breaks ? "\n" + String(repeating: "  ", count: indent) : " "
        case .noisy:
            return random.weighted([
                (40, " "), (12, "\n" + String(repeating: "  ", count: indent)), (10, ","), (6, " , "), (6, "\t"),
                (5, "\r\n"), (2, "\r"), (5, " # note é 🇯🇵 \"quoted\n"), (3, "\n\t\t"), (2, "\u{FEFF}"), (4, "   "),
                (5, ",\n"),
            ])
        }
    }

    /// `text` with its syntax broken: cut short, a stray character put in, or replaced by a known bad document.
    static func corrupted(_ text: String, random: inout SeededRandom) -> String {
        var scalars = Array(text.unicodeScalars)
        switch random.int(0..<10) {
        case 0..<3:
            let cut = random.int(0...max(0, scalars.count - 1))
            return String(String.UnicodeScalarView(scalars[..<cut]))
        case 3..<8:
            let stray = random.pick([
                "!", "?", "%", "&", "~", "}", ")", "]", "{", "\"", "\\", "$", "@", ":", "=", "|", "1.", "0x1", "-", ".",
                "..", "\u{01}", "é", "🇯🇵", "\"\"\"", "\u{2028}", "00", "1e", "\"\\x\"", "\"\\u12\"", "\"\\uD83C\"",
                "\"\\u{110000}\"", "\"unterminated\n\"",
            ])
            let at = random.int(0...scalars.count)
            scalars.insert(contentsOf: stray.unicodeScalars, at: at)
            return String(String.UnicodeScalarView(scalars))
        default:
            return random.pick([
                "", "   ", "# only a comment", "{}", "query", "{ country(code: \"JP\" { code } }", "{ countries { code }",
                "{ country(code: \"JP\") { name(lang: ) } }", "query Q($v: ) { __typename }", "fragment F on { code }",
                "{ ... }", "{ ...on Country { code } }", "{ a: b: code }", "{ countries(filter: {code: {eq: \"JP\"}) { code } }",
                "query Q { __typename } }", "{ country(code: \"\u{1F1EF}\u{1F1F5}\") { code } } x", "\u{FEFF}\u{FEFF}",
            ])
        }
    }
}
