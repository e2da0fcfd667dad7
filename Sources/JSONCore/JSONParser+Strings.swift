extension JSONParser {
    /// Parses a string whose opening quote is the next byte; strings without escapes are copied in one step.
    mutating func parseString() throws(JSONSyntaxError) -> String {
        let start = index + 1
        var cursor = start
        while cursor < bytes.count {
            switch bytes[cursor] {
            case UInt8(ascii: "\""):
                index = cursor + 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<cursor]), as: UTF8.self)
            case UInt8(ascii: "\\"):
                return try parseEscapedString(contentStart: start, firstEscape: cursor)
            case 0..<0x20:
                throw error("Unescaped control character in string", at: cursor)
            case 0x20..<0x80:
                cursor += 1
            default:
                cursor += try utf8SequenceLength(at: cursor)
            }
        }
        throw error("Unexpected end of input in string", at: bytes.count)
    }

    /// Finishes a string from its first backslash on, collecting the unescaped bytes.
    private mutating func parseEscapedString(contentStart: Int, firstEscape: Int) throws(JSONSyntaxError) -> String {
        var buffer: [UInt8] = []
        buffer.reserveCapacity(firstEscape - contentStart + 16)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<firstEscape]))
        var cursor = firstEscape
        while cursor < bytes.count {
            let byte = bytes[cursor]
            switch byte {
            case UInt8(ascii: "\""):
                index = cursor + 1
                return String(decoding: buffer, as: UTF8.self)
            case UInt8(ascii: "\\"):
                cursor = try appendEscape(at: cursor, to: &buffer)
            case 0..<0x20:
                throw error("Unescaped control character in string", at: cursor)
            case 0x20..<0x80:
                buffer.append(byte)
                cursor += 1
            default:
                let length = try utf8SequenceLength(at: cursor)
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[cursor..<cursor + length]))
                cursor += length
            }
        }
        throw error("Unexpected end of input in string", at: bytes.count)
    }

    /// Appends the UTF-8 of the escape sequence whose backslash is at `offset`; returns the offset after it.
    private func appendEscape(at offset: Int, to buffer: inout [UInt8]) throws(JSONSyntaxError) -> Int {
        guard offset + 1 < bytes.count else { throw error("Unexpected end of input in string", at: bytes.count) }
        switch bytes[offset + 1] {
        case UInt8(ascii: "\""): buffer.append(0x22)
        case UInt8(ascii: "\\"): buffer.append(0x5C)
        case UInt8(ascii: "/"): buffer.append(0x2F)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"): return try appendUnicodeEscape(at: offset, to: &buffer)
        default: throw error("Invalid escape sequence", at: offset)
        }
        return offset + 2
    }

    /// Appends the scalar of a `\uXXXX` escape (or surrogate pair) at `offset`; lone surrogates are errors.
    private func appendUnicodeEscape(at offset: Int, to buffer: inout [UInt8]) throws(JSONSyntaxError) -> Int {
        let unit = try hexQuad(at: offset + 2)
        switch unit {
        case 0xD800...0xDBFF:
            guard offset + 7 < bytes.count, bytes[offset + 6] == UInt8(ascii: "\\"), bytes[offset + 7] == UInt8(ascii: "u")
            else { throw error("Lone high surrogate in \\u escape", at: offset) }
            let low = try hexQuad(at: offset + 8)
            guard (0xDC00...0xDFFF).contains(low) else {
                throw error("High surrogate not followed by a low surrogate", at: offset)
            }
            appendUTF8(of: 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00), to: &buffer)
            return offset + 12
        case 0xDC00...0xDFFF:
            throw error("Lone low surrogate in \\u escape", at: offset)
        default:
            appendUTF8(of: unit, to: &buffer)
            return offset + 6
        }
    }

    /// The value of the four hex digits at `offset`.
    private func hexQuad(at offset: Int) throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for position in offset..<offset + 4 {
            guard position < bytes.count else { throw error("Unexpected end of input in \\u escape", at: bytes.count) }
            let byte = bytes[position]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw error("Invalid hex digit in \\u escape", at: position)
            }
            value = value << 4 | UInt32(digit)
        }
        return value
    }

    /// Appends the UTF-8 encoding of the scalar `value` (never a surrogate).
    private func appendUTF8(of value: UInt32, to buffer: inout [UInt8]) {
        switch value {
        case 0..<0x80:
            buffer.append(UInt8(value))
        case 0x80..<0x800:
            buffer.append(UInt8(0xC0 | value >> 6))
            buffer.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            buffer.append(UInt8(0xE0 | value >> 12))
            buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | value & 0x3F))
        default:
            buffer.append(UInt8(0xF0 | value >> 18))
            buffer.append(UInt8(0x80 | value >> 12 & 0x3F))
            buffer.append(UInt8(0x80 | value >> 6 & 0x3F))
            buffer.append(UInt8(0x80 | value & 0x3F))
        }
    }

    /// The length of the well-formed multi-byte UTF-8 sequence at `offset`; anything else (a stray continuation
    /// byte, an overlong form, a surrogate, a value above U+10FFFF, a truncated sequence) is an error there.
    private func utf8SequenceLength(at offset: Int) throws(JSONSyntaxError) -> Int {
        let lead = bytes[offset]
        let length: Int
        var secondByteRange: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; secondByteRange = 0xA0...0xBF
        case 0xED: length = 3; secondByteRange = 0x80...0x9F
        case 0xE1...0xEF: length = 3
        case 0xF0: length = 4; secondByteRange = 0x90...0xBF
        case 0xF4: length = 4; secondByteRange = 0x80...0x8F
        case 0xF1...0xF3: length = 4
        default: throw error("Invalid UTF-8 in string", at: offset)
        }
        guard offset + length <= bytes.count, secondByteRange.contains(bytes[offset + 1]) else {
            throw error("Invalid UTF-8 in string", at: offset)
        }
        for position in offset + 2..<offset + length where bytes[position] & 0xC0 != 0x80 {
            throw error("Invalid UTF-8 in string", at: offset)
        }
        return length
    }
}
