import Crypto
import Foundation

/// The SHA-256 of some bytes in lowercase hexadecimal, as the server's entity tags and persisted-query hashes
/// write it (swift-crypto).
enum SHA256Hex {
    /// The 64 hexadecimal digits of `data`'s SHA-256.
    static func of(_ data: Data) -> String {
        SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
    }
}
