import Foundation

/// Standard error, where both log formats write their lines.
enum StandardError {
    /// Writes `line` whole with `write(2)`, going on after a signal or a partial write; a line that cannot be written
    /// (standard error closed) is dropped, since the server answers on without its log.
    static func write(_ line: UnsafeRawBufferPointer) {
        var rest = line
        while !rest.isEmpty {
            let written = Glibc.write(STDERR_FILENO, rest.baseAddress, rest.count)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return }
            rest = UnsafeRawBufferPointer(rebasing: rest[written...])
        }
    }
}
