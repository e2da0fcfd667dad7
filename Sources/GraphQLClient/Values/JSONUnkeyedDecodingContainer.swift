/// The elements of a JSON array, read in order for `JSONValueDecoder`.
struct JSONUnkeyedDecodingContainer: UnkeyedDecodingContainer {
    /// The decoder nested values are decoded with.
    private let decoder: JSONValueDecoding
    /// The array's elements.
    private let elements: [JSONValue]
    /// The keys leading to the array.
    let codingPath: [any CodingKey]
    /// The position of the next element.
    private(set) var currentIndex = 0

    /// A container over `elements`, the array at `codingPath`.
    init(decoder: JSONValueDecoding, elements: [JSONValue], codingPath: [any CodingKey]) {
        self.decoder = decoder
        self.elements = elements
        self.codingPath = codingPath
    }

    /// How many elements the array has.
    var count: Int? { elements.count }

    /// Whether every element has been read.
    var isAtEnd: Bool { currentIndex >= elements.count }

    /// Whether the next element is `null`, stepping past it only if so.
    mutating func decodeNil() throws -> Bool {
        guard case .null = try next(Never.self) else { return false }
        currentIndex += 1
        return true
    }

    /// A `Bool`.
    mutating func decode(_ type: Bool.Type) throws -> Bool { try scalar(type) }
    /// A `String`.
    mutating func decode(_ type: String.Type) throws -> String { try scalar(type) }
    /// A `Double`.
    mutating func decode(_ type: Double.Type) throws -> Double { try scalar(type) }
    /// A `Float`.
    mutating func decode(_ type: Float.Type) throws -> Float { try scalar(type) }
    /// An `Int`.
    mutating func decode(_ type: Int.Type) throws -> Int { try scalar(type) }
    /// An `Int8`.
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try scalar(type) }
    /// An `Int16`.
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try scalar(type) }
    /// An `Int32`.
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try scalar(type) }
    /// An `Int64`.
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try scalar(type) }
    /// A `UInt`.
    mutating func decode(_ type: UInt.Type) throws -> UInt { try scalar(type) }
    /// A `UInt8`.
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try scalar(type) }
    /// A `UInt16`.
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try scalar(type) }
    /// A `UInt32`.
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try scalar(type) }
    /// A `UInt64`.
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try scalar(type) }

    /// Any `Decodable`, decoded from the next element with the shared decoder.
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try decoder.decode(type, from: next(type), at: elementPath)
        currentIndex += 1
        return value
    }

    /// The next element's members, as a container of their own.
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        let value = try next(KeyedDecodingContainer<NestedKey>.self)
        let container = try decoder.with(value, at: elementPath) {
            try decoder.container(keyedBy: type)
        }
        currentIndex += 1
        return container
    }

    /// The next element's elements.
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let value = try next((any UnkeyedDecodingContainer).self)
        let container = try decoder.with(value, at: elementPath) {
            try decoder.unkeyedContainer()
        }
        currentIndex += 1
        return container
    }

    /// A decoder for the next element.
    mutating func superDecoder() throws -> any Decoder {
        let value = try next((any Decoder).self, ifAtEnd: "Cannot get superDecoder() -- unkeyed container is at end.")
        let decoder = JSONValueDecoding(value: value, at: elementPath)
        currentIndex += 1
        return decoder
    }

    /// The next element, without stepping past it; at the end, `valueNotFound` for `type` as `JSONDecoder` reports it.
    private func next(_ type: Any.Type, ifAtEnd message: String = "Unkeyed container is at end.") throws -> JSONValue {
        guard currentIndex < elements.count else {
            throw DecodingError.valueNotFound(type, .init(codingPath: elementPath.keys, debugDescription: message))
        }
        return elements[currentIndex]
    }

    /// The next scalar, stepping past it once read.
    private mutating func scalar<T: JSONScalar>(_ type: T.Type) throws -> T {
        let value = try T.unwrap(next(type), path: elementPath.keys)
        currentIndex += 1
        return value
    }

    /// The path of the next element.
    private var elementPath: JSONCodingPath {
        JSONCodingPath(parent: codingPath, last: JSONCodingKey.index(currentIndex))
    }
}
