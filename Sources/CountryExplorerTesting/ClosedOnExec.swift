import Foundation
#if canImport(Glibc)
import Glibc
#endif

extension Pipe {
    /// A pipe whose two ends no other process inherits (`FD_CLOEXEC`); the process it is given to as standard input or
    /// output still gets its copy, which `posix_spawn`'s `dup2` makes without the flag.
    ///
    /// Foundation's `Pipe` leaves its descriptors inheritable, so a process that another test starts at the same
    /// moment keeps the write end of a child's stdin open for its whole life, and that child never reads its end of
    /// file: with tests side by side, a run that waits for it hangs until it is killed.
    public static func closedOnExec() -> Pipe {
        let pipe = Pipe()
        for handle in [pipe.fileHandleForReading, pipe.fileHandleForWriting] {
            _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        return pipe
    }
}
