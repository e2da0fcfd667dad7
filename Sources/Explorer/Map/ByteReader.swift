import Foundation

/// Reads a resource's bytes front to back; running out is an error, never a crash.
struct ByteReader {
    let bytes: [UInt8]
    var position = 0

    var isAtEnd: Bool { position == bytes.count }

    private var truncated: WorldMapError { WorldMapError(description: "truncated at byte \(position)") }

    mutating func take(_ count: Int) throws(WorldMapError) -> [UInt8] {
        guard count <= bytes.count - position else { throw truncated }
        defer { position += count }
        return Array(bytes[position..<(position + count)])
    }

    mutating func byte() throws(WorldMapError) -> UInt8 {
        guard position < bytes.count else { throw truncated }
        defer { position += 1 }
        return bytes[position]
    }

    mutating func uint16() throws(WorldMapError) -> Int {
        let high = try byte()
        return Int(high) << 8 | Int(try byte())
    }

    mutating func int16() throws(WorldMapError) -> Int {
        let value = try uint16()
        return value >= 0x8000 ? value - 0x10000 : value
    }

    /// An unsigned LEB128 number of at most `bytes` bytes (three by default: up to 2,097,151, longer than any
    /// row of the world map).
    mutating func varint(bytes: Int = 3) throws(WorldMapError) -> Int {
        var value = 0
        for shift in stride(from: 0, to: 7 * bytes, by: 7) {
            let next = try byte()
            value |= Int(next & 0x7F) << shift
            if next & 0x80 == 0 { return value }
        }
        throw WorldMapError(description: "a number over \(bytes) bytes at byte \(position)")
    }

    /// A signed number written as a zigzag LEB128 (0, -1, 1, -2 … as 0, 1, 2, 3 …) of at most `bytes` bytes.
    mutating func zigzag(bytes: Int) throws(WorldMapError) -> Int {
        let value = try varint(bytes: bytes)
        return value & 1 == 0 ? value >> 1 : -(value >> 1) - 1
    }
}
