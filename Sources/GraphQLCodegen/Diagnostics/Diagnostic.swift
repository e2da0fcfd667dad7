/// One problem in an input file, printed compiler-style as `file:line:column: error: message`.
public struct Diagnostic: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The file's path as the user gave it.
    public let file: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column, counted in characters.
    public let column: Int
    /// What is wrong, as one line.
    public let message: String

    /// The `file:line:column: error: message` line.
    public var description: String {
        "\(file):\(line):\(column): error: \(message)"
    }

    /// Orders by file, then position, then message.
    public static func < (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        (lhs.file, lhs.line, lhs.column, lhs.message) < (rhs.file, rhs.line, rhs.column, rhs.message)
    }
}
