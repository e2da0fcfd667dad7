import GraphQLTokens

/// Splits GraphQL text into coloured pieces, line by line, for the inspector, from the tokens of `GraphQLLexer`
/// (the client must not link GraphQLSwift). It never fails: text after a lexical error is plain.
enum GraphQLHighlighter {
    /// What a piece of text is, for its colour.
    enum Kind: Sendable, Hashable {
        /// `query`, `mutation`, `subscription`, `fragment`, `on`, `true`, `false`, `null`.
        case keyword
        /// A field, an argument or an alias.
        case name
        /// A type's name: after `:`, after `on`, or an operation's or fragment's own name.
        case typeName
        /// `$code`.
        case variable
        /// `@include`.
        case directive
        /// A string or block string.
        case string
        /// An integer or a float.
        case number
        /// `# …`.
        case comment
        /// `{ } ( ) : ! = …` and the like.
        case punctuation
        /// Spaces, commas and anything else.
        case plain
    }

    /// One piece of a line.
    struct Piece: Sendable, Hashable {
        /// The text.
        var text: String
        /// What it is.
        var kind: Kind
    }

    private static let keywords: Set<String> = ["query", "mutation", "subscription", "fragment", "on", "true", "false", "null"]

    /// The document's lines, each as its pieces; the pieces of a line joined give the line back.
    static func lines(of document: String) -> [[Piece]] {
        var lines: [[Piece]] = [[]]
        for piece in pieces(of: document) {
            // A piece that spans lines (a block string, a line break) is cut at each break.
            let parts = piece.text.split(separator: "\n", omittingEmptySubsequences: false)
            for (index, part) in parts.enumerated() {
                if index > 0 { lines.append([]) }
                if !part.isEmpty { lines[lines.count - 1].append(Piece(text: String(part), kind: piece.kind)) }
            }
        }
        return lines
    }

    /// The document as pieces, in order: graphql-js's tokens, the text between them plain, and whatever follows a
    /// lexical error plain too.
    static func pieces(of document: String) -> [Piece] {
        let bytes = Array(document.utf8)
        var pieces: [Piece] = []
        var position = 0
        // What the last meaningful token said of the name that follows it.
        var previous = ""
        func take(_ end: Int, _ kind: Kind) {
            guard position < end else { return }
            pieces.append(Piece(text: String(decoding: bytes[position..<end], as: UTF8.self), kind: kind))
            position = end
        }
        for token in GraphQLLexer(document).tokensBeforeError(keepingComments: true) {
            take(token.start, .plain)
            switch token.kind {
            case "Name":
                let word = token.value ?? ""
                let kind: Kind = keywords.contains(word) && previous != "$" && previous != "@" ? .keyword
                    : previous == "$" ? .variable
                    : previous == "@" ? .directive
                    : ["query", "mutation", "subscription", "fragment", "on", ":"].contains(previous) ? .typeName
                    : .name
                take(token.end, kind)
                previous = kind == .keyword ? word : "name"
            case "$", "@":
                take(token.end, token.kind == "$" ? .variable : .directive)
                previous = token.kind
            case "String", "BlockString":
                take(token.end, .string)
                previous = "string"
            case "Int", "Float":
                take(token.end, .number)
                previous = "number"
            case "Comment":
                take(token.end, .comment)
            default:
                take(token.end, .punctuation)
                // After `:` comes a type in variable definitions and a value in arguments: a name there is a type.
                previous = token.kind != ":" ? token.kind : isInVariableDefinitions(pieces) ? ":" : "argument:"
            }
        }
        take(bytes.count, .plain)
        return pieces
    }

    /// Whether the pieces so far end inside an operation's variable definitions: an open `(` right after the
    /// operation's name, not yet closed.
    private static func isInVariableDefinitions(_ pieces: [Piece]) -> Bool {
        let meaningful = pieces.filter { $0.kind != .plain && $0.kind != .comment }
        guard let open = meaningful.lastIndex(where: { $0.text == "(" }) else { return false }
        let closed = meaningful[open...].contains { $0.text == ")" }
        return !closed && open > 0 && meaningful[open - 1].kind == .typeName
    }
}
