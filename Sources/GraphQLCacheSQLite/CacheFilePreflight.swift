import Foundation
import GRDB

/// Looks at an existing cache file through a read-only connection before anything may write to it.
///
/// Opening the file for writing switches it to WAL mode, which rewrites its header; a file that is not a database,
/// is damaged, or comes from a newer version must be refused before that happens.
enum CacheFilePreflight {
    /// Throws why the file at `path` must not be opened for writing; returns quietly when it may (or does not exist).
    static func check(path: String, options: SQLiteCacheOptions) throws(CacheOpenError) {
        guard FileManager.default.fileExists(atPath: path) else { return }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            configuration.busyMode = .timeout(options.busyTimeout)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            let verdict = try queue.read { db -> CacheOpenError? in
                if case .refuse(let error) = CacheSchema.plan(for: try CacheFileState.read(db), path: path) {
                    return error
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
