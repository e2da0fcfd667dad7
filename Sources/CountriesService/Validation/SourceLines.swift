import GraphQL

/// Where each line of a text starts, to turn byte offsets into the line and column GraphQL errors report.
struct SourceLines {
    private let lineStarts: [Int]

    /// Finds the lines of `text`; `\r\n`, `\n` and `\r` each end one.
    init(_ text: String) {
        var starts = [0]
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            if bytes[index] == .carriageReturn, index + 1 < bytes.count, bytes[index + 1] == .newline { index += 1 }
            if bytes[index] == .newline || bytes[index] == .carriageReturn { starts.append(index + 1) }
            index += 1
        }
        lineStarts = starts
    }

    /// The 1-based line and column of a byte offset, counted as GraphQLSwift counts them.
    func location(of offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1)
    }

    /// `error` located in this text rather than in the single-line copy it was found in.
    func relocated(_ error: GraphQLError) -> GraphQLError {
        GraphQLError(
            message: error.message, locations: error.positions.map(location(of:)),
            path: error.path, extensions: error.extensions
        )
    }
}
