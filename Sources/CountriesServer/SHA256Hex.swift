import Crypto
import Foundation

/// The SHA-256 of some bytes in lowercase hexadecimal, as the server's entity tags and persisted-query hashes
/// write it (swift-crypto).
enum SHA256Hex {
    /// The 64 hexadecimal digits of `data`'s SHA-256, and of `text`'s UTF-8 after it when given.
    static func of(_ data: Data, _ text: String = "") -> String {
        var hasher = SHA256()
        hasher.update(data: data)
        hasher.update(data: Data(text.utf8))
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }
}
