/// Places clusters in one row of a `ScreenBuffer`'s cells, keeping wide clusters whole.
struct RowWriter {
    /// The index of the row's first cell.
    let rowStart: Int
    /// The row's length.
    let width: Int
    /// The style of everything written.
    let style: Style

    /// Puts a cluster `columns` wide at `column` (which must fit in the row), blanking what it cuts in half.
    func place(_ cluster: String, columns: Int, at column: Int, in cells: inout [Cell]) {
        let start = rowStart + column
        let end = start + columns
        breakOverlaps(start..<end, in: &cells)
        cells[start] = Cell(grapheme: cluster, style: style)
        for index in (start + 1)..<end {
            cells[index] = Cell(grapheme: "", style: style)
        }
    }

    /// Puts printable ASCII bytes, one column each, into `columns` (as many bytes as fit).
    func placeASCII(_ bytes: some Sequence<UInt8>, at columns: Range<Int>, in cells: inout [Cell]) {
        guard !columns.isEmpty else { return }
        breakOverlaps((rowStart + columns.lowerBound)..<(rowStart + columns.upperBound), in: &cells)
        var index = rowStart + columns.lowerBound
        for byte in bytes {
            guard index < rowStart + columns.upperBound else { break }
            cells[index] = Cell(grapheme: Self.asciiClusters[Int(byte) - 0x20], style: style)
            index += 1
        }
    }

    /// Fills columns with spaces in this style.
    func blank(_ columns: Range<Int>, in cells: inout [Cell]) {
        for column in columns {
            place(" ", columns: 1, at: column, in: &cells)
        }
    }

    /// Turns into spaces (keeping their style) the parts outside `range` of clusters that reach into it.
    private func breakOverlaps(_ range: Range<Int>, in cells: inout [Cell]) {
        if cells[range.lowerBound].isContinuation {
            var index = range.lowerBound - 1
            while index > rowStart, cells[index].isContinuation {
                index -= 1
            }
            for covered in index..<range.lowerBound {
                cells[covered].grapheme = " "
            }
        }
        var index = range.upperBound
        while index < rowStart + width, cells[index].isContinuation {
            cells[index].grapheme = " "
            index += 1
        }
    }

    /// " " through "~" as strings, built once.
    private static let asciiClusters: [String] = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }
}
