import Foundation

/// How wide a stream's lines may be: `COLUMNS` when it is set (as shells and `ls` honour it), else the
/// terminal's width when stdout is one, else 80.
enum OutputWidth {
    /// The width for `environment`.
    static func columns(_ environment: [String: String]) -> Int {
        if let text = environment["COLUMNS"], let columns = Int(text), columns > 0 { return columns }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}
