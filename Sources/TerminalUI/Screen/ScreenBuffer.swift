/// One terminal cell: a grapheme cluster and its style. The second column of a wide character holds "".
public struct Cell: Sendable, Hashable {
    /// The cluster shown, " " for blank, "" for the trailing half of a wide character.
    public var grapheme: String
    /// Its style.
    public var style: Style

    /// A blank cell.
    public static let blank = Cell(grapheme: " ", style: Style())

    /// Creates a cell.
    public init(grapheme: String, style: Style) {
        self.grapheme = grapheme
        self.style = style
    }
}

/// A frame drawn in memory, cell by cell, before anything reaches the terminal.
public struct ScreenBuffer: Sendable, Equatable {
    /// Columns.
    public let width: Int
    /// Rows.
    public let height: Int
    private var cells: [Cell]

    /// A blank frame.
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        cells = Array(repeating: .blank, count: self.width * self.height)
    }

    /// The cell at a position (a blank one outside the frame).
    public subscript(x x: Int, y y: Int) -> Cell {
        guard contains(x: x, y: y) else { return .blank }
        return cells[y * width + x]
    }

    /// Writes text from column `x` of row `y`, clipped at the right edge (and at `maxWidth` columns);
    /// returns the columns written. Text is sanitised first, so controls never reach the terminal.
    @discardableResult
    public mutating func put(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int? = nil) -> Int {
        guard y >= 0, y < height else { return 0 }
        let limit = min(width, maxWidth.map { x + max(0, $0) } ?? width)
        var column = x
        for character in TextSanitizer.forTerminal(text) {
            let columns = DisplayWidth.of(character)
            guard columns > 0 else { continue }
            if column + columns > limit {
                // A wide character that would straddle the edge becomes a space.
                if column < limit, column >= 0 { set(Cell(grapheme: " ", style: style), x: column, y: y) }
                column = limit
                break
            }
            if column >= 0 {
                set(Cell(grapheme: String(character), style: style), x: column, y: y)
                if columns == 2 { set(Cell(grapheme: "", style: style), x: column + 1, y: y) }
            }
            column += columns
        }
        return max(0, column - x)
    }

    /// The text of one row, trailing spaces trimmed.
    public func row(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var text = ""
        for x in 0..<width {
            text += cells[y * width + x].grapheme
        }
        while text.last == " " { text.removeLast() }
        return text
    }

    /// Every row joined by newlines, for committed text snapshots.
    public func textSnapshot() -> String {
        (0..<height).map(row).joined(separator: "\n")
    }

    private func contains(x: Int, y: Int) -> Bool {
        x >= 0 && x < width && y >= 0 && y < height
    }

    /// Sets a cell, blanking the other half of any wide character it overwrites.
    private mutating func set(_ cell: Cell, x: Int, y: Int) {
        guard contains(x: x, y: y) else { return }
        let index = y * width + x
        let old = cells[index]
        if old.grapheme.isEmpty, x > 0 {
            cells[index - 1] = Cell(grapheme: " ", style: cells[index - 1].style)
        } else if !old.grapheme.isEmpty, x + 1 < width, cells[index + 1].grapheme.isEmpty, cell.grapheme.isEmpty == false,
                  DisplayWidth.of(old.grapheme) == 2 {
            cells[index + 1] = Cell(grapheme: " ", style: cells[index + 1].style)
        }
        cells[index] = cell
    }
}
