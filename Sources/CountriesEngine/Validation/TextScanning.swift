import GraphQLTokens

/// Byte-level helpers of `DocumentGuard`, which reads a document's text without lexing it.
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
