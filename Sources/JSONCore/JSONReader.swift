import Foundation

/// Reads UTF-8 JSON text front to back straight into typed values, with no `JSONValue` tree in between: for a large
/// text whose shape the reader knows, such as the bundled dataset, where building the tree costs more than the values.
///
/// The text is held to the rules `JSONValue(parsing:)` holds it to, and a syntax error throws `JSONSyntaxError`. A
/// value of another kind than asked for, or a required member that is missing, throws `JSONReadError` with its path
/// (`countries[12].names.ja: expected String, found null`), as `JSONValueReadable` reports it.
public struct JSONReader: ~Copyable {
    @usableFromInline var parser: JSONParser
    /// How many containers the value being read is in. Its path is not kept: an error gets each step as it passes
    /// up through the containers being read (`JSONReadError.under`), so that reading costs nothing for it.
    @usableFromInline var depth = 0

    private init(parser: JSONParser) {
        self.parser = parser
    }

    /// What `read` makes of the text in `data`, which holds one value, and whitespace, after an optional byte order
    /// mark. A repeated object key is handed to the reader again, so that the last value is the one kept.
    public static func read<Value>(_ data: Data, _ read: (inout JSONReader) throws -> Value) throws -> Value {
        try data.withUnsafeBytes { bytes in
            var reader = JSONReader(parser: JSONParser(bytes: bytes.assumingMemoryBound(to: UInt8.self), duplicateKeys: .keepLast))
            reader.parser.skipByteOrderMark()
            let value = try read(&reader)
            try reader.parser.expectEnd()
            return value
        }
    }

    /// Reads an object, handing each member's key to `member`, which reads (or skips) its value; `expected` names
    /// the object in an error (`Country`).
    public mutating func readObject(_ expected: String, _ member: (String, inout JSONReader) throws -> Void) throws {
        guard try next(is: UInt8(ascii: "{")) else { throw try mismatch(expected: expected) }
        if try parser.enter(depth: depth + 1, closing: UInt8(ascii: "}")) { return }
        depth += 1
        defer { depth -= 1 }
        repeat {
            let key = try parser.parseKey()
            do {
                try member(key, &self)
            } catch let error as JSONReadError {
                throw error.under(.key(key))
            }
        } while try !parser.stepPastSeparator(closing: UInt8(ascii: "}"))
    }

    /// Reads an array, `element` reading each of its elements; `expected` names the array in an error (`[Country]`).
    /// Inlinable, so that it is specialized for each kind of element where it is called.
    @inlinable
    public mutating func readArray<Element>(_ expected: String, _ element: (inout JSONReader) throws -> Element) throws -> [Element] {
        guard try next(is: UInt8(ascii: "[")) else { throw try mismatch(expected: expected) }
        var elements: [Element] = []
        if try parser.enter(depth: depth + 1, closing: UInt8(ascii: "]")) { return elements }
        depth += 1
        defer { depth -= 1 }
        repeat {
            do {
                elements.append(try element(&self))
            } catch let error as JSONReadError {
                throw error.under(.index(elements.count))
            }
        } while try !parser.stepPastSeparator(closing: UInt8(ascii: "]"))
        return elements
    }

    /// Reads a string.
    public mutating func readString() throws -> String {
        guard try next(is: UInt8(ascii: "\"")) else { throw try mismatch(expected: "String") }
        return try parser.parseString()
    }

    /// Reads a string or `null`.
    public mutating func readOptionalString() throws -> String? {
        if try next(is: UInt8(ascii: "n")) {
            try parser.parseLiteral("null")
            return nil
        }
        guard try next(is: UInt8(ascii: "\"")) else { throw try mismatch(expected: "String?") }
        return try parser.parseString()
    }

    /// Reads `true` or `false`.
    public mutating func readBool() throws -> Bool {
        if try next(is: UInt8(ascii: "t")) {
            try parser.parseLiteral("true")
            return true
        }
        guard try next(is: UInt8(ascii: "f")) else { throw try mismatch(expected: "Bool") }
        try parser.parseLiteral("false")
        return false
    }

    /// Reads an array of strings.
    public mutating func readStrings() throws -> [String] {
        try readArray("[String]") { try $0.readString() }
    }

    /// Reads an object whose every member is a string.
    public mutating func readStringsByKey() throws -> [String: String] {
        try readValuesByKey("[String: String]") { try $0.readString() }
    }

    /// Reads an object whose every member `value` reads; `expected` names the object in an error.
    public mutating func readValuesByKey<Value>(_ expected: String, _ value: (inout JSONReader) throws -> Value) throws -> [String: Value] {
        var values: [String: Value] = [:]
        try readObject(expected) { key, reader in values[key] = try value(&reader) }
        return values
    }

    /// Reads past a value of any kind, checking its syntax.
    public mutating func skipValue() throws {
        _ = try parser.parseValue(depth: depth)
    }

    /// `value`, read from the member `key` of the object being read, or the error that it is missing.
    @inlinable
    public func required<Value>(_ value: Value?, _ key: String, expected: String) throws(JSONReadError) -> Value {
        guard let value else { throw JSONReadError(expected: expected, found: nil, at: [.key(key)]) }
        return value
    }

    /// Reads a number.
    public mutating func readNumber() throws -> Double {
        let first = try peek()
        guard first == UInt8(ascii: "-") || first &- UInt8(ascii: "0") < 10 else { throw try mismatch(expected: "Double") }
        return try parser.parseNumber()
    }

    /// The first byte of the next value (`{`, `[`, `"`, `t`, `f`, `n`, `-` or a digit), for a reader of a value of
    /// any kind; the end of the text is a syntax error.
    public mutating func peek() throws(JSONSyntaxError) -> UInt8 {
        parser.skipWhitespace()
        guard parser.index < parser.bytes.count else { throw parser.expected("a value") }
        return parser.bytes[parser.index]
    }

    /// Whether the next value starts with `byte`; the end of the text is a syntax error.
    @usableFromInline
    mutating func next(is byte: UInt8) throws(JSONSyntaxError) -> Bool {
        try peek() == byte
    }

    /// The error for the next value not being `expected`, saying what it is (which reads past it).
    @usableFromInline
    mutating func mismatch(expected: String) throws(JSONSyntaxError) -> JSONReadError {
        JSONReadError(expected: expected, found: try parser.parseValue(depth: depth))
    }
}
