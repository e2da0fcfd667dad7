import GraphQLTokens

/// The same document on one line, every token at the same byte offset: line breaks and comments become spaces.
///
/// GraphQLSwift locates each validation error by matching every line break of the whole text, so a document
/// of thousands of lines with a few hundred errors took seconds to validate. Validating this copy makes each
/// location cheap; `SourceLines` then gives the real line and column once per reported error.
enum SingleLineCopy {
    /// `text` without line breaks, or nil when it has too few for the copy to pay off, or does not lex.
    static func of(_ text: String, beyond lineBreakCount: Int) -> String? {
        var bytes = Array(text.utf8)
        guard bytes.count(where: { $0 == .newline || $0 == .carriageReturn }) > lineBreakCount else { return nil }
        let tokens = GraphQLLexer(text).tokensBeforeError(keepingComments: true)
        // Past a lexical error the comments are unknown, and one on a line joined to the next would swallow it.
        guard tokens.last?.kind == "<EOF>" else { return nil }
        for comment in tokens where comment.kind == "Comment" {
            bytes.replaceSubrange(comment.start..<comment.end, with: repeatElement(.space, count: comment.end - comment.start))
        }
        for index in bytes.indices where bytes[index] == .newline || bytes[index] == .carriageReturn { bytes[index] = .space }
        return String(decoding: bytes, as: UTF8.self)
    }
}
