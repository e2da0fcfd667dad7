/// The kinds of token in a GraphQL document.
enum TokenKind: Sendable {
    /// Past the last token.
    case endOfDocument
    /// Punctuators: `! $ & ( ) ... : = @ [ ] { | }`.
    case bang, dollar, ampersand, parenLeft, parenRight, spread, colon, equals, at
    case bracketLeft, bracketRight, braceLeft, pipe, braceRight
    /// Names, numbers and strings.
    case name, int, float, string, blockString

    /// How an error message names the kind: `"}"`, `a name`.
    var description: String {
        switch self {
        case .endOfDocument: "end of document"
        case .bang: #""!""#
        case .dollar: #""$""#
        case .ampersand: #""&""#
        case .parenLeft: #""(""#
        case .parenRight: #"")""#
        case .spread: #""...""#
        case .colon: #"":""#
        case .equals: #""=""#
        case .at: #""@""#
        case .bracketLeft: #""[""#
        case .bracketRight: #""]""#
        case .braceLeft: #""{""#
        case .pipe: #""|""#
        case .braceRight: #""}""#
        case .name: "a name"
        case .int: "an integer"
        case .float: "a float"
        case .string: "a string"
        case .blockString: "a block string"
        }
    }
}

/// One token: its kind, where it starts and its text.
struct Token: Sendable {
    /// What kind of token it is.
    var kind: TokenKind
    /// The byte offset of its first character.
    var start: Int
    /// A name, a number as written, or a string's value; empty for punctuators and the end.
    var text: String = ""

    /// How an error message names the token: `"}"`, `name "code"`, `number 12`.
    var description: String {
        switch kind {
        case .name: #"name "\#(text)""#
        case .int, .float: "number \(text)"
        default: kind.description
        }
    }
}

/// Splits a GraphQL document's UTF-8 bytes into tokens, skipping whitespace, commas, comments and BOMs.
struct DocumentLexer {
    /// The document's UTF-8 bytes.
    let bytes: [UInt8]
    /// The offset of the next byte to read.
    private var position = 0

    /// A lexer at the start of `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// An error at a byte offset, with its line and column.
    func error(_ message: String, at offset: Int) -> DocumentSyntaxError {
        DocumentSyntaxError(message, at: offset, in: bytes)
    }

