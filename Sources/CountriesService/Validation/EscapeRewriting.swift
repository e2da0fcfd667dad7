/// A copy of a document that GraphQLSwift can read where graphql-js 16 reads it: GraphQLSwift's lexer reads `\u`
/// with four hex digits only, so `"\u{1F1EF}"` and `"\uD83C\uDDEF"` (a surrogate pair) were syntax errors.
///
/// Each such escape is written as GraphQLSwift reads the same character: the character itself beyond U+FFFF,
/// `\u` and four digits (or `\n`, `\t` …) within it. The copy is never longer, and the bytes it saves become
/// spaces after the string's closing quote, so every token starts at the same byte offset as in the text; errors
/// are located in the text itself (`SourceLines`), never in the copy.
enum EscapeRewriting {
    /// The copy of `text`, or nil when it has no such escape (or a lexical error, which the text reports).
    static func copy(of text: String) -> String? {
        guard mayHaveSuchEscape(Array(text.utf8)) else { return nil }
        let lexer = ReferenceLexer(text)
        guard case .success(let tokens) = lexer.tokens() else { return nil }
        var bytes = Array(text.utf8)
        var changed = false
        for token in tokens {
            let escapes = lexer.unicodeEscapesBeyondFourDigits(in: token)
            guard !escapes.isEmpty else { continue }
            var content: [UInt8] = []
            var position = token.start + 1
            for (range, scalar) in escapes {
                content += bytes[position..<range.lowerBound]
                guard let readable = readable(scalar, within: range.count) else { return nil }
                content += readable
                position = range.upperBound
            }
            content += bytes[position..<token.end - 1]
            let rewritten = [UInt8.quote] + content + [UInt8.quote]
            bytes.replaceSubrange(token.start..<token.end, with: rewritten + Array(repeating: .space, count: token.end - token.start - rewritten.count))
            changed = true
        }
        return changed ? String(decoding: bytes, as: UTF8.self) : nil
    }

    /// `scalar` as GraphQLSwift reads it inside a string, in at most `size` bytes; nil for a control character
    /// written `\u{X}`, which has no shorter form.
    private static func readable(_ scalar: UnicodeScalar, within size: Int) -> [UInt8]? {
        if scalar.value > 0xFFFF { return Array(String(scalar).utf8) }
        let short: [UInt32: String] = [0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r"]
        if let escape = short[scalar.value] { return Array(escape.utf8) }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let escape = Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
        return escape.count <= size ? escape : nil
    }

    /// Whether the text has `\u{` or `\uD`, without which there is nothing to rewrite.
    private static func mayHaveSuchEscape(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 2 < bytes.count {
            if bytes[index] == .backslash, bytes[index + 1] == UInt8(ascii: "u"),
               [UInt8.openBrace, UInt8(ascii: "D"), UInt8(ascii: "d")].contains(bytes[index + 2])
            {
                return true
            }
            index += 1
        }
        return false
    }
}
