import JSONCore

extension OrderedJSON {
    /// Parses UTF-8 JSON text, or throws where it is not JSON.
    public init(parsing bytes: some Collection<UInt8>) throws(OrderedJSONSyntaxError) {
        let array = Array(bytes)
        let result = array.withUnsafeBufferPointer { buffer in
            Result { () throws(OrderedJSONSyntaxError) in
                var reader = OrderedJSONReader(bytes: buffer)
                let value = try reader.document()
                return value
            }
        }
        self = try result.get()
    }

    /// Compact JSON text: members in their order, strings escaped by JSONCore's escaper.
    public var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        write(to: &bytes)
        return bytes
    }

    private func write(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes += Array("null".utf8)
        case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
        case .number(let number):
            let isWhole = number == number.rounded() && abs(number) < 9e15
            bytes += Array((isWhole ? String(Int64(number)) : String(number)).utf8)
        case .string(let string): JSONString.append(string, to: &bytes)
        case .array(let elements):
            bytes.append(UInt8(ascii: "["))
            for (position, element) in elements.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                element.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (position, member) in members.enumerated() {
                if position > 0 { bytes.append(UInt8(ascii: ",")) }
                JSONString.append(member.key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                member.value.write(to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }
}

/// Where a text stopped being JSON.
public struct OrderedJSONSyntaxError: Error, Sendable, CustomStringConvertible {
    /// The byte offset of the problem.
    public let offset: Int

    /// One line saying where.
    public var description: String { "not JSON at byte \(offset)" }
}

/// A recursive-descent reader of the responses both engines write; responses nest a few dozen levels at most,
/// and a deeper text is refused rather than risk the stack.
private struct OrderedJSONReader {
    /// The deepest nesting read.
    static let maximumDepth = 256

    /// The text.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to read.
    var position = 0

    /// A reader at the start of `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The one value of the text, with nothing but whitespace around it.
    mutating func document() throws(OrderedJSONSyntaxError) -> OrderedJSON {
        let result = try value(depth: 0)
        skipSpace()
        guard position == bytes.count else { throw failure() }
        return result
    }

    private func failure() -> OrderedJSONSyntaxError {
        OrderedJSONSyntaxError(offset: position)
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x0A, 0x0D, 0x09: position += 1
            default: return
            }
        }
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func literal(_ text: StaticString, _ value: OrderedJSON) throws(OrderedJSONSyntaxError) -> OrderedJSON {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { throw failure() }
        for offset in 0..<count where bytes[position + offset] != text.utf8Start[offset] { throw failure() }
        position += count
        return value
    }

    private mutating func value(depth: Int) throws(OrderedJSONSyntaxError) -> OrderedJSON {
        guard depth < Self.maximumDepth else { throw failure() }
        skipSpace()
        guard position < bytes.count else { throw failure() }
        switch bytes[position] {
        case UInt8(ascii: "{"):
            position += 1
            var members: [OrderedJSON.Member] = []
            skipSpace()
            if take(UInt8(ascii: "}")) { return .object(members) }
            repeat {
                skipSpace()
                let key = try string()
                skipSpace()
                guard take(UInt8(ascii: ":")) else { throw failure() }
                members.append(OrderedJSON.Member(key, try value(depth: depth + 1)))
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { throw failure() }
            return .object(members)
        case UInt8(ascii: "["):
            position += 1
            var elements: [OrderedJSON] = []
            skipSpace()
            if take(UInt8(ascii: "]")) { return .array(elements) }
            repeat {
                elements.append(try value(depth: depth + 1))
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "]")) else { throw failure() }
            return .array(elements)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func number() throws(OrderedJSONSyntaxError) -> OrderedJSON {
        let start = position
        while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
        guard let number = Double(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)) else {
            position = start
            throw failure()
        }
        return .number(number)
    }

    private mutating func string() throws(OrderedJSONSyntaxError) -> String {
        guard take(UInt8(ascii: "\"")) else { throw failure() }
        let start = position
        // The common case, a string without escapes, is decoded in one go.
        while position < bytes.count, bytes[position] != UInt8(ascii: "\""), bytes[position] != UInt8(ascii: "\\") {
            position += 1
        }
        guard position < bytes.count else { throw failure() }
        if bytes[position] == UInt8(ascii: "\"") {
            defer { position += 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self).unicodeScalars)
        var run = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                scalars.append(contentsOf: String(decoding: UnsafeBufferPointer(rebasing: bytes[run..<position]), as: UTF8.self).unicodeScalars)
                position += 1
                if byte == UInt8(ascii: "\"") { return String(scalars) }
                scalars.append(try escape())
                run = position
            } else {
                position += 1
            }
        }
        throw failure()
    }

    /// The scalar of the escape after a backslash; a lone surrogate becomes U+FFFD.
    private mutating func escape() throws(OrderedJSONSyntaxError) -> Unicode.Scalar {
        guard position < bytes.count else { throw failure() }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hex4()
            if (0xD800..<0xDC00).contains(unit), position + 6 <= bytes.count,
               bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
            {
                let mark = position
                position += 2
                let low = try hex4()
                if (0xDC00..<0xE000).contains(low) {
                    return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
                }
                position = mark
            }
            return Unicode.Scalar(unit) ?? "\u{FFFD}"
        default:
            position -= 1
            throw failure()
        }
    }

    private mutating func hex4() throws(OrderedJSONSyntaxError) -> UInt32 {
        guard position + 4 <= bytes.count else { throw failure() }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[position]
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure()
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }
}