    /// Reads the next token; at the end, an `.endOfDocument` token every time.
    mutating func next() throws(DocumentSyntaxError) -> Token {
        skipIgnored()
        let start = position
        guard start < bytes.count else { return Token(kind: .endOfDocument, start: start) }
        switch bytes[start] {
        case UInt8(ascii: "!"): return punctuator(.bang)
        case UInt8(ascii: "$"): return punctuator(.dollar)
        case UInt8(ascii: "&"): return punctuator(.ampersand)
        case UInt8(ascii: "("): return punctuator(.parenLeft)
        case UInt8(ascii: ")"): return punctuator(.parenRight)
        case UInt8(ascii: ":"): return punctuator(.colon)
        case UInt8(ascii: "="): return punctuator(.equals)
        case UInt8(ascii: "@"): return punctuator(.at)
        case UInt8(ascii: "["): return punctuator(.bracketLeft)
        case UInt8(ascii: "]"): return punctuator(.bracketRight)
        case UInt8(ascii: "{"): return punctuator(.braceLeft)
        case UInt8(ascii: "|"): return punctuator(.pipe)
        case UInt8(ascii: "}"): return punctuator(.braceRight)
        case UInt8(ascii: "."):
            guard byte(at: start + 1) == UInt8(ascii: "."), byte(at: start + 2) == UInt8(ascii: ".") else {
                throw error(#"unexpected character ".", expected "...""#, at: start)
            }
            position += 3
            return Token(kind: .spread, start: start)
        case UInt8(ascii: "\""):
            if byte(at: start + 1) == UInt8(ascii: "\""), byte(at: start + 2) == UInt8(ascii: "\"") {
                return try readBlockString()
            }
            return try readString()
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return try readNumber()
        case let byte where Self.isNameStart(byte):
            return readName()
        default:
            throw error("unexpected character \(describeCharacter(at: start))", at: start)
        }
    }

    /// The byte at an offset, or nil past the end.
    private func byte(at offset: Int) -> UInt8? {
        offset < bytes.count ? bytes[offset] : nil
    }

    /// Skips whitespace, line terminators, commas, comments and byte order marks.
    private mutating func skipIgnored() {
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "#"):
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n"), bytes[position] != UInt8(ascii: "\r") {
                    position += 1
                }
            case 0xEF where byte(at: position + 1) == 0xBB && byte(at: position + 2) == 0xBF:
                position += 3
            default:
                return
            }
        }
    }

    /// A one-character punctuator at the current position.
    private mutating func punctuator(_ kind: TokenKind) -> Token {
        defer { position += 1 }
        return Token(kind: kind, start: position)
    }

    /// Reads `[_A-Za-z][_0-9A-Za-z]*`.
    private mutating func readName() -> Token {
        let start = position
        position += 1
        while position < bytes.count, Self.isNameContinue(bytes[position]) { position += 1 }
        return Token(kind: .name, start: start, text: String(decoding: bytes[start..<position], as: UTF8.self))
    }

    /// Reads an int or float: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`, not followed by `.` or a name.
    private mutating func readNumber() throws(DocumentSyntaxError) -> Token {
        let start = position
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        if byte(at: position) == UInt8(ascii: "0") {
            position += 1
            if let next = byte(at: position), Self.isDigit(next) {
                throw error("invalid number: unexpected digit after 0", at: position)
            }
        } else {
            try readDigits()
        }
        var isFloat = false
        if byte(at: position) == UInt8(ascii: ".") {
            isFloat = true
            position += 1
            try readDigits()
        }
        if byte(at: position) == UInt8(ascii: "e") || byte(at: position) == UInt8(ascii: "E") {
            isFloat = true
            position += 1
            if byte(at: position) == UInt8(ascii: "+") || byte(at: position) == UInt8(ascii: "-") { position += 1 }
            try readDigits()
        }
        if let next = byte(at: position), next == UInt8(ascii: ".") || Self.isNameStart(next) {
            throw error("invalid number: unexpected \(describeCharacter(at: position))", at: position)
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        return Token(kind: isFloat ? .float : .int, start: start, text: text)
    }

    /// Reads one or more digits.
    private mutating func readDigits() throws(DocumentSyntaxError) {
        guard let first = byte(at: position), Self.isDigit(first) else {
            throw error("invalid number: expected a digit but found \(describeCharacter(at: position))", at: position)
        }
        position += 1
        while let next = byte(at: position), Self.isDigit(next) { position += 1 }
    }

    /// How an error message names the character at an offset: `"%"`, `U+00E9`, `end of document`.
    private func describeCharacter(at offset: Int) -> String {
        guard offset < bytes.count else { return "end of document" }
        let byte = bytes[offset]
        if byte >= 0x20, byte < 0x7F { return "\"\(Character(Unicode.Scalar(byte)))\"" }
        let scalar = String(decoding: bytes[offset..<characterEnd(startingAt: offset)], as: UTF8.self).unicodeScalars.first
        let hex = String(scalar?.value ?? UInt32(byte), radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    /// Whether a byte can start a name.
    static func isNameStart(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"): true
        default: false
        }
    }

    /// Whether a byte can continue a name.
    static func isNameContinue(_ byte: UInt8) -> Bool {
        isNameStart(byte) || isDigit(byte)
    }

    /// Whether a byte is an ASCII digit.
    static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}

extension DocumentLexer {
    /// Reads a `"..."` string, decoding its escapes.
    private mutating func readString() throws(DocumentSyntaxError) -> Token {
        let start = position
        position += 1
        var chunkStart = position
        var decoded: [UInt8] = []
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\""):
                let text: String
                if decoded.isEmpty {
                    text = String(decoding: bytes[chunkStart..<position], as: UTF8.self)
                } else {
                    decoded.append(contentsOf: bytes[chunkStart..<position])
                    text = String(decoding: decoded, as: UTF8.self)
                }
                position += 1
                return Token(kind: .string, start: start, text: text)
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                throw error("unterminated string", at: start)
            case UInt8(ascii: "\\"):
                guard let next = byte(at: position + 1), next != UInt8(ascii: "\n"), next != UInt8(ascii: "\r") else {
                    throw error("unterminated string", at: start)
                }
                decoded.append(contentsOf: bytes[chunkStart..<position])
                try readEscape(into: &decoded)
                chunkStart = position
            default:
                position += 1
            }
        }
        throw error("unterminated string", at: start)
    }

    /// Reads one escape sequence at the current `\`, which a character other than a line terminator follows,
    /// and appends its UTF-8.
    private mutating func readEscape(into decoded: inout [UInt8]) throws(DocumentSyntaxError) {
        let start = position
        let simple: UInt8
        switch bytes[position + 1] {
        case UInt8(ascii: "\""): simple = UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): simple = UInt8(ascii: "\\")
        case UInt8(ascii: "/"): simple = UInt8(ascii: "/")
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = UInt8(ascii: "\n")
        case UInt8(ascii: "r"): simple = UInt8(ascii: "\r")
        case UInt8(ascii: "t"): simple = UInt8(ascii: "\t")
        case UInt8(ascii: "u"):
            let scalar = try readUnicodeEscape()
            UTF8.encode(scalar) { decoded.append($0) }
            return
        default:
            let sequence = String(decoding: bytes[position..<characterEnd(startingAt: position + 1)], as: UTF8.self)
            throw error("invalid escape sequence \"\(sequence)\"", at: start)
        }
        decoded.append(simple)
        position += 2
    }

    /// Reads `\u{X...}`, `\uXXXX`, or a surrogate pair `\uXXXX\uXXXX`, leaving `position` after it.
    private mutating func readUnicodeEscape() throws(DocumentSyntaxError) -> Unicode.Scalar {
        let start = position
        if byte(at: start + 2) == UInt8(ascii: "{") {
            var value: UInt32 = 0
            var index = start + 3
            while let digit = byte(at: index).flatMap(Self.hexValue) {
                value = min(value << 4 | digit, 0x11_0000)
                index += 1
            }
            guard index > start + 3, byte(at: index) == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
                throw invalidUnicodeEscape(from: start, to: index + 1)
            }
            position = index + 1
            return scalar
        }
        guard let leading = fixedWidthHex(at: start + 2) else { throw invalidUnicodeEscape(from: start, to: start + 6) }
        if let scalar = Unicode.Scalar(leading) {
            position = start + 6
            return scalar
        }
        if (0xD800...0xDBFF).contains(leading), byte(at: start + 6) == UInt8(ascii: "\\"),
            byte(at: start + 7) == UInt8(ascii: "u"), let trailing = fixedWidthHex(at: start + 8),
            (0xDC00...0xDFFF).contains(trailing),
            let scalar = Unicode.Scalar(0x10000 + (leading - 0xD800) << 10 + (trailing - 0xDC00))
        {
            position = start + 12
            return scalar
        }
        throw invalidUnicodeEscape(from: start, to: start + 6)
    }

    /// The offset just past the UTF-8 character that starts at an offset.
    private func characterEnd(startingAt offset: Int) -> Int {
        var end = offset + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return end
    }

    /// The value of four hex digits at an offset, or nil.
    private func fixedWidthHex(at offset: Int) -> UInt32? {
        var value: UInt32 = 0
        for index in offset..<offset + 4 {
            guard let digit = byte(at: index).flatMap(Self.hexValue) else { return nil }
            value = value << 4 | digit
        }
        return value
    }

    /// An "invalid Unicode escape" error quoting the bytes from `start` up to `end` (clipped to the line).
    private func invalidUnicodeEscape(from start: Int, to end: Int) -> DocumentSyntaxError {
        var stop = start
        while stop < min(end, bytes.count), bytes[stop] != UInt8(ascii: "\n"), bytes[stop] != UInt8(ascii: "\r") {
            stop += 1
        }
        let sequence = String(decoding: bytes[start..<stop], as: UTF8.self)
        return error("invalid Unicode escape sequence \"\(sequence)\"", at: start)
    }

    /// The value of a hex digit, or nil.
    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }
}

