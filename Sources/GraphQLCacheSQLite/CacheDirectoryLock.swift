import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The advisory lock (`flock`) on a cache directory that orders `cache clear` against every use of a cache file in
/// it: opening, reading and writing share the lock, and a clear holds it alone.
///
/// So a clear never deletes a file while another process creates, reads or writes it, and a write either lands
/// before the clear (and is deleted with the file) or after it (in a new file). The lock is taken on the directory
/// itself, so no file is added to it; it is released when the descriptor closes, even if the process dies.
enum CacheDirectoryLock {
    /// How the lock is held.
    enum Mode {
        /// Beside other uses: opening, reading, writing a cache file.
        case shared
        /// Alone: clearing the directory.
        case exclusive

        fileprivate var operation: Int32 { self == .shared ? LOCK_SH : LOCK_EX }
    }

    /// The lock stayed held by another process past the wait.
    struct Held: Error, Sendable, Equatable, CustomStringConvertible {
        /// The directory.
        let directory: String

        /// `the cache directory DIR stayed locked by another country-explorer`.
        var description: String { "the cache directory \(directory) stayed locked by another country-explorer" }
    }

    /// Runs `body` holding the lock on `directory` in `mode`, waiting for it as `wait` says; throws `Held` when
    /// it is still taken once the wait is over.
    ///
    /// A directory that cannot be opened (it does not exist yet, or may not be read) is not locked: `body` runs
    /// as it would have without the lock, and meets the same problem, which it words.
    static func withLock<Result>(
        on directory: String, _ mode: Mode, wait: BusyWait, _ body: () throws -> Result
    ) throws -> Result {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        let deadline = wait.now() + wait.timeout
        while flock(descriptor, mode.operation | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            // A file system without flock orders nothing, as before the lock.
            guard code == EWOULDBLOCK else { return try body() }
            guard wait.now() < deadline else { throw Held(directory: directory) }
            wait.poll()
        }
        return try body()
    }

    /// The directory a cache file's lock is taken on: the one that holds it.
    static func directory(of path: String) -> String {
        URL(fileURLWithPath: path).deletingLastPathComponent().path
    }
}
