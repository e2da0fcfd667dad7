/// Decodes `Decodable` types straight from `JSONValue` trees, without going through JSON text.
///
/// It throws the `DecodingError` cases, types and coding paths `JSONDecoder` throws for missing keys,
/// nulls and type mismatches. Integers must be whole numbers in range; unlike `JSONDecoder`, which reports
/// an empty path there, the resulting `dataCorrupted` error carries the number's coding path.
public struct JSONValueDecoder: Sendable {
    /// Creates a decoder.
    public init() {}

    /// Decodes a `type` from `value`.
    public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try JSONValueDecoding(value: value, at: .root).decode(type)
    }
}

/// The `Decoder` handed to `init(from:)`: one instance per decode, pointed at each nested value in turn.
final class JSONValueDecoding: Decoder, SingleValueDecodingContainer {
    /// The value being decoded and its path, in one property so repointing the decoder is one access.
    private var current: (value: JSONValue, path: JSONCodingPath)

    /// A decoder for `value` at `path`.
    init(value: JSONValue, at path: JSONCodingPath) {
        current = (value, path)
    }

    /// The value being decoded.
    private var value: JSONValue { current.value }

    /// The keys leading to the current value.
    var codingPath: [any CodingKey] { current.path.keys }

    /// No user info: nothing this module decodes consults it.
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// The current value's members, keyed by `Key`.
    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        switch value {
        case .object(let members):
            return KeyedDecodingContainer(JSONKeyedDecodingContainer<Key>(decoder: self, members: members, path: current.path))
        case .null:
            throw DecodingError.valueNotFound([String: Any].self, .init(
                codingPath: codingPath, debugDescription: "Cannot get keyed decoding container -- found null value instead"))
        default:
            throw DecodingError.mismatch([String: Any].self, found: value, at: codingPath)
        }
    }

    /// The current value's elements.
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        switch value {
        case .array(let elements):
            return JSONUnkeyedDecodingContainer(decoder: self, elements: elements, codingPath: codingPath)
        case .null:
            throw DecodingError.valueNotFound([Any].self, .init(
                codingPath: codingPath, debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
        default:
            throw DecodingError.mismatch([Any].self, found: value, at: codingPath)
        }
    }

    /// The current value itself: this decoder is its own single-value container.
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// Decodes `type` from `value` at `path`, reusing this decoder.
    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, at path: JSONCodingPath) throws -> T {
        if T.self == JSONValue.self, let value = value as? T { return value }
        return try with(value, at: path) { try T(from: self) }
    }

    /// Runs `body` with this decoder pointed at `value` at `path`, then points it back.
    func with<R>(_ value: JSONValue, at path: JSONCodingPath, _ body: () throws -> R) rethrows -> R {
        let saved = current
        current = (value, path)
        defer { current = saved }
        return try body()
    }
}

extension JSONValueDecoding {
    /// Whether the current value is `null`.
    func decodeNil() -> Bool {
        if case .null = value { true } else { false }
    }

    /// A `Bool`.
    func decode(_: Bool.Type) throws -> Bool { try Bool.unwrap(value, path: codingPath) }
    /// A `String`.
    func decode(_: String.Type) throws -> String { try String.unwrap(value, path: codingPath) }
    /// A `Double`.
    func decode(_: Double.Type) throws -> Double { try Double.unwrap(value, path: codingPath) }
    /// A `Float`.
    func decode(_: Float.Type) throws -> Float { try Float.unwrap(value, path: codingPath) }
    /// An `Int`.
    func decode(_: Int.Type) throws -> Int { try Int.unwrap(value, path: codingPath) }
    /// An `Int8`.
    func decode(_: Int8.Type) throws -> Int8 { try Int8.unwrap(value, path: codingPath) }
    /// An `Int16`.
    func decode(_: Int16.Type) throws -> Int16 { try Int16.unwrap(value, path: codingPath) }
    /// An `Int32`.
    func decode(_: Int32.Type) throws -> Int32 { try Int32.unwrap(value, path: codingPath) }
    /// An `Int64`.
    func decode(_: Int64.Type) throws -> Int64 { try Int64.unwrap(value, path: codingPath) }
    /// A `UInt`.
    func decode(_: UInt.Type) throws -> UInt { try UInt.unwrap(value, path: codingPath) }
    /// A `UInt8`.
    func decode(_: UInt8.Type) throws -> UInt8 { try UInt8.unwrap(value, path: codingPath) }
    /// A `UInt16`.
    func decode(_: UInt16.Type) throws -> UInt16 { try UInt16.unwrap(value, path: codingPath) }
    /// A `UInt32`.
    func decode(_: UInt32.Type) throws -> UInt32 { try UInt32.unwrap(value, path: codingPath) }
    /// A `UInt64`.
    func decode(_: UInt64.Type) throws -> UInt64 { try UInt64.unwrap(value, path: codingPath) }

    /// Any `Decodable` from the current value, at the same coding path; a `JSONValue` is returned as it is.
    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == JSONValue.self, let value = value as? T { return value }
        return try T(from: self)
    }
}
