import Foundation

/// A file that ships in the explorer's bundle (`Resources/`).
enum BundledResource {
    /// The file `name.pathExtension` as `read` reads it; `fallback` when it is missing, unreadable or malformed.
    static func load<Value>(_ name: String, _ pathExtension: String, _ read: (Data) throws -> Value, else fallback: Value) -> Value {
        guard let url = Bundle.module.url(forResource: name, withExtension: pathExtension), let data = try? Data(contentsOf: url),
              let value = try? read(data)
        else { return fallback }
        return value
    }
}
