/// A failure of an opened SQLite cache while reading, writing or clearing it.
public struct SQLiteCacheError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the cache was doing when it failed.
    public enum Operation: String, Sendable {
        /// Looking records up.
        case read
        /// Merging records in.
        case write
        /// Removing every record.
        case clear
    }

    /// What the cache was doing.
    public var operation: Operation
    /// The cache file's path.
    public var path: String
    /// What went wrong, as SQLite or the record decoder put it: `disk I/O error`.
    public var detail: String

    /// Creates an error.
    public init(operation: Operation, path: String, detail: String) {
        self.operation = operation
        self.path = path
        self.detail = detail
    }

    /// Describes `error` as a failure of `operation` on the file at `path`.
    init(_ error: any Error, operation: Operation, path: String) {
        self.init(operation: operation, path: path, detail: (error as? SQLiteCacheError)?.detail ?? ErrorWords.of(error))
    }

    /// `cache write failed: disk I/O error (/home/me/.cache/app/cache.sqlite)`.
    public var description: String { "cache \(operation.rawValue) failed: \(detail) (\(path))" }

    /// `disk I/O error writing /home/me/.cache/app/cache.sqlite`, to follow "cache disabled: ".
    public var summary: String {
        let doing = switch operation {
        case .read: "reading"
        case .write: "writing"
        case .clear: "clearing"
        }
        return "\(detail) \(doing) \(path)"
    }
}
