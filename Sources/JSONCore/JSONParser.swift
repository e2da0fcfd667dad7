import Foundation

extension JSONValue {
    /// Parses UTF-8 JSON text strictly (RFC 8259), throwing the byte offset of the first problem.
    ///
    /// A leading UTF-8 byte order mark is skipped. Lone UTF-16 surrogates in `\u` escapes and invalid UTF-8
    /// are errors rather than being replaced by U+FFFD. A repeated object key keeps its last value, as
    /// JavaScript's `JSON.parse` does, unless `duplicateKeys` says to refuse it.
    ///
    /// With `stop`, the parser asks it every `JSONParser.valuesBetweenStops` values and, once it says so, gives up
    /// with an error at the offset it reached: how a caller bounds the time a large text may take.
    public init(
        parsing data: Data, duplicateKeys: JSONDuplicateKeys = .keepLast, stoppingWhen stop: (() -> Bool)? = nil
    ) throws(JSONSyntaxError) {
        let result = data.withUnsafeBytes { bytes in
            Result { () throws(JSONSyntaxError) in try JSONValue(parsing: bytes, duplicateKeys: duplicateKeys, stoppingWhen: stop) }
        }
        self = try result.get()
    }

    /// Parses UTF-8 JSON text held in raw memory; see `init(parsing:)` for the rules.
    init(
        parsing bytes: UnsafeRawBufferPointer, duplicateKeys: JSONDuplicateKeys = .keepLast, stoppingWhen stop: (() -> Bool)? = nil
    ) throws(JSONSyntaxError) {
        var parser = JSONParser(bytes: bytes.assumingMemoryBound(to: UInt8.self), duplicateKeys: duplicateKeys, stop: stop)
        self = try parser.parseDocument()
    }
}

/// A recursive-descent RFC 8259 parser over a buffer of UTF-8 bytes.
@usableFromInline
struct JSONParser {
    /// How deeply arrays and objects may nest before the parser refuses, so hostile input cannot overflow the stack.
    static let maximumDepth = 512

    /// The text.
    let bytes: UnsafeBufferPointer<UInt8>
    /// What a key an object repeats does.
    let duplicateKeys: JSONDuplicateKeys
    /// The offset of the next byte to read.
    var index = 0
    /// The elements and member values of the containers being parsed, innermost last,
    /// so each array and dictionary is allocated once at its final size.
    private var valueStack: [JSONValue] = []
    /// The member keys of the objects being parsed, innermost last, parallel to their values in `valueStack`.
    private var keyStack: [String] = []
    /// The shape of the last object parsed at each depth, so that the next one of the same keys, as the next
    /// element of a list usually is, shares its array of keys.
    private var shapes: [Int: ObjectShape] = [:]
    /// Asked every `valuesBetweenStops` values whether to give up.
    private let stop: (() -> Bool)?
    /// Values left before `stop` is asked again.
    private var valuesUntilStop = JSONParser.valuesBetweenStops

    /// How many values are parsed between two questions to `stop`: about a millisecond of work.
    static let valuesBetweenStops = 4096

    /// A parser at the start of `bytes`.
    init(bytes: UnsafeBufferPointer<UInt8>, duplicateKeys: JSONDuplicateKeys, stop: (() -> Bool)? = nil) {
        self.bytes = bytes
        self.duplicateKeys = duplicateKeys
        self.stop = stop
    }

    /// Parses the whole text as one value surrounded by optional whitespace, after an optional byte order mark.
    mutating func parseDocument() throws(JSONSyntaxError) -> JSONValue {
        skipByteOrderMark()
        let value = try parseValue(depth: 0)
        try expectEnd()
        return value
    }

