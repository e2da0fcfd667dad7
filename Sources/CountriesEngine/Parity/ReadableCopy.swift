import GraphQLTokens
import JSONCore

/// A copy of a document that GraphQLSwift can read where graphql-js 16 reads it; errors are located in the text
/// itself (`SourceLines`, through `CopyOffsets`), never in the copy.
///
/// - GraphQLSwift's lexer reads `\u` with four hex digits only, so `"\u{1F1EF}"` and `"\uD83C\uDDEF"` (a surrogate
///   pair) were syntax errors; and it refuses a control character in a string or a block string, which graphql-js
///   reads as itself. Each such string is written as a string of the same value that GraphQLSwift reads: the
///   characters beyond U+FFFF themselves, control characters as `\u` and four digits (`\n`, `\t` … for their own).
///   A shorter form is padded with spaces after its closing quote, so the tokens after it stay where they are; a
///   longer one moves them, and `CopyOffsets` turns their offsets back into the text's. A block string so written
///   loses only its `"""` in the messages that quote it.
/// - GraphQLSwift decodes `\f` as U+0012 where graphql-js reads a form feed, U+000C: a string holding a form feed
///   is written again too, the form feed as `\u000C`.
/// - GraphQLSwift ends a comment at a control character and then refuses it; graphql-js reads it as part of the
///   comment. Such a character in a comment becomes a space.
enum ReadableCopy {
    /// The copy of `text` and where it is longer, or nil when it needs none.
    static func of(_ text: String) -> (text: String, copyOffsets: CopyOffsets)? {
        var bytes = Array(text.utf8)
        guard bytes.contains(where: isControlOutsideLines) || mayHaveEscapeToRewrite(bytes) else { return nil }
        let lexer = GraphQLLexer(text)
        // Up to a lexical error only: GraphQLSwift then stops where graphql-js does, at that error or before it.
        let tokens = lexer.tokensBeforeError(keepingComments: true)
        let comments = blankControlsInComments(tokens, in: &bytes)
        var copyOffsets = CopyOffsets()
        let strings = rewriteStrings(tokens, of: lexer, into: &bytes, copyOffsets: &copyOffsets)
        return comments || strings ? (String(decoding: bytes, as: UTF8.self), copyOffsets) : nil
    }

    // MARK: Strings

    /// Writes each string among `tokens` (read by `lexer`) that GraphQLSwift cannot read as one of the same value
    /// that it reads, in `bytes` (a copy of the text's bytes, as long as it, its comments blanked); false when there
    /// is none.
    private static func rewriteStrings(
        _ tokens: [GraphQLLexer.Token], of lexer: GraphQLLexer, into bytes: inout [UInt8], copyOffsets: inout CopyOffsets
    ) -> Bool {
        let tokens = tokens.filter { token in
            guard token.kind == "String" || token.kind == "BlockString", token.value != nil else { return false }
            return bytes[token.start..<token.end].contains(where: isControlOutsideLines) || lexer.hasEscapesBeyondFourDigits(in: token)
                || token.value?.unicodeScalars.contains(formFeed) == true
        }
        guard !tokens.isEmpty else { return false }
        var copy: [UInt8] = []
        copy.reserveCapacity(bytes.count + 16 * tokens.count)
        var position = 0
        for token in tokens {
            copy += bytes[position..<token.start]
            // A JSON string literal is one GraphQLSwift reads: `\"`, `\\`, `\n` … and `\u00XX` for the other controls.
            var literal: [UInt8] = []
            JSONString.append(token.value ?? "", to: &literal)
            spellFormFeedsOut(&literal)
            let length = token.end - token.start
            copyOffsets.record(copyStart: copy.count, textLength: length, copyLength: literal.count)
            literal += Array(repeating: UInt8.space, count: max(0, length - literal.count))
            copy += literal
            position = token.end
        }
        copy += bytes[position...]
        bytes = copy
        return true
    }

    private static let formFeed: Unicode.Scalar = "\u{0C}"

    /// Whether the text has `\u{`, `\uD` or `\f`, without which there is no escape GraphQLSwift misreads.
    private static func mayHaveEscapeToRewrite(_ bytes: [UInt8]) -> Bool {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == .backslash {
                let next = bytes[index + 1]
                if next == UInt8(ascii: "f") { return true }
                if next == UInt8(ascii: "u"), index + 2 < bytes.count,
                   [UInt8.openBrace, UInt8(ascii: "D"), UInt8(ascii: "d")].contains(bytes[index + 2])
                {
                    return true
                }
            }
            index += 1
        }
        return false
    }

    /// Writes each `\f` of a JSON string literal as `\u000C`, the form GraphQLSwift reads as a form feed.
    private static func spellFormFeedsOut(_ literal: inout [UInt8]) {
        var spelled: [UInt8] = []
        var index = 0
        while index < literal.count {
            if literal[index] == .backslash, index + 1 < literal.count {
                if literal[index + 1] == UInt8(ascii: "f") {
                    spelled += Array("\\u000C".utf8)
                } else {
                    spelled += literal[index...index + 1]
                }
                index += 2
            } else {
                spelled.append(literal[index])
                index += 1
            }
        }
        literal = spelled
    }

    // MARK: Comments

    private static func isControlOutsideLines(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != .tab && byte != .newline && byte != .carriageReturn
    }

    /// Blanks the control characters inside the comments among `tokens`; false when there is none.
    private static func blankControlsInComments(_ tokens: [GraphQLLexer.Token], in bytes: inout [UInt8]) -> Bool {
        var blanked = false
        for comment in tokens where comment.kind == "Comment" {
            for index in comment.start..<comment.end where isControlOutsideLines(bytes[index]) {
                bytes[index] = .space
                blanked = true
            }
        }
        return blanked
    }
}
