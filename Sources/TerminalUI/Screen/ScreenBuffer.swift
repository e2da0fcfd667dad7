/// A cell's column and row, from 0 at the top left.
public struct CellPosition: Sendable, Hashable {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a position.
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }
}

/// A frame drawn in memory, cell by cell, before anything reaches the terminal.
///
/// Every cluster covers as many cells as `DisplayWidth` says: its first cell holds it, the others hold "".
/// Writing over part of a wide cluster blanks the rest of it, so a row never holds half a character.
public struct ScreenBuffer: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Row after row; `ScreenDiff` reads them directly.
    private(set) var cells: [Cell]
    /// Where the terminal's cursor goes (hidden or not): screen readers and tmux's copy mode follow it, so it
    /// marks the focus, the selected row or the search field. Nil leaves it wherever the drawing ended.
    public var cursor: CellPosition?

    /// A blank frame (negative sizes count as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a column and row (a blank one outside the frame).
    public subscript(x x: Int, y y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Writes text from column `x` of row `y`, sanitised first (see `TextSanitizer`), and returns how many columns
    /// it advanced.
    ///
    /// Writing stops at the right edge and after `maxWidth` columns; a cluster that would straddle that limit
    /// becomes spaces up to it. Columns left of the frame are skipped (a cluster straddling the left edge leaves
    /// spaces), and a row outside the frame writes nothing and returns 0.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < height else { return 0 }
        let limit = min(width, maxWidth.map { x + max(0, $0) } ?? width)
        guard x < limit else { return 0 }
        let writer = RowWriter(rowStart: y * width, width: width, style: style)
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
            // Printable ASCII: one column per byte, nothing to sanitise, no grapheme breaking.
            let end = min(limit, x + text.utf8.count)
            writer.placeASCII(text.utf8.dropFirst(max(0, -x)), at: max(0, x)..<max(0, end), in: &cells)
            return end - x
        }
        var column = x
        for character in TextSanitizer.forTerminal(text) {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            if column + columns > limit {
                writer.blank(max(0, column)..<limit, in: &cells)
                return limit - x
            }
            if column >= 0 {
                writer.place(String(character), columns: columns, at: column, in: &cells)
            } else if column + columns > 0 {
                writer.blank(0..<(column + columns), in: &cells)
            }
            column += columns
        }
        return column - x
    }

    /// The text of one row, trailing spaces trimmed ("" outside the frame).
    public func row(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var text = ""
        text.reserveCapacity(width)
        for cell in cells[(y * width)..<((y + 1) * width)] {
            text += cell.grapheme
        }
        while text.last == " " {
            text.removeLast()
        }
        return text
    }

    /// Every row, trailing spaces trimmed, joined by "\n": the frame as committed text snapshots show it.
    public func textSnapshot() -> String {
        (0..<height).map(row).joined(separator: "\n")
    }
}