    /// Steps past a UTF-8 byte order mark at the start of the text, if there is one.
    mutating func skipByteOrderMark() {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            index = 3
        }
    }

    /// Refuses anything but whitespace after the document's value.
    mutating func expectEnd() throws(JSONSyntaxError) {
        skipWhitespace()
        guard index == bytes.count else { throw error("Unexpected text after the JSON value", at: index) }
    }

    /// Parses the value starting at the next non-whitespace byte; `depth` counts the enclosing containers.
    mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        if let stop {
            valuesUntilStop -= 1
            if valuesUntilStop == 0 {
                valuesUntilStop = Self.valuesBetweenStops
                if stop() { throw error("Stopped before the end of the text", at: index) }
            }
        }
        skipWhitespace()
        guard index < bytes.count else { throw error("Unexpected end of input, expected a value", at: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try parseLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try parseLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try parseLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw error("Unexpected character, expected a value", at: index)
        }
    }

    /// Steps past the opening bracket of a container at `depth` (the container itself included); when `closing`
    /// follows at once, steps past it too and returns true: the container is empty.
    @usableFromInline
    mutating func enter(depth: Int, closing: UInt8) throws(JSONSyntaxError) -> Bool {
        guard depth <= Self.maximumDepth else { throw error("Nesting deeper than \(Self.maximumDepth) levels", at: index) }
        index += 1
        skipWhitespace()
        guard index < bytes.count, bytes[index] == closing else { return false }
        index += 1
        return true
    }

    /// Parses an array whose `[` is the next byte; `depth` includes the array itself.
    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        if try enter(depth: depth, closing: UInt8(ascii: "]")) { return .array([]) }
        let base = valueStack.count
        defer {
            // An array of the whole stack takes its storage rather than a copy: the stack starts anew rather than
            // in storage of that size beside it, as large as a long list's own array.
            if base == 0 { valueStack = [] } else { valueStack.removeSubrange(base...) }
        }
        while true {
            let element = try parseValue(depth: depth)
            valueStack.append(element)
            if try stepPastSeparator(closing: UInt8(ascii: "]")) { return .array(Array(valueStack[base...])) }
        }
    }

    /// Parses an object whose `{` is the next byte; `depth` includes the object itself.
    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if try enter(depth: depth, closing: UInt8(ascii: "}")) { return .object([:]) }
        let (keyBase, valueBase) = (keyStack.count, valueStack.count)
        defer {
            keyStack.removeSubrange(keyBase...)
            valueStack.removeSubrange(valueBase...)
        }
        while true {
            let key = try parseKey()
            let value = try parseValue(depth: depth)
            keyStack.append(key)
            valueStack.append(value)
            if try stepPastSeparator(closing: UInt8(ascii: "}")) {
                let shape = try shape(ofKeysFrom: keyBase, depth: depth, objectAt: start)
                return .object(JSONObject(sortedKeys: shape.keys, values: shape.positions.map { valueStack[valueBase + $0] }))
            }
        }
    }

    /// The shape of the object whose keys are stacked from `keyBase` on: the last one at `depth` when its keys
    /// are the same bytes in the same order, else a new one. A repeated key keeps its last value, or is refused (at
    /// the offset of its object) when `duplicateKeys` says so.
    private mutating func shape(ofKeysFrom keyBase: Int, depth: Int, objectAt start: Int) throws(JSONSyntaxError) -> ObjectShape {
        let written = keyStack[keyBase...]
        if let last = shapes[depth], last.written.elementsEqual(written, by: { $0.utf8.elementsEqual($1.utf8) }) { return last }
        var positions: [String: Int] = [:]
        for (offset, key) in written.enumerated() {
            if positions.updateValue(offset, forKey: key) != nil, duplicateKeys == .refuse {
                throw error("Duplicate key \(JSONDuplicateKeys.quoted(key)) in the object", at: start)
            }
        }
        let sorted = positions.sorted { $0.key < $1.key }
        let shape = ObjectShape(written: Array(written), keys: sorted.map(\.key), positions: sorted.map(\.value))
        shapes[depth] = shape
        return shape
    }

    /// Reads an object member's key and the `:` after it.
    mutating func parseKey() throws(JSONSyntaxError) -> String {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw expected("a string key") }
        let key = try parseString()
        skipWhitespace()
        guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw expected("':'") }
        index += 1
        return key
    }

    /// After an element or member: steps past the `,` before the next one (false), or past the container's
    /// `closing` bracket (true).
    @usableFromInline
    mutating func stepPastSeparator(closing: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard index < bytes.count else {
            throw error("Unexpected end of input, expected ',' or '\(Character(Unicode.Scalar(closing)))'", at: index)
        }
        switch bytes[index] {
        case UInt8(ascii: ","): try skipComma(before: closing); return false
        case closing: index += 1; return true
        default: throw error("Expected ',' or '\(Character(Unicode.Scalar(closing)))'", at: index)
        }
    }

    /// Steps over a separating comma and the whitespace after it, refusing a trailing comma before `closer`.
    private mutating func skipComma(before closer: UInt8) throws(JSONSyntaxError) {
        index += 1
        skipWhitespace()
        if index < bytes.count, bytes[index] == closer {
            throw error("Trailing comma before '\(Character(Unicode.Scalar(closer)))'", at: index)
        }
    }

    /// Consumes `literal` (true, false or null), which must follow exactly.
    mutating func parseLiteral(_ literal: StaticString) throws(JSONSyntaxError) {
        let count = literal.utf8CodeUnitCount
        let expected = UnsafeBufferPointer(start: literal.utf8Start, count: count)
        for offset in 0..<count {
            guard index + offset < bytes.count else { throw error("Unexpected end of input in '\(literal)'", at: bytes.count) }
            guard bytes[index + offset] == expected[offset] else {
                throw error("Invalid literal, expected '\(literal)'", at: index + offset)
            }
        }
        index += count
    }

    /// Skips spaces, tabs, line feeds and carriage returns.
    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// The error for a missing `what` at the current offset, noting when the input simply ran out.
    func expected(_ what: String) -> JSONSyntaxError {
        index < bytes.count ? error("Expected \(what)", at: index) : error("Unexpected end of input, expected \(what)", at: index)
    }

    /// An error at byte `offset`.
    func error(_ message: String, at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset, message: message)
    }
}

/// The keys of an object as they were written, and as its `JSONObject` holds them: sorted, each once, with the
/// position among the written members of the value each takes (the last, for a key written twice).
private struct ObjectShape {
    let written: [String]
    let keys: [String]
    let positions: [Int]
}
