import Foundation

/// A file that ships in the explorer's bundle (`Resources/`).
enum BundledResource {
    /// The file's bytes; nil when it is missing or unreadable.
    static func data(named name: String, withExtension pathExtension: String) -> Data? {
        Bundle.module.url(forResource: name, withExtension: pathExtension).flatMap { try? Data(contentsOf: $0) }
    }
}
