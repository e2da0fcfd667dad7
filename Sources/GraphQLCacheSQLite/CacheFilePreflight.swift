import Foundation
import GRDB

/// Looks at what stands at a cache file's path, then at an existing file through a read-only connection, before
/// anything may write to it.
///
/// Opening the file for writing switches it to WAL mode, which rewrites its header; anything but a regular file,
/// a file that is not a database or not ours, is damaged, or comes from a newer version must be refused before that
/// happens. A file reached through a symbolic link must already be a marked cache of the current format.
enum CacheFilePreflight {
    /// Throws why the file at `path` must not be opened for writing; returns quietly when it may (or does not exist).
    static func check(path: String, options: SQLiteCacheOptions) throws(CacheOpenError) {
        guard case .regularFile(let throughLink) = try CachePathCheck.check(path: path) else { return }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            configuration.busyMode = options.busyWait.busyMode
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let verdict = try queue.read { db -> CacheOpenError? in
                switch CacheFileFormat.plan(for: try CacheFileState.read(db), path: path) {
                case .refuse(let error): return error
                case .use: break
                case .mark, .create, .reset: if throughLink { return .notACache(path: path) }
                }
                return try CacheFileState.integrityProblem(db).map { .corrupt(path: path, detail: $0) }
            }
            if let verdict { throw verdict }
        } catch let error as CacheOpenError {
            throw error
        } catch {
            throw CacheOpenError.classify(error, path: path)
        }
    }
}
