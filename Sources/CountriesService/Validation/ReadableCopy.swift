/// A copy of a document that GraphQLSwift can read where graphql-js 16 reads it, with every token at the byte
/// offset it has in the text; errors are located in the text itself (`SourceLines`), never in the copy.
///
/// - GraphQLSwift's lexer reads `\u` with four hex digits only, so `"\u{1F1EF}"` and `"\uD83C\uDDEF"` (a surrogate
///   pair) were syntax errors. Each such escape is written as GraphQLSwift reads the same character: the character
///   itself beyond U+FFFF, `\u` and four digits (or `\n`, `\t` …) within it. That is never longer, and the bytes it
///   saves become spaces after the string's closing quote.
/// - GraphQLSwift ends a comment at a control character and then refuses it; graphql-js reads it as part of the
///   comment. Such a character in a comment becomes a space.
/// - GraphQLSwift refuses a control character in a string or a block string; graphql-js reads it as itself. Such
///   a string is written with the character escaped (`\u0001`), and a block string as a string of its value. Only
///   this makes the copy longer, so the tokens after it move, and `CopyOffsets` turns their offsets back into the
///   text's.
enum ReadableCopy {
    /// The copy of `text` and where it is longer, or nil when it needs none.
    static func of(_ text: String) -> (text: String, copyOffsets: CopyOffsets)? {
        var bytes = Array(text.utf8)
        let escapes = mayHaveLongEscape(bytes) && rewriteLongEscapes(in: text, into: &bytes)
        let comments = bytes.contains(where: isControlOutsideLines) && blankControlsInComments(&bytes)
        var copyOffsets = CopyOffsets()
        let strings = bytes.contains(where: isControlOutsideLines) && escapeControlsInStrings(of: text, into: &bytes, copyOffsets: &copyOffsets)
        return escapes || comments || strings ? (String(decoding: bytes, as: UTF8.self), copyOffsets) : nil
    }

    // MARK: Escapes

    /// Rewrites the long escapes of `text` in `bytes` (a copy of its bytes); false when there is none to rewrite
    /// or one cannot be.
    private static func rewriteLongEscapes(in text: String, into bytes: inout [UInt8]) -> Bool {
        let lexer = ReferenceLexer(text)
        // Up to a lexical error only: GraphQLSwift then stops where graphql-js does, at that error or before it.
        let tokens = lexer.tokensBeforeError()
        var rewritten = bytes
        var changed = false
        for token in tokens {
            let escapes = lexer.unicodeEscapesBeyondFourDigits(in: token)
            guard !escapes.isEmpty else { continue }
            var content: [UInt8] = []
            var position = token.start + 1
            for (range, scalar) in escapes {
                content += bytes[position..<range.lowerBound]
                guard let readable = readable(scalar, within: range.count) else { return false }
                content += readable
                position = range.upperBound
            }
            content += bytes[position..<token.end - 1]
            let string = [UInt8.quote] + content + [UInt8.quote]
            let padding = Array(repeating: UInt8.space, count: token.end - token.start - string.count)
            rewritten.replaceSubrange(token.start..<token.end, with: string + padding)
            changed = true
        }
        if changed { bytes = rewritten }
        return changed
    }

    /// `scalar` as GraphQLSwift reads it inside a string, in at most `size` bytes; nil for a control character
    /// written `\u{X}`, which has no form as short.
    private static func readable(_ scalar: UnicodeScalar, within size: Int) -> [UInt8]? {
        if scalar.value > 0xFFFF { return Array(String(scalar).utf8) }
        let short: [UInt32: String] = [0x08: "\\b", 0x09: "\\t", 0x0A: "\\n", 0x0C: "\\f", 0x0D: "\\r"]
        if let escape = short[scalar.value] { return Array(escape.utf8) }
        let escape = escaped(scalar)
        return escape.count <= size ? escape : nil
    }

    /// Whether the text has `\u{` or `\uD`, without which there is no long escape.
    private static func mayHaveLongEscape(_ bytes: [UInt8]) -> Bool {
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

    // MARK: Comments

    private static func isControlOutsideLines(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != .tab && byte != .newline && byte != .carriageReturn
    }

    /// Blanks the control characters inside comments; false when there is none.
    private static func blankControlsInComments(_ bytes: inout [UInt8]) -> Bool {
        var blanked: [Int] = []
        bytes.withUnsafeBufferPointer { buffer in
            TextScanning.pieces(buffer) { piece, range in
                if piece == .comment { blanked += range.filter { isControlOutsideLines(buffer[$0]) } }
            }
        }
        for index in blanked { bytes[index] = .space }
        return !blanked.isEmpty
    }

    // MARK: Control characters in strings

    /// Writes each string and block string of `text` that holds a control character as a string GraphQLSwift
    /// reads as the same value, in `bytes` (a copy of its bytes, as long as it); false when there is none.
    private static func escapeControlsInStrings(of text: String, into bytes: inout [UInt8], copyOffsets: inout CopyOffsets) -> Bool {
        let tokens = ReferenceLexer(text).tokensBeforeError().filter { token in
            (token.kind == "String" || token.kind == "BlockString") && bytes[token.start..<token.end].contains(where: isControlOutsideLines)
        }
        guard !tokens.isEmpty else { return false }
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.count + 16 * tokens.count)
        var position = 0
        for token in tokens {
            copy += bytes[position..<token.start]
            var literal = token.kind == "String"
                ? bytes[token.start..<token.end].flatMap { isControlOutsideLines($0) ? escaped(UnicodeScalar($0)) : [$0] }
                : quoted(token.value ?? "")
            let length = token.end - token.start
            copyOffsets.record(copyStart: copy.count, textLength: length, copyLength: literal.count)
            // A shorter form is padded, so that the tokens after it stay where they are.
            literal += Array(repeating: UInt8.space, count: max(0, length - literal.count))
            copy += literal
            position = token.end
        }
        copy += bytes[position...]
        bytes = copy
        return true
    }

    /// `value` as a string literal: quotes, backslashes, line breaks and control characters escaped.
    private static func quoted(_ value: String) -> [UInt8] {
        var literal: [UInt8] = [.quote]
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": literal += [.backslash, .backslash]
            case "\"": literal += [.backslash, .quote]
            case "\n": literal += Array(#"\n"#.utf8)
            case "\r": literal += Array(#"\r"#.utf8)
            case "\t": literal += Array(#"\t"#.utf8)
            default: literal += scalar.value < 0x20 ? escaped(scalar) : Array(String(scalar).utf8)
            }
        }
        return literal + [.quote]
    }

    /// `\u` and four hex digits.
    private static func escaped(_ scalar: UnicodeScalar) -> [UInt8] {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return Array((#"\u"# + String(repeating: "0", count: max(0, 4 - hex.count)) + hex).utf8)
    }
}