extension DocumentLexer {
    /// Reads a `"""..."""` block string and returns its value with common indentation and blank edge lines removed.
    private mutating func readBlockString() throws(DocumentSyntaxError) -> Token {
        let start = position
        position += 3
        var raw: [UInt8] = []
        var lineStarts = [0]
        while position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "\"") where byte(at: position + 1) == UInt8(ascii: "\"")
                && byte(at: position + 2) == UInt8(ascii: "\""):
                position += 3
                return Token(kind: .blockString, start: start, text: Self.blockStringValue(raw, lineStarts: lineStarts))
            case UInt8(ascii: "\\") where byte(at: position + 1) == UInt8(ascii: "\"")
                && byte(at: position + 2) == UInt8(ascii: "\"") && byte(at: position + 3) == UInt8(ascii: "\""):
                raw.append(contentsOf: #"""""#.utf8)
                position += 4
            case UInt8(ascii: "\r"):
                position += byte(at: position + 1) == UInt8(ascii: "\n") ? 2 : 1
                raw.append(UInt8(ascii: "\n"))
                lineStarts.append(raw.count)
            case UInt8(ascii: "\n"):
                position += 1
                raw.append(UInt8(ascii: "\n"))
                lineStarts.append(raw.count)
            case let other:
                raw.append(other)
                position += 1
            }
        }
        throw error("unterminated block string", at: start)
    }

    /// The spec's BlockStringValue: strips the common indentation of all lines but the first, then leading and
    /// trailing whitespace-only lines. `raw` has `\n` line ends; `lineStarts` holds each line's first offset.
    static func blockStringValue(_ raw: [UInt8], lineStarts: [Int]) -> String {
        var lines: [Range<Int>] = []
        lines.reserveCapacity(lineStarts.count)
        for (index, lineStart) in lineStarts.enumerated() {
            let end = index + 1 < lineStarts.count ? lineStarts[index + 1] - 1 : raw.count
            lines.append(lineStart..<end)
        }
        let indents = lines.map { line in
            raw[line].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.count
        }
        let isBlank = lines.indices.map { indents[$0] == lines[$0].count }
        let commonIndent = lines.indices.dropFirst().filter { !isBlank[$0] }.map { indents[$0] }.min() ?? 0
        guard let first = isBlank.firstIndex(of: false), let last = isBlank.lastIndex(of: false) else { return "" }
        var value: [UInt8] = []
        value.reserveCapacity(raw.count)
        for index in first...last {
            if index > first { value.append(UInt8(ascii: "\n")) }
            let line = lines[index]
            let dropped = index == 0 ? 0 : min(commonIndent, line.count)
            value.append(contentsOf: raw[(line.lowerBound + dropped)..<line.upperBound])
        }
        return String(decoding: value, as: UTF8.self)
    }
}
