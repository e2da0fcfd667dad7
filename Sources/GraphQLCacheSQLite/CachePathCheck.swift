import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Looks at what stands at a cache file's path, and beside it, before SQLite opens anything there.
///
/// Only regular files are opened: a FIFO would block the open for ever, a directory or a device is not a
/// cache, and a symbolic link is followed only to an existing, non-empty regular file (whose content must
/// then carry our mark). The file itself is opened with `O_NONBLOCK` and checked with `fstat`, so that nothing
/// swapped in after `lstat` can block either.
enum CachePathCheck {
    /// What stands at the path.
    enum Found: Equatable {
        /// Nothing: the cache file will be created.
        case nothing
        /// A regular file, directly or through a symbolic link.
        case regularFile(throughLink: Bool)
    }

    /// What stands at `path`, throwing when it is anything but nothing or a regular file we may open, or when
    /// its `-wal` or `-shm` file is anything but absent or a regular file.
    static func check(path: String) throws(CacheOpenError) -> Found {
        if let odd = oddSidecars(of: path).first { throw .notARegularFile(path: odd.path, kind: odd.kind) }
        var status = stat()
        guard lstat(path, &status) == 0 else { return .nothing }
        let throughLink = (status.st_mode & S_IFMT) == S_IFLNK
        if throughLink {
            var target = stat()
            guard stat(path, &target) == 0 else { throw .notARegularFile(path: path, kind: "a symbolic link to a missing file") }
            guard isRegular(target) else { throw .notARegularFile(path: path, kind: "a symbolic link to \(kind(of: target))") }
            guard target.st_size > 0 else { throw .notARegularFile(path: path, kind: "a symbolic link to an empty file") }
        } else if !isRegular(status) {
            throw .notARegularFile(path: path, kind: kind(of: status))
        }
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw code == EACCES || code == EPERM
                ? .unreadable(path: path, detail: String(cString: strerror(code)))
                : .cannotOpen(path: path, detail: String(cString: strerror(code)))
        }
        defer { close(descriptor) }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, isRegular(opened) else {
            throw .notARegularFile(path: path, kind: kind(of: opened))
        }
        return .regularFile(throughLink: throughLink)
    }

    /// The `-wal` and `-shm` files beside `path` that exist but are not regular files, with what they are.
    static func oddSidecars(of path: String) -> [(path: String, kind: String)] {
        [path + "-wal", path + "-shm"].compactMap { sidecar in
            var status = stat()
            guard lstat(sidecar, &status) == 0, !isRegular(status) else { return nil }
            return (sidecar, kind(of: status))
        }
    }

    private static func isRegular(_ status: stat) -> Bool {
        (status.st_mode & S_IFMT) == S_IFREG
    }

    /// "a FIFO", "a directory"…: what a file that is not regular is, for messages.
    static func kind(of status: stat) -> String {
        switch status.st_mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "not a regular file"
        }
    }
}
