import GraphQL
import GraphQLTokens

/// A syntax error as graphql-js words and places it, from GraphQLSwift's.
///
/// GraphQLSwift's parser stops at the same token as graphql-js's, but words the error in its own way
/// (`Syntax Error GraphQL request (1:5) Expected Name, found ]` and the source quoted beneath it, where graphql-js
/// says `Syntax Error: Expected Name, found "]".`), and its lexer differs from graphql-js's on what is an error
/// and where. So graphql-js's lexer (`GraphQLLexer`) reads the text up to where GraphQLSwift stopped: a lexical
/// error it meets first is the error; otherwise GraphQLSwift's parser error is worded as graphql-js's, with the
/// token described as graphql-js describes it.
enum ReferenceSyntaxError {
    /// graphql-js's error for `text`, which GraphQLSwift refused to parse with `error`, located in the copy that
    /// `copyOffsets` describes.
    static func of(_ text: String, refusedWith error: GraphQLError, copyOffsets: CopyOffsets = CopyOffsets()) -> GraphQLError {
        let stop = error.positions.first.map(copyOffsets.textOffset(of:)) ?? Int.max
        let description = Self.description(in: error.message)
        let tokens: [GraphQLLexer.Token]
        switch GraphQLLexer(text).tokens(through: stop) {
        case .failure(let failure) where failure.tokenStart <= stop:
            return located("Syntax Error: \(failure.message)", at: failure.position, in: text)
        case .failure:
            // A lexical error past the token GraphQLSwift stopped at: graphql-js's parser stops there first.
            tokens = GraphQLLexer(text).tokensBeforeError()
        case .success(let read):
            tokens = read
        }
        let at = tokens.lastIndex { $0.start <= stop }
        let token = at.map { tokens[$0] }
        if token?.kind == "$", description.hasPrefix("Unexpected "), let at, at + 1 < tokens.count, tokens[at + 1].kind == "Name",
           let name = tokens[at + 1].value, isInsideBrackets(tokens[..<at])
        {
            // A variable where a constant goes (a default value): graphql-js names it. Between definitions, where
            // no value goes, it is only an unexpected "$".
            return located("Syntax Error: Unexpected variable \"$\(name)\" in constant value.", at: stop, in: text)
        }
        return located("Syntax Error: \(reworded(description, token: token))", at: stop, in: text)
    }

    /// Whether a token after `tokens` is inside a brace, bracket or parenthesis, rather than between definitions.
    private static func isInsideBrackets(_ tokens: ArraySlice<GraphQLLexer.Token>) -> Bool {
        var depth = 0
        for token in tokens {
            switch token.kind {
            case "{", "[", "(": depth += 1
            case "}", "]", ")": depth -= 1
            default: break
            }
        }
        return depth > 0
    }

    /// A parser message in graphql-js's words: the expected kind quoted when it is a punctuator, the token found
    /// described as graphql-js describes it, and a full stop.
    private static func reworded(_ description: String, token: GraphQLLexer.Token?) -> String {
        guard let token else { return sentence(description) }
        if description.hasPrefix("Expected "), let found = description.range(of: ", found ") {
            let expected = String(description[description.index(description.startIndex, offsetBy: 9)..<found.lowerBound])
            let quoted = GraphQLLexer.isPunctuator(expected) ? "\"\(expected)\"" : expected
            return "Expected \(quoted), found \(token.description)."
        }
        if description.hasPrefix("Unexpected "), !description.hasPrefix("Unexpected character"),
           !description.hasPrefix("Unexpected description")
        {
            return "Unexpected \(token.description)."
        }
        return sentence(description)
    }

    /// GraphQLSwift's description of the error: its message without the source's name, the location and the
    /// quoted source.
    private static func description(in message: String) -> String {
        var text = Substring(message)
        if let location = text.range(of: ") ") { text = text[location.upperBound...] }
        if let quote = text.range(of: "\n\n") { text = text[..<quote.lowerBound] }
        return String(text)
    }

    private static func sentence(_ text: String) -> String {
        text.hasSuffix(".") ? text : text + "."
    }

    private static func located(_ message: String, at position: Int, in text: String) -> GraphQLError {
        GraphQLError(message: message, source: Source(body: text, name: GraphQLParity.sourceName), positions: [position])
    }
}
