import GraphQL
import GraphQLTokens

/// Where each line of a text starts, to turn the byte offsets of GraphQLSwift's nodes into the line and column
/// graphql-js reports: lines end at `\r\n`, `\n` or `\r`, and columns count UTF-16 code units, as JavaScript's
/// strings do (GraphQLSwift mixes UTF-8 offsets with UTF-16 line ends, and counts columns in bytes).
struct SourceLines {
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    private let copyOffsets: CopyOffsets

    /// Finds the lines of `text`, whose nodes and errors carry offsets in the copy that `copyOffsets` describes.
    init(_ text: String, copyOffsets: CopyOffsets = CopyOffsets()) {
        var starts = [0]
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == .carriageReturn, index + 1 < bytes.count, bytes[index + 1] == .newline { index += 1 }
            if bytes[index] == .newline || bytes[index] == .carriageReturn { starts.append(index + 1) }
            index += 1
        }
        self.bytes = bytes
        lineStarts = starts
        self.copyOffsets = copyOffsets
    }

    /// Finds the lines of the request's text.
    init(_ text: DocumentText) {
        self.init(text.text, copyOffsets: text.copyOffsets)
    }

    /// The 1-based line and column of a byte offset of the copy GraphQLSwift parsed.
    func location(of copyOffset: Int) -> SourceLocation {
        let offset = copyOffsets.textOffset(of: copyOffset)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        var units = 0
        for byte in bytes[lineStarts[low]..<min(max(offset, lineStarts[low]), bytes.count)] where byte & 0xC0 != 0x80 {
            // A lead byte: one UTF-16 unit, or two for a scalar beyond the BMP (four UTF-8 bytes).
            units += byte >= 0xF0 ? 2 : 1
        }
        return SourceLocation(line: low + 1, column: units + 1)
    }

    /// `error` located by this text's lines, from its byte offsets.
    func relocated(_ error: GraphQLError) -> GraphQLError {
        guard !error.positions.isEmpty else { return error }
        return GraphQLError(
            message: error.message, locations: error.positions.map(location(of:)),
            path: error.path, extensions: error.extensions
        )
    }
}
