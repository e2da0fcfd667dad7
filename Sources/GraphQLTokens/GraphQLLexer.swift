/// graphql-js 16's lexer, read for its tokens and its first error: where GraphQLSwift's lexer and graphql-js's
/// disagree (a control character in a string, a surrogate pair written as two escapes, `\u{…}`, the column and
/// wording of an error), this one decides what a syntax error says and where; the inspector colours its tokens.
///
/// It reads the text's UTF-8 bytes; offsets are byte offsets, as GraphQLSwift's are.
public struct GraphQLLexer {
    /// A token, as graphql-js describes it in a syntax error: its kind, and its value where it has one.
    public struct Token: Equatable, Sendable {
        /// Where the token starts and ends, in bytes.
        public let start: Int
        public let end: Int
        /// graphql-js's `TokenKind`: `Name`, `Int`, `Float`, `String`, `BlockString`, `Comment`, `<EOF>` or the
        /// punctuator itself.
        public let kind: String
        /// The value of a name, a number or a string (escapes read, a block string dedented).
        public let value: String?

        /// graphql-js's `getTokenDesc`: `"{"`, `<EOF>`, `Name "country"`, `String "JP"`.
        public var description: String {
            let kindText = GraphQLLexer.isPunctuator(kind) ? "\"\(kind)\"" : kind
            return value.map { "\(kindText) \"\($0)\"" } ?? kindText
        }
    }

    /// A lexical error: graphql-js's message (without `Syntax Error: `), where it is, and where the token it
    /// was reading starts.
    public struct Failure: Error, Equatable {
        /// What graphql-js says.
        public let message: String
        /// The byte offset of the error.
        public let position: Int
        /// The byte offset of the token it was reading.
        public let tokenStart: Int
    }

    private let bytes: [UInt8]

    /// A lexer over `text`.
    public init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The tokens (comments left out) up to the first whose start is past `limit`, ending with `<EOF>`; or the
    /// first lexical error among them.
    public func tokens(through limit: Int = .max) -> Result<[Token], Failure> {
        var tokens: [Token] = []
        if let failure = read(into: &tokens, through: limit) { return .failure(failure) }
        return .success(tokens)
    }

    /// The tokens before the first lexical error, or all of them; comments only when `keepingComments`.
    public func tokensBeforeError(keepingComments: Bool = false) -> [Token] {
        var tokens: [Token] = []
        _ = read(into: &tokens, through: .max, keepingComments: keepingComments)
        return tokens
    }

    private func read(into tokens: inout [Token], through limit: Int, keepingComments: Bool = false) -> Failure? {
        var position = 0
        do throws(Failure) {
            while true {
                let token = try nextToken(from: position)
                position = token.end
                if token.kind == "Comment", !keepingComments { continue }
                tokens.append(token)
                if token.kind == "<EOF>" || token.start > limit { return nil }
            }
        } catch {
            return error
        }
    }

    /// Whether a `String` token holds an escape that graphql-js reads and GraphQLSwift's lexer does not: `\u{…}`,
    /// or a surrogate pair written as two `\u` escapes.
    public func hasEscapesBeyondFourDigits(in token: Token) -> Bool {
        guard token.kind == "String" else { return false }
        var position = token.start + 1
        while position < token.end - 1 {
            guard bytes[position] == .backslash else {
                position += scalar(at: position).1
                continue
            }
            guard let escape = try? escape(at: position, tokenStart: token.start) else { return false }
            if bytes[position + 1] == UInt8(ascii: "u"), bytes[position + 2] == .openBrace || escape.size == 12 { return true }
            position += escape.size
        }
        return false
    }

    /// graphql-js's `TokenKind` values that are punctuators, which its messages quote.
    public static func isPunctuator(_ kind: String) -> Bool {
        ["!", "$", "&", "(", ")", "...", ":", "=", "@", "[", "]", "{", "|", "}"].contains(kind)
    }

    // MARK: Tokens

    private func nextToken(from start: Int) throws(Failure) -> Token {
        var position = start
        while position < bytes.count {
            let code = bytes[position]
            switch code {
            case .tab, .space, .comma, .newline, .carriageReturn:
                position += 1
                continue
            case 0xEF where byte(at: position + 1) == 0xBB && byte(at: position + 2) == 0xBF:
                position += 3  // U+FEFF, the byte order mark, is white space.
                continue
            case .hash:
                return comment(from: position)
            case .quote:
                if byte(at: position + 1) == .quote && byte(at: position + 2) == .quote {
                    return try blockString(from: position)
                }
                return try string(from: position)
            case .dot:
                if byte(at: position + 1) == .dot && byte(at: position + 2) == .dot {
                    return Token(start: position, end: position + 3, kind: "...", value: nil)
                }
            default:
                let character = String(UnicodeScalar(code))
                if code < 0x80, Self.isPunctuator(character) {
                    return Token(start: position, end: position + 1, kind: character, value: nil)
                }
                if code.isDigit || code == .minus { return try number(from: position) }
                if Self.isNameStart(code) { return name(from: position) }
            }
            let message = code == UInt8(ascii: "'")
                ? "Unexpected single quote character ('), did you mean to use a double quote (\")?"
                : "Unexpected character: \(printed(at: position))."
            throw Failure(message: message, position: position, tokenStart: position)
        }
        return Token(start: bytes.count, end: bytes.count, kind: "<EOF>", value: nil)
    }

