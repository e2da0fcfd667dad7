/// Splits GraphQL text into coloured pieces, line by line, for the inspector: a small tokenizer of the
/// language's lexical grammar (names, punctuators, numbers, strings, block strings, comments), kept here
/// because the client must not link GraphQLSwift, whose lexer is the only other one in the graph. It never
/// fails: text it does not know is plain.
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

    /// The document as pieces, in order.
    static func pieces(of document: String) -> [Piece] {
        let scalars = Array(document.unicodeScalars)
        var pieces: [Piece] = []
        var index = 0
        // What the last meaningful token said of the name that follows it.
        var previous = ""
        func take(_ end: Int, _ kind: Kind) {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[index..<end])
            pieces.append(Piece(text: String(text), kind: kind))
            index = end
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "#" {
                take(scan(scalars, from: index) { $0 != "\n" && $0 != "\r" }, .comment)
            } else if isNameStart(scalar) {
                let end = scan(scalars, from: index, while: isNamePart)
                let word = String(String.UnicodeScalarView(scalars[index..<end]))
                let kind: Kind = keywords.contains(word) && previous != "$" && previous != "@" ? .keyword
                    : previous == "$" ? .variable
                    : previous == "@" ? .directive
                    : ["query", "mutation", "subscription", "fragment", "on", ":"].contains(previous) ? .typeName
                    : .name
                take(end, kind)
                previous = kind == .keyword ? word : "name"
            } else if scalar == "$" || scalar == "@" {
                take(index + 1, scalar == "$" ? .variable : .directive)
                previous = String(scalar)
            } else if scalar == "\"" {
                take(stringEnd(scalars, from: index), .string)
                previous = "string"
            } else if scalar == "-" || ("0"..."9").contains(scalar) {
                take(scan(scalars, from: index + 1) { ("0"..."9").contains($0) || ".eE+-".unicodeScalars.contains($0) }, .number)
                previous = "number"
            } else if "!()[]{}:=|&".unicodeScalars.contains(scalar) || scalar == "." {
                let end = scalar == "." ? scan(scalars, from: index) { $0 == "." } : index + 1
                take(end, .punctuation)
                // After `:` comes a type in variable definitions and a value in arguments: a name there is a type.
                previous = scalar != ":" ? String(scalar) : isInVariableDefinitions(pieces) ? ":" : "argument:"
            } else {
                take(scan(scalars, from: index + 1) { !isNameStart($0) && !"#$@\"-!()[]{}:=|&.".unicodeScalars.contains($0) && !("0"..."9").contains($0) }, .plain)
            }
        }
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

    /// Where a string or block string that starts at `start` ends (after its closing quotes, or at the end).
    private static func stringEnd(_ scalars: [Unicode.Scalar], from start: Int) -> Int {
        let block = scalars.count >= start + 3 && scalars[start + 1] == "\"" && scalars[start + 2] == "\""
        var index = start + (block ? 3 : 1)
        while index < scalars.count {
            if scalars[index] == "\\" {
                index += 2
            } else if block, index + 2 < scalars.count, scalars[index] == "\"", scalars[index + 1] == "\"", scalars[index + 2] == "\"" {
                return index + 3
            } else if !block, scalars[index] == "\"" || scalars[index] == "\n" {
                return index + 1
            } else {
                index += 1
            }
        }
        return scalars.count
    }

    private static func scan(_ scalars: [Unicode.Scalar], from start: Int, while matches: (Unicode.Scalar) -> Bool) -> Int {
        var index = start
        while index < scalars.count, matches(scalars[index]) { index += 1 }
        return index
    }

    private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    private static func isNamePart(_ scalar: Unicode.Scalar) -> Bool {
        isNameStart(scalar) || ("0"..."9").contains(scalar)
    }
}
