/// Why and where UTF-8 text failed to parse as JSON.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The byte offset into the text at which the problem was found.
    public let offset: Int
    /// What is wrong, in words.
    public let message: String

    /// Creates an error reporting `message` at byte `offset`.
    public init(offset: Int, message: String) {
        self.offset = offset
        self.message = message
    }

    /// "JSON syntax error at byte N: message".
    public var description: String {
        "JSON syntax error at byte \(offset): \(message)"
    }
}
