import GraphQLTokens

/// Byte-level helpers shared by the passes that read a document's text without parsing it.
enum TextScanning {
    /// The index of the line break that ends the comment or line containing `index`, or the end of the text.
    static func endOfLine(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] != .newline, bytes[index] != .carriageReturn { index += 1 }
        return index
    }

    /// Whether `"""` starts at `index`.
    static func isBlockStringOpening(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        index + 2 < bytes.count && bytes[index] == .quote && bytes[index + 1] == .quote && bytes[index + 2] == .quote
    }

    /// The index after the closing quote of a string, or where the line or text ends when it is unterminated.
    static func endOfString(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            switch bytes[index] {
            case .quote: return index + 1
            case .newline, .carriageReturn: return index
            case .backslash: index += 2
            default: index += 1
            }
        }
        return bytes.count
    }

    /// What a piece of the text is to GraphQL's lexer, as `pieces` cuts it.
    enum Piece {
        /// A comment, from `#` to the end of its line.
        case comment
        /// A string or block string, quotes included.
        case string
        /// One byte of anything else.
        case other
    }

    /// Calls `visit` with each comment, each string and each other byte of the text, in order.
    static func pieces(_ bytes: UnsafeBufferPointer<UInt8>, visit: (Piece, Range<Int>) -> Void) {
        var index = 0
        while index < bytes.count {
            let start = index
            let piece: Piece
            switch bytes[index] {
            case .hash:
                index = endOfLine(bytes, from: index)
                piece = .comment
            case .quote where isBlockStringOpening(bytes, at: index):
                index = endOfBlockString(bytes, from: index + 3)
                piece = .string
            case .quote:
                index = endOfString(bytes, from: index + 1)
                piece = .string
            default:
                index += 1
                piece = .other
            }
            visit(piece, start..<index)
        }
    }

    /// The index after the closing `"""`, skipping the escaped `\"""`, or the end of the text.
    static func endOfBlockString(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int {
        var index = index
        while index < bytes.count {
            if bytes[index] == .backslash, isBlockStringOpening(bytes, at: index + 1) {
                index += 4
            } else if bytes[index] == .quote, isBlockStringOpening(bytes, at: index) {
                return index + 3
            } else {
                index += 1
            }
        }
        return bytes.count
    }
}
