/// Why a GraphQL document could not be parsed, and where: `syntax error at 3:7: expected "}" but found end of document`.
public struct DocumentSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong, such as `expected "}" but found end of document`.
    public var message: String
    /// The 1-based line of the problem.
    public var line: Int
    /// The 1-based column of the problem, counted in Unicode scalars.
    public var column: Int

    /// Creates an error at a line and column.
    public init(message: String, line: Int, column: Int) {
        self.message = message
        self.line = line
        self.column = column
    }

    /// `syntax error at line:column: message`.
    public var description: String { "syntax error at \(line):\(column): \(message)" }
}

extension DocumentSyntaxError {
    /// An error at a byte offset of a document's UTF-8 text; `\n`, `\r\n` and `\r` each end a line.
    init(_ message: String, at offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        var index = 0
        while index < offset {
            switch bytes[index] {
            case UInt8(ascii: "\n"):
                line += 1
                column = 1
            case UInt8(ascii: "\r"):
                line += 1
                column = 1
                if index + 1 < offset, bytes[index + 1] == UInt8(ascii: "\n") { index += 1 }
            case let byte where byte & 0xC0 != 0x80:
                column += 1
            default:
                break
            }
            index += 1
        }
        self.init(message: message, line: line, column: column)
    }
}
