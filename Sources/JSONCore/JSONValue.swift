import Foundation

/// Any JSON value: variables given on a command line, untyped responses, error extensions.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// Parses JSON text; nil when it is not valid JSON (see `init(parsing:)` on `Data` for the error).
    public init?(parsing text: String) {
        var text = text
        let result = text.withUTF8 { utf8 in
            Result { () throws(JSONSyntaxError) in try JSONValue(parsing: UnsafeRawBufferPointer(utf8)) }
        }
        guard case .success(let value) = result else { return nil }
        self = value
    }

    /// The member of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string, if this is one.
    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }
}

extension JSONValue: Codable {
    /// Decodes any JSON value.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Encodes the value as JSON; whole numbers are written without a fraction.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value):
            if !value.isFinite {
                try container.encodeNil()
            } else if value == value.rounded(), abs(value) < 9e15 {
                try container.encode(Int64(value))
            } else {
                try container.encode(value)
            }
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByNilLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// A string literal.
    public init(stringLiteral value: String) { self = .string(value) }
    /// An integer literal.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// A Boolean literal.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `nil` is JSON `null`.
    public init(nilLiteral: ()) { self = .null }
    /// An array literal.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// A dictionary literal; a repeated key keeps its last value.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}
