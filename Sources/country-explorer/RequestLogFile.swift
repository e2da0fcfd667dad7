import Foundation
import Synchronization

/// The `--log` file: lines appended, each written whole, from any thread; it is never the terminal's screen.
final class RequestLogFile: Sendable {
    private let handle: Mutex<FileHandle>

    /// Opens `path` for appending, creating it (mode 0600) when missing.
    init(path: String) throws {
        if !FileManager.default.fileExists(atPath: path) {
            guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
                throw LogFileError(path: path)
            }
        }
        guard let handle = FileHandle(forWritingAtPath: path) else { throw LogFileError(path: path) }
        handle.seekToEndOfFile()
        self.handle = Mutex(handle)
    }

    /// Appends `line` and a line break.
    @Sendable func append(_ line: String) {
        handle.withLock { try? $0.write(contentsOf: Data((line + "\n").utf8)) }
    }
}

/// A `--log` file that cannot be opened for appending.
struct LogFileError: Error, CustomStringConvertible {
    /// The path given.
    let path: String

    var description: String { "cannot open the log file '\(path)' for appending" }
}
