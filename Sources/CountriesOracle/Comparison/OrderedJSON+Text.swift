import Foundation
import JSONCore

extension OrderedJSON {
    /// Parses UTF-8 JSON text with JSONCore's `JSONReader`, which holds it to RFC 8259, or throws its error where it
    /// is not JSON. Members are kept as written, in order, a repeated key included; strings keep their scalars.
    public init(parsing bytes: some Collection<UInt8>) throws {
        self = try JSONReader.read(Data(bytes)) { try OrderedJSON(reading: &$0) }
    }

    /// The next value `reader` holds, whatever its kind.
    private init(reading reader: inout JSONReader) throws {
        switch try reader.peek() {
        case UInt8(ascii: "{"):
            var members: [Member] = []
            try reader.readObject("object") { key, reader in members.append(Member(key, try OrderedJSON(reading: &reader))) }
            self = .object(members)
        case UInt8(ascii: "["): self = .array(try reader.readArray("array") { try OrderedJSON(reading: &$0) })
        case UInt8(ascii: "\""): self = .string(try reader.readString())
        case UInt8(ascii: "t"), UInt8(ascii: "f"): self = .bool(try reader.readBool())
        case UInt8(ascii: "n"):
            try reader.skipValue()
            self = .null
        default: self = .number(try reader.readNumber())
        }
    }

    /// Compact JSON text: members in their order, strings and numbers written by JSONCore's writers.
    public var jsonBytes: [UInt8] {
        var bytes: [UInt8] = []
        write(to: &bytes)
        return bytes
    }

    private func write(to bytes: inout [UInt8]) {
        switch self {
        case .null: bytes += Array("null".utf8)
        case .bool(let flag): bytes += Array((flag ? "true" : "false").utf8)
        case .number(let number): JSONNumber.append(number, to: &bytes)
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
