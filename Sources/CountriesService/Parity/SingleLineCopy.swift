import GraphQLTokens

/// The same document on one line, every token at the same byte offset: line breaks and comments become spaces.
///
/// GraphQLSwift locates each validation error by matching every line break of the whole text, so a document
/// of thousands of lines with a few hundred errors took seconds to validate. Validating this copy makes each
/// location cheap; `SourceLines` then gives the real line and column once per reported error.
enum SingleLineCopy {
    /// `text` without line breaks, or nil when it has too few for the copy to pay off.
    static func of(_ text: String, beyond lineBreakCount: Int) -> String? {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            guard bytes.count(where: { $0 == .newline || $0 == .carriageReturn }) > lineBreakCount else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { copy in
                flatten(bytes, into: copy)
                return bytes.count
            }
        } ?? nil
    }

    private static func flatten(_ bytes: UnsafeBufferPointer<UInt8>, into copy: UnsafeMutableBufferPointer<UInt8>) {
        TextScanning.pieces(bytes) { piece, range in
            for offset in range {
                let byte = bytes[offset]
                copy[offset] = piece == .comment || byte == .newline || byte == .carriageReturn ? .space : byte
            }
        }
    }
}
