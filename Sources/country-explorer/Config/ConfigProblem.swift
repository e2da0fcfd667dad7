import ArgumentParser

/// A config that cannot be used, said as one line naming the file (or variable), the key and, where the parser
/// gives one, the line: the explorer then exits 78 (`EX_CONFIG`) and never starts half-configured.
struct ConfigProblem: Error, CustomStringConvertible {
    /// The file or environment variable.
    let source: String
    /// The key, when the problem is one key's.
    var key: String?
    /// What is wrong.
    let message: String

    var description: String {
        "config error: \(source)" + (key.map { ": \($0)" } ?? "") + ": \(message)"
    }

    /// sysexits.h's `EX_CONFIG`.
    static let exitCode = ExitCode(78)
}
