/// The members of a JSON object, read by key for `JSONValueDecoder`.
final class JSONKeyedDecodingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// The decoder nested values are decoded with.
    private let decoder: JSONValueDecoding
    /// The object's members.
    private let members: [String: JSONValue]
    /// The object's path as given, built into `codingPath` only when needed.
    private let path: JSONCodingPath

    /// A container over `members`, the object at `path`.
    init(decoder: JSONValueDecoding, members: [String: JSONValue], path: JSONCodingPath) {
        self.decoder = decoder
        self.members = members
        self.path = path
    }

    /// The keys leading to the object, built once on first use (a nested value's path or an error).
    private(set) lazy var codingPath: [any CodingKey] = path.keys

    /// The members' keys that `Key` knows.
    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    /// Whether the object has a member for `key` (which may be `null`).
    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    /// Whether the member for `key` is `null`; a missing member is `keyNotFound`, as in `JSONDecoder`.
    func decodeNil(forKey key: Key) throws -> Bool {
        if case .null = try member(key) { true } else { false }
    }

    /// A `Bool`.
    func decode(_: Bool.Type, forKey key: Key) throws -> Bool { try scalar(key) }
    /// A `String`.
    func decode(_: String.Type, forKey key: Key) throws -> String { try scalar(key) }
    /// A `Double`.
    func decode(_: Double.Type, forKey key: Key) throws -> Double { try scalar(key) }
    /// A `Float`.
    func decode(_: Float.Type, forKey key: Key) throws -> Float { try scalar(key) }
    /// An `Int`.
    func decode(_: Int.Type, forKey key: Key) throws -> Int { try scalar(key) }
    /// An `Int8`.
    func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { try scalar(key) }
    /// An `Int16`.
    func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { try scalar(key) }
    /// An `Int32`.
    func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { try scalar(key) }
    /// An `Int64`.
    func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { try scalar(key) }
    /// A `UInt`.
    func decode(_: UInt.Type, forKey key: Key) throws -> UInt { try scalar(key) }
    /// A `UInt8`.
    func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { try scalar(key) }
    /// A `UInt16`.
    func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { try scalar(key) }
    /// A `UInt32`.
    func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { try scalar(key) }
    /// A `UInt64`.
    func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { try scalar(key) }

    /// Any `Decodable`, decoded from the member with the shared decoder.
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder.decode(type, from: member(key), at: memberPath(key))
    }

    /// A `Bool`, or nil when missing or `null`.
    func decodeIfPresent(_: Bool.Type, forKey key: Key) throws -> Bool? { try scalarIfPresent(key) }
    /// A `String`, or nil when missing or `null`.
    func decodeIfPresent(_: String.Type, forKey key: Key) throws -> String? { try scalarIfPresent(key) }
    /// A `Double`, or nil when missing or `null`.
    func decodeIfPresent(_: Double.Type, forKey key: Key) throws -> Double? { try scalarIfPresent(key) }
    /// A `Float`, or nil when missing or `null`.
    func decodeIfPresent(_: Float.Type, forKey key: Key) throws -> Float? { try scalarIfPresent(key) }
    /// An `Int`, or nil when missing or `null`.
    func decodeIfPresent(_: Int.Type, forKey key: Key) throws -> Int? { try scalarIfPresent(key) }
    /// An `Int8`, or nil when missing or `null`.
    func decodeIfPresent(_: Int8.Type, forKey key: Key) throws -> Int8? { try scalarIfPresent(key) }
    /// An `Int16`, or nil when missing or `null`.
    func decodeIfPresent(_: Int16.Type, forKey key: Key) throws -> Int16? { try scalarIfPresent(key) }
    /// An `Int32`, or nil when missing or `null`.
    func decodeIfPresent(_: Int32.Type, forKey key: Key) throws -> Int32? { try scalarIfPresent(key) }
    /// An `Int64`, or nil when missing or `null`.
    func decodeIfPresent(_: Int64.Type, forKey key: Key) throws -> Int64? { try scalarIfPresent(key) }
    /// A `UInt`, or nil when missing or `null`.
    func decodeIfPresent(_: UInt.Type, forKey key: Key) throws -> UInt? { try scalarIfPresent(key) }
    /// A `UInt8`, or nil when missing or `null`.
    func decodeIfPresent(_: UInt8.Type, forKey key: Key) throws -> UInt8? { try scalarIfPresent(key) }
    /// A `UInt16`, or nil when missing or `null`.
    func decodeIfPresent(_: UInt16.Type, forKey key: Key) throws -> UInt16? { try scalarIfPresent(key) }
    /// A `UInt32`, or nil when missing or `null`.
    func decodeIfPresent(_: UInt32.Type, forKey key: Key) throws -> UInt32? { try scalarIfPresent(key) }
    /// A `UInt64`, or nil when missing or `null`.
    func decodeIfPresent(_: UInt64.Type, forKey key: Key) throws -> UInt64? { try scalarIfPresent(key) }

    /// Any `Decodable`, or nil when the member is missing or `null`.
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard let value = presentMember(key) else { return nil }
        return try decoder.decode(type, from: value, at: memberPath(key))
    }

    /// The member's members, as a container of their own.
    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let value = try member(key)
        return try decoder.with(value, at: memberPath(key)) { try decoder.container(keyedBy: type) }
    }

    /// The member's elements.
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        let value = try member(key)
        return try decoder.with(value, at: memberPath(key)) { try decoder.unkeyedContainer() }
    }

    /// A decoder for the `super` member (`null` when there is none).
    func superDecoder() throws -> any Decoder {
        JSONValueDecoding(value: members["super"] ?? .null, at: memberPath(JSONCodingKey.name("super")))
    }

    /// A decoder for the member under `key` (`null` when there is none).
    func superDecoder(forKey key: Key) throws -> any Decoder {
        JSONValueDecoding(value: members[key.stringValue] ?? .null, at: memberPath(key))
    }

    /// The member under `key`, or `keyNotFound` worded as `JSONDecoder` words it.
    private func member(_ key: Key) throws -> JSONValue {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, .init(
                codingPath: codingPath, debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
        }
        return value
    }

    /// The scalar under `key`.
    private func scalar<T: JSONScalar>(_ key: Key) throws -> T {
        try T.unwrap(member(key), path: memberPath(key).keys)
    }

    /// The scalar under `key`, or nil when missing or `null`.
    private func scalarIfPresent<T: JSONScalar>(_ key: Key) throws -> T? {
        guard let value = presentMember(key) else { return nil }
        return try T.unwrap(value, path: memberPath(key).keys)
    }

    /// The path of the member under `key`.
    private func memberPath(_ key: any CodingKey) -> JSONCodingPath {
        JSONCodingPath(parent: codingPath, last: key)
    }

    /// The member under `key`, or nil when it is missing or `null`.
    private func presentMember(_ key: Key) -> JSONValue? {
        switch members[key.stringValue] {
        case nil, .null?: nil
        case let value?: value
        }
    }
}