    private func comment(from start: Int) -> Token {
        var position = start + 1
        while position < bytes.count, bytes[position] != .newline, bytes[position] != .carriageReturn { position += 1 }
        return Token(start: start, end: position, kind: "Comment", value: nil)
    }

    private func name(from start: Int) -> Token {
        var position = start + 1
        while position < bytes.count, Self.isNameStart(bytes[position]) || bytes[position].isDigit { position += 1 }
        return Token(start: start, end: position, kind: "Name", value: text(start..<position))
    }

    private func number(from start: Int) throws(Failure) -> Token {
        var position = start
        var isFloat = false
        if bytes[position] == .minus { position += 1 }
        if byte(at: position) == UInt8(ascii: "0") {
            position += 1
            if byte(at: position)?.isDigit == true {
                throw Failure(message: "Invalid number, unexpected digit after 0: \(printed(at: position)).", position: position, tokenStart: start)
            }
        } else {
            position = try digits(from: position, tokenStart: start)
        }
        if byte(at: position) == .dot {
            isFloat = true
            position = try digits(from: position + 1, tokenStart: start)
        }
        if byte(at: position) == UInt8(ascii: "e") || byte(at: position) == UInt8(ascii: "E") {
            isFloat = true
            position += 1
            if byte(at: position) == UInt8(ascii: "+") || byte(at: position) == .minus { position += 1 }
            position = try digits(from: position, tokenStart: start)
        }
        if let next = byte(at: position), next == .dot || Self.isNameStart(next) {
            throw Failure(message: "Invalid number, expected digit but got: \(printed(at: position)).", position: position, tokenStart: start)
        }
        return Token(start: start, end: position, kind: isFloat ? "Float" : "Int", value: text(start..<position))
    }

    private func digits(from start: Int, tokenStart: Int) throws(Failure) -> Int {
        guard byte(at: start)?.isDigit == true else {
            throw Failure(message: "Invalid number, expected digit but got: \(printed(at: start)).", position: start, tokenStart: tokenStart)
        }
        var position = start + 1
        while byte(at: position)?.isDigit == true { position += 1 }
        return position
    }

    private func string(from start: Int) throws(Failure) -> Token {
        var position = start + 1
        var value = String.UnicodeScalarView()
        while position < bytes.count {
            let code = bytes[position]
            if code == .quote {
                return Token(start: start, end: position + 1, kind: "String", value: String(value))
            }
            if code == .newline || code == .carriageReturn { break }
            if code == .backslash {
                let escape = try self.escape(at: position, tokenStart: start)
                value.append(contentsOf: escape.value)
                position += escape.size
                continue
            }
            let (scalar, size) = scalar(at: position)
            value.append(scalar)
            position += size
        }
        throw Failure(message: "Unterminated string.", position: position, tokenStart: start)
    }

    /// The scalars an escape stands for and its length in bytes (all ASCII, so also in UTF-16 units).
    private func escape(at position: Int, tokenStart: Int) throws(Failure) -> (value: [UnicodeScalar], size: Int) {
        let simple: [UInt8: UnicodeScalar] = [
            UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/", UInt8(ascii: "b"): "\u{8}",
            UInt8(ascii: "f"): "\u{C}", UInt8(ascii: "n"): "\n", UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
        ]
        let next = byte(at: position + 1)
        if let next, let scalar = simple[next] { return ([scalar], 2) }
        guard next == UInt8(ascii: "u") else {
            throw Failure(message: "Invalid character escape sequence: \"\(jsSlice(from: position, units: 2))\".", position: position, tokenStart: tokenStart)
        }
        if byte(at: position + 2) == .openBrace {
            // \u{…}: up to eight hex digits naming a scalar value.
            var point = 0
            var size = 3
            while size < 12 {
                let code = byte(at: position + size)
                size += 1
                if code == .closeBrace {
                    if size >= 5, let scalar = UnicodeScalar(point) { return ([scalar], size) }
                    break
                }
                // JavaScript shifts in 32 bits: a ninth digit, or a set top bit, ends the escape as invalid.
                guard let digit = code.flatMap(Self.hexValue) else { break }
                point = (point << 4 | digit) & 0xFFFF_FFFF
                if point >= 0x8000_0000 { break }
            }
            throw Failure(message: "Invalid Unicode escape sequence: \"\(jsSlice(from: position, units: size))\".", position: position, tokenStart: tokenStart)
        }
        let code = hex16(at: position + 2)
        if let code, let scalar = UnicodeScalar(code) { return ([scalar], 6) }
        if let code, (0xD800...0xDBFF).contains(code), byte(at: position + 6) == .backslash,
           byte(at: position + 7) == UInt8(ascii: "u"), let trailing = hex16(at: position + 8), (0xDC00...0xDFFF).contains(trailing),
           let scalar = UnicodeScalar(0x10000 + ((code - 0xD800) << 10) + (trailing - 0xDC00))
        {
            return ([scalar], 12)
        }
        throw Failure(message: "Invalid Unicode escape sequence: \"\(jsSlice(from: position, units: 6))\".", position: position, tokenStart: tokenStart)
    }

