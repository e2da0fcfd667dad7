/// A JSON value that keeps object members in their order, so that two responses can be compared key order
/// included, as graphql-js writes them.
///
/// Strings compare by Unicode scalars, not by Swift's canonical equivalence: `é` and `e` + U+0301 differ here.
///
/// It is not JSONCore's `JSONValue`, on purpose: that one is the client's, read by key millions of times while a
/// reply is normalized and decoded, so its objects keep their keys sorted for a binary search (order-blind, a
/// repeated key keeping its last value, strings equal when Swift says so). The oracle must see what graphql-js
/// wrote, byte for byte: member order, every member, and scalars. Making `JSONValue` ordered would put that cost on
/// every reply the client reads. Both are parsed by JSONCore, this one through its `JSONReader`.
public indirect enum OrderedJSON: Sendable, Equatable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([OrderedJSON])
    /// An object, its members in order.
    case object([Member])

    /// One object member.
    public struct Member: Sendable, Equatable {
        /// The member's name.
        public let key: String
        /// The member's value.
        public let value: OrderedJSON

        /// A member.
        public init(_ key: String, _ value: OrderedJSON) {
            self.key = key
            self.value = value
        }

        /// Equal keys (by scalars) and equal values.
        public static func == (lhs: Member, rhs: Member) -> Bool {
            lhs.key.unicodeScalars.elementsEqual(rhs.key.unicodeScalars) && lhs.value == rhs.value
        }
    }

    /// The value of an object member, or nil.
    public subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The elements of an array, or empty.
    public var elements: [OrderedJSON] {
        guard case .array(let elements) = self else { return [] }
        return elements
    }

    /// The string, if this is one.
    public var stringValue: String? {
        guard case .string(let string) = self else { return nil }
        return string
    }

    /// Exact equality: strings by scalars, members in order.
    public static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.string(let a), .string(let b)): a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }

    /// Compact JSON text, members in their order.
    public var description: String { String(decoding: jsonBytes, as: UTF8.self) }
}

extension OrderedJSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByNilLiteral {
    /// A string.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `true` or `false`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `null`.
    public init(nilLiteral: ()) { self = .null }
}
