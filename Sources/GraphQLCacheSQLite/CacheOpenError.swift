import Foundation
import GRDB

/// Why a cache file could not be opened, each case described for a person in one line.
public enum CacheOpenError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file holds something other than a SQLite database; it was left untouched.
    case notADatabase(path: String)
    /// The file is a damaged or truncated SQLite database.
    case corrupt(path: String, detail: String)
    /// The file or its directory cannot be written.
    case readOnly(path: String, detail: String)
    /// The disk has no room for the file.
    case diskFull(path: String)
    /// The disk failed while the file was read or written.
    case ioError(path: String, detail: String)
    /// The file was written by a newer version in a format this one does not know; it was left untouched.
    case newerFormat(path: String, found: Int, supported: Int)
    /// The file does not carry this cache's mark; it was left untouched.
    case notACache(path: String)
    /// The path, or its `-wal` or `-shm` file, is not a regular file (`kind` says what it is); it was left untouched.
    case notARegularFile(path: String, kind: String)
    /// The file exists but may not be read.
    case unreadable(path: String, detail: String)
    /// Another process kept the file locked for longer than the busy timeout.
    case locked(path: String)
    /// The file could not be opened for another reason.
    case cannotOpen(path: String, detail: String)
    /// The directory meant to hold the file could not be made.
    case directoryUnavailable(path: String, detail: String)

    /// One line saying what went wrong and what became of the file.
    public var description: String {
        switch self {
        case .notADatabase(let path):
            "\(path) is not a SQLite database; it was left untouched"
        case .corrupt(let path, let detail):
            "cache file \(path) is damaged (\(detail)); delete it to start afresh"
        case .readOnly(let path, let detail):
            "cannot write the cache file \(path): \(detail)"
        case .diskFull(let path):
            "no space left on the disk for the cache file \(path)"
        case .ioError(let path, let detail):
            "disk I/O error on the cache file \(path) (\(detail))"
        case .newerFormat(let path, let found, let supported):
            "cache file \(path) has format \(found), newer than the \(supported) this version reads; it was left untouched"
        case .notACache(let path):
            "\(path) is not a country-explorer cache; left untouched"
        case .notARegularFile(let path, let kind):
            "\(path) is \(kind), not a cache file; left untouched"
        case .unreadable(let path, let detail):
            "cannot read the cache file \(path): \(detail)"
        case .locked(let path):
            "cache file \(path) stayed locked by another process"
        case .cannotOpen(let path, let detail):
            "cannot open the cache file \(path): \(detail)"
        case .directoryUnavailable(let path, let detail):
            "cannot make the cache directory \(path): \(detail)"
        }
    }

    /// Classifies an error SQLite or GRDB threw while opening the file at `path`.
    static func classify(_ error: any Error, path: String) -> CacheOpenError {
        guard let error = error as? DatabaseError else {
            return .cannotOpen(path: path, detail: ErrorWords.of(error))
        }
        let detail = error.message ?? error.resultCode.description
        switch error.resultCode {
        case .SQLITE_NOTADB: return .notADatabase(path: path)
        case .SQLITE_CORRUPT: return .corrupt(path: path, detail: detail)
        case .SQLITE_FULL: return .diskFull(path: path)
        case .SQLITE_BUSY, .SQLITE_LOCKED: return .locked(path: path)
        default: break
        }
        if FileManager.default.fileExists(atPath: path), !FileManager.default.isReadableFile(atPath: path) {
            return .unreadable(path: path, detail: "permission denied")
        }
        if let problem = WriteAccess.problem(path: path) {
            return .readOnly(path: path, detail: problem)
        }
        if error.resultCode == .SQLITE_IOERR {
            return .ioError(path: path, detail: detail)
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if !FileManager.default.fileExists(atPath: directory) {
            return .cannotOpen(path: path, detail: "the directory \(directory) does not exist")
        }
        return .cannotOpen(path: path, detail: detail)
    }
}

/// Tells why a file, or the directory it would be created in, cannot be written.
enum WriteAccess {
    /// A phrase naming what is not writable, or nil when both the file and its directory are.
    static func problem(path: String) -> String? {
        let files = FileManager.default
        if files.fileExists(atPath: path), !files.isWritableFile(atPath: path) {
            return "the file is read-only"
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        if files.fileExists(atPath: directory), !files.isWritableFile(atPath: directory) {
            return "the directory \(directory) is not writable"
        }
        return nil
    }
}
