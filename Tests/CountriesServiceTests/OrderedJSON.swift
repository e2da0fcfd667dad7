import Foundation

/// A JSON value that keeps object members in their order, so that two responses can be compared key order
/// included; parsed by a small recursive-descent reader that is enough for responses.
indirect enum OrderedJSON: Equatable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([OrderedJSON])
    case object([Member])

    /// One object member.
    struct Member: Equatable {
        let key: String
        let value: OrderedJSON
    }

    /// Parses `data`, or throws where it is not JSON.
    init(parsing data: Data) throws {
        var reader = Reader(bytes: Array(data))
        self = try reader.value()
        reader.skipSpace()
        guard reader.position == reader.bytes.count else { throw Reader.Failure(position: reader.position) }
    }

    /// The value of an object member, or nil.
    subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The elements of an array, or empty.
    var elements: [OrderedJSON] {
        guard case .array(let elements) = self else { return [] }
        return elements
    }

    var description: String {
        switch self {
        case .null: "null"
        case .bool(let flag): String(flag)
        case .number(let number): String(number)
        case .string(let string): "\"\(string)\""
        case .array(let elements): "[" + elements.map(\.description).joined(separator: ",") + "]"
        case .object(let members): "{" + members.map { "\"\($0.key)\":\($0.value)" }.joined(separator: ",") + "}"
        }
    }

    private struct Reader {
        struct Failure: Error { let position: Int }

        let bytes: [UInt8]
        var position = 0

        mutating func skipSpace() {
            while position < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[position]) { position += 1 }
        }

        mutating func value() throws -> OrderedJSON {
            skipSpace()
            guard position < bytes.count else { throw Failure(position: position) }
            switch bytes[position] {
            case UInt8(ascii: "{"):
                position += 1
                var members: [Member] = []
                skipSpace()
                if take("}") { return .object(members) }
                repeat {
                    skipSpace()
                    let key = try string()
                    skipSpace()
                    guard take(":") else { throw Failure(position: position) }
                    members.append(Member(key: key, value: try value()))
                    skipSpace()
                } while take(",")
                guard take("}") else { throw Failure(position: position) }
                return .object(members)
            case UInt8(ascii: "["):
                position += 1
                var elements: [OrderedJSON] = []
                skipSpace()
                if take("]") { return .array(elements) }
                repeat {
                    elements.append(try value())
                    skipSpace()
                } while take(",")
                guard take("]") else { throw Failure(position: position) }
                return .array(elements)
            case UInt8(ascii: "\""):
                return .string(try string())
            case UInt8(ascii: "t"):
                position += 4
                return .bool(true)
            case UInt8(ascii: "f"):
                position += 5
                return .bool(false)
            case UInt8(ascii: "n"):
                position += 4
                return .null
            default:
                let start = position
                while position < bytes.count, "+-0123456789.eE".utf8.contains(bytes[position]) { position += 1 }
                guard let number = Double(String(decoding: bytes[start..<position], as: UTF8.self)) else {
                    throw Failure(position: start)
                }
                return .number(number)
            }
        }

        mutating func take(_ character: Character) -> Bool {
            guard position < bytes.count, let ascii = character.asciiValue, bytes[position] == ascii else { return false }
            position += 1
            return true
        }

        mutating func string() throws -> String {
            // Strings are decoded by JSONSerialization, which knows every escape.
            guard take("\"") else { throw Failure(position: position) }
            let start = position - 1
            while position < bytes.count, bytes[position] != UInt8(ascii: "\"") {
                position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
            }
            guard take("\"") else { throw Failure(position: position) }
            let literal = Data(bytes[start..<position])
            guard let decoded = try JSONSerialization.jsonObject(with: literal, options: .fragmentsAllowed) as? String else {
                throw Failure(position: start)
            }
            return decoded
        }
    }
}
