/// A type a JSON value holds directly (Bool, String, a number), read without a nested decoder.
///
/// The errors are the ones `JSONDecoder` throws, so messages built from them read the same.
protocol JSONScalar {
    /// Reads the scalar out of `value`; `path` (built only on failure) locates it for the error.
    static func unwrap(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Self
}

extension Bool: JSONScalar {
    /// The boolean; like `JSONDecoder`, even `null` is a type mismatch here rather than a missing value.
    static func unwrap(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Bool {
        guard case .bool(let flag) = value else { throw DecodingError.mismatch(Bool.self, found: value, at: path()) }
        return flag
    }
}

extension String: JSONScalar {
    /// The string.
    static func unwrap(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> String {
        switch value {
        case .string(let string): return string
        case .null: throw DecodingError.null(String.self, at: path())
        default: throw DecodingError.mismatch(String.self, found: value, at: path())
        }
    }
}

extension JSONScalar where Self: FixedWidthInteger {
    /// The number when it is a whole number in range; otherwise the data is corrupt for this type.
    static func unwrap(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Self {
        switch value {
        case .number(let number):
            guard let integer = Self(exactly: number) else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: path(), debugDescription: "Parsed JSON number <\(number)> does not fit in \(Self.self)."))
            }
            return integer
        case .null: throw DecodingError.null(Self.self, at: path())
        default: throw DecodingError.mismatch(Self.self, found: value, at: path())
        }
    }
}

extension JSONScalar where Self: BinaryFloatingPoint {
    /// The number, rounded to this type; one that overflows it is corrupt data.
    static func unwrap(_ value: JSONValue, path: @autoclosure () -> [any CodingKey]) throws -> Self {
        switch value {
        case .number(let number):
            let converted = Self(number)
            guard converted.isFinite else {
                throw DecodingError.dataCorrupted(.init(
                    codingPath: path(), debugDescription: "Parsed JSON number <\(number)> does not fit in \(Self.self)."))
            }
            return converted
        case .null: throw DecodingError.null(Self.self, at: path())
        default: throw DecodingError.mismatch(Self.self, found: value, at: path())
        }
    }
}

extension Double: JSONScalar {}
extension Float: JSONScalar {}
extension Int: JSONScalar {}
extension Int8: JSONScalar {}
extension Int16: JSONScalar {}
extension Int32: JSONScalar {}
extension Int64: JSONScalar {}
extension UInt: JSONScalar {}
extension UInt8: JSONScalar {}
extension UInt16: JSONScalar {}
extension UInt32: JSONScalar {}
extension UInt64: JSONScalar {}

extension DecodingError {
    /// `JSONDecoder`'s type mismatch: "Expected to decode X but found Y instead."
    static func mismatch(_ type: Any.Type, found value: JSONValue, at path: [any CodingKey]) -> DecodingError {
        .typeMismatch(type, .init(codingPath: path, debugDescription: "Expected to decode \(type) but found \(value.kindDescription) instead."))
    }

    /// `JSONDecoder`'s error for `null` where a `type` is required.
    static func null(_ type: Any.Type, at path: [any CodingKey]) -> DecodingError {
        .valueNotFound(type, .init(codingPath: path, debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
}

extension JSONValue {
    /// How `JSONDecoder` names this kind of value in its messages.
    var kindDescription: String {
        switch self {
        case .null: "null"
        case .bool: "bool"
        case .number: "number"
        case .string: "a string"
        case .array: "an array"
        case .object: "a dictionary"
        }
    }
}
