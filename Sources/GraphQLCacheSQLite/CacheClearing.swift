import Foundation
import GRDB
#if canImport(Glibc)
import Glibc
#endif

/// Deletes the cache files of a directory that can be proved ours, and nothing else.
///
/// A cache file is deleted only when it is a regular file (not a symbolic link, a directory or a FIFO) whose
/// SQLite header carries our mark, or is exactly a cache of the current format written before files were
/// marked. Its `-wal` and `-shm` files go with it when they are regular files; one that has vanished (another
/// process closed the cache meanwhile) is already gone.
public enum CacheClearing {
    /// What clearing did.
    public struct Outcome: Sendable, Equatable {
        /// The caches deleted, each with its files.
        public var deleted: [DeletedCache] = []
        /// The files left alone, each with the reason.
        public var leftAlone: [LeftAlone] = []
    }

    /// One cache deleted: its file, and the `-wal` and `-shm` files that went with it.
    public struct DeletedCache: Sendable, Equatable {
        /// The cache file's path.
        public var path: String
        /// The paths of its `-wal` and `-shm` files that were there to delete.
        public var sidecars: [String] = []

        /// Every file of it that was deleted, the cache file first.
        public var files: [String] { [path] + sidecars }
    }

    /// A file clearing did not delete, and why.
    public struct LeftAlone: Sendable, Equatable, CustomStringConvertible {
        /// The file's path.
        public var path: String
        /// Why it was kept: "it is a directory", "it is not a country-explorer cache".
        public var reason: String

        /// `left untouched: PATH (REASON)`.
        public var description: String { "left untouched: \(path) (\(reason))" }
    }

    /// A file that could not be deleted although it is ours.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        /// The file's path.
        public var path: String
        /// The operating system's words.
        public var reason: String

        /// `cannot delete PATH: REASON`.
        public var description: String { "cannot delete \(path): \(reason)" }
    }

    /// Deletes every cache file in `directory` that is provably ours, with its `-wal` and `-shm` files.
    ///
    /// It holds the directory's lock alone (`CacheDirectoryLock`), waiting up to 5 s for every use of a cache in it
    /// to end, so that no file is deleted while another process creates, reads or writes it.
    public static func clear(directory: URL) throws(Failure) -> Outcome {
        try clear(directory: directory, wait: BusyWait(timeout: .seconds(5)))
    }

    /// `clear(directory:)`, waiting for the directory's lock as `wait` says.
    static func clear(directory: URL, wait: BusyWait) throws(Failure) -> Outcome {
        do {
            return try CacheDirectoryLock.withLock(on: directory.path, .exclusive, wait: wait) { () throws(Failure) in
                try clearLocked(directory: directory)
            }
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(path: directory.path, reason: "a cache in it stayed in use by another country-explorer")
        }
    }

    /// Deletes the caches of `directory`, its lock held.
    private static func clearLocked(directory: URL) throws(Failure) -> Outcome {
        var outcome = Outcome()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names.sorted() where name.hasPrefix("cache") && name.hasSuffix(".sqlite") {
            let path = directory.appendingPathComponent(name, isDirectory: false).path
            // Looked at before SQLite opens the file, which would open them too (a FIFO would block it); a cache
            // whose WAL stays would come back half-written, so an odd file beside it keeps both.
            let oddSidecars = CachePathCheck.oddSidecars(of: path)
            if !oddSidecars.isEmpty {
                outcome.leftAlone += oddSidecars.map { LeftAlone(path: $0.path, reason: "it is \($0.kind)") }
                outcome.leftAlone.append(LeftAlone(path: path, reason: "a file beside it is not a regular file"))
                continue
            }
            if let reason = reasonToKeep(path) {
                outcome.leftAlone.append(LeftAlone(path: path, reason: reason))
                continue
            }
            var deleted = DeletedCache(path: path)
            for sidecar in [path + "-wal", path + "-shm"] where try remove(sidecar) {
                deleted.sidecars.append(sidecar)
            }
            // A cache file that vanished meanwhile (another `cache clear`) was deleted by someone else.
            if try remove(path) || !deleted.sidecars.isEmpty { outcome.deleted.append(deleted) }
        }
        return outcome
    }

    /// Why the file at `path` must be kept, or nil when it is provably a cache of ours.
    static func reasonToKeep(_ path: String) -> String? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return "it vanished" }
        guard (status.st_mode & S_IFMT) == S_IFREG else { return "it is \(CachePathCheck.kind(of: status))" }
        do {
            var configuration = Configuration()
            configuration.readonly = true
            configuration.busyMode = .timeout(5)
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            defer { try? queue.close() }
            let ours = try queue.read { db in
                let state = try CacheFileState.read(db)
                return state.applicationID == CacheFileFormat.applicationID || CacheFileFormat.plan(for: state, path: path) == .mark
            }
            return ours ? nil : "it is not a country-explorer cache"
        } catch {
            return "it is not a country-explorer cache"
        }
    }

    /// Deletes one file; false when it was already gone.
    private static func remove(_ path: String) throws(Failure) -> Bool {
        guard unlink(path) == 0 else {
            let code = errno
            if code == ENOENT { return false }
            throw Failure(path: path, reason: String(cString: strerror(code)))
        }
        return true
    }
}