    private func blockString(from start: Int) throws(Failure) -> Token {
        var position = start + 3
        var lines: [String] = []
        var line: [UInt8] = []
        while position < bytes.count {
            let code = bytes[position]
            if code == .quote, byte(at: position + 1) == .quote, byte(at: position + 2) == .quote {
                lines.append(String(decoding: line, as: UTF8.self))
                return Token(start: start, end: position + 3, kind: "BlockString", value: Self.dedented(lines).joined(separator: "\n"))
            }
            if code == .backslash, byte(at: position + 1) == .quote, byte(at: position + 2) == .quote,
               byte(at: position + 3) == .quote
            {
                line += [.quote, .quote, .quote]
                position += 4
                continue
            }
            if code == .newline || code == .carriageReturn {
                lines.append(String(decoding: line, as: UTF8.self))
                line = []
                position += code == .carriageReturn && byte(at: position + 1) == .newline ? 2 : 1
                continue
            }
            line.append(code)
            position += 1
        }
        throw Failure(message: "Unterminated string.", position: position, tokenStart: start)
    }

    /// The spec's BlockStringValue: common indentation and blank first and last lines removed.
    private static func dedented(_ lines: [String]) -> [String] {
        func indent(_ line: String) -> Int { line.utf16.prefix { $0 == 0x20 || $0 == 0x09 }.count }
        var common = Int.max
        var first: Int?
        var last = -1
        for (index, line) in lines.enumerated() where indent(line) != line.utf16.count {
            first = first ?? index
            last = index
            if index != 0 { common = min(common, indent(line)) }
        }
        guard let first else { return [] }
        let trimmed = lines.enumerated().map { index, line in
            index == 0 || common == .max ? line : String(line.unicodeScalars.dropFirst(min(common, line.unicodeScalars.count)))
        }
        return Array(trimmed[first...last])
    }

    // MARK: Bytes

    private func byte(at position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    private func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The scalar starting at `position` and its length in bytes.
    private func scalar(at position: Int) -> (UnicodeScalar, Int) {
        let lead = bytes[position]
        let size = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        let end = min(position + size, bytes.count)
        let scalar = String(decoding: bytes[position..<end], as: UTF8.self).unicodeScalars.first ?? "\u{FFFD}"
        return (scalar, end - position)
    }

    /// graphql-js's `printCodePointAt`: a printable ASCII character quoted, anything else as `U+XXXX`.
    private func printed(at position: Int) -> String {
        guard position < bytes.count else { return "<EOF>" }
        let code = scalar(at: position).0.value
        if (0x20...0x7E).contains(code) {
            return code == 0x22 ? "'\"'" : "\"\(Character(UnicodeScalar(UInt8(code))))\""
        }
        let hex = String(code, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// JavaScript's `body.slice(position, position + units)`: `units` UTF-16 code units of the text.
    private func jsSlice(from position: Int, units: Int) -> String {
        var result = String.UnicodeScalarView()
        var counted = 0
        var index = position
        while index < bytes.count {
            let (scalar, size) = scalar(at: index)
            counted += scalar.utf16.count
            guard counted <= units else { break }
            result.append(scalar)
            index += size
        }
        return String(result)
    }

    private func hex16(at position: Int) -> Int? {
        var code = 0
        for offset in 0..<4 {
            guard let digit = byte(at: position + offset).flatMap(Self.hexValue) else { return nil }
            code = code << 4 | digit
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        default: nil
        }
    }

    private static func isNameStart(_ byte: UInt8) -> Bool {
        byte.isNameCharacter && !byte.isDigit
    }
}
