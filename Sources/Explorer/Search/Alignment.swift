/// The matrix reused across alignments, so that matching many texts allocates only when a longer one comes.
struct AlignmentScratch {
    /// One cell of the matrix: a query character (row) against a text column.
    struct Cell {
        /// The best score of aligning the query up to this row with the text up to this column, or
        /// `AlignmentScratch.unreachable`.
        var score: Int32
        /// If the best alignment matches this row's character at this column, the length of the run of
        /// consecutive matches ending here; else 0.
        var run: Int32
    }

    /// Marks a cell that no alignment reaches.
    static let unreachable = Int32.min

    /// The cells, row after row.
    var cells: [Cell] = []

    /// Makes room for `count` cells.
    mutating func reserve(_ count: Int) {
        guard cells.count < count else { return }
        cells = Array(repeating: Cell(score: 0, run: 0), count: max(count, 2 * cells.count, 256))
    }
}

/// Where the best alignment ends: its score, and its last cell in the scratch matrix.
struct AlignmentEnd {
    /// The alignment's score.
    let score: Int32
    /// The text column of the matrix's first column.
    let firstColumn: Int
    /// The number of matrix columns.
    let width: Int
    /// The matrix column where the query's last character matched.
    let lastMatch: Int
}

extension FuzzyMatcher {
    private typealias Slot = PreparedText.Slot
    private typealias Cell = AlignmentScratch.Cell

    /// Fills the scratch matrix for `text` and finds where the best alignment ends, or nil when there is none.
    func align(_ text: PreparedText, scratch: inout AlignmentScratch) -> AlignmentEnd? {
        guard !query.isEmpty, query.count <= text.slots.count, mask & ~text.mask == 0 else { return nil }
        return query.withUnsafeBufferPointer { query in
            text.slots.withUnsafeBufferPointer { slots in
                guard let window = Self.window(of: query, in: slots) else { return nil }
                let width = window.last - window.first + 1
                scratch.reserve(query.count * width)
                return scratch.cells.withUnsafeMutableBufferPointer { cells in
                    if query.count == 1 { return Self.alignOne(query[0], in: slots, window: window, cells: cells) }
                    return Self.fill(cells, query: query, slots: slots, firstColumn: window.first, width: width)
                }
            }
        }
    }

    /// The original grapheme indices of the alignment that `align` found, ascending and without repeats.
    func positions(endingAt end: AlignmentEnd, in text: PreparedText, scratch: AlignmentScratch) -> [Int] {
        var positions: [Int] = []
        positions.reserveCapacity(query.count)
        var row = query.count - 1
        var offset = end.lastMatch
        while offset >= 0 {
            if scratch.cells[row * end.width + offset].run > 0 {
                let grapheme = Int(text.slots[end.firstColumn + offset].grapheme)
                if positions.last != grapheme { positions.append(grapheme) }
                if row == 0 { break }
                row -= 1
            }
            offset -= 1
        }
        positions.reverse()
        return positions
    }

    /// The columns that can take part, as in fzf: from the first occurrence of the query's first character to
    /// the last occurrence of its last one; nil when the query is not a subsequence of the text.
    private static func window(
        of query: UnsafeBufferPointer<UInt32>, in slots: UnsafeBufferPointer<Slot>
    ) -> (first: Int, last: Int)? {
        var matched = 0
        var first = 0
        for column in slots.indices where slots[column].scalar == query[matched] {
            if matched == 0 { first = column }
            matched += 1
            if matched == query.count { break }
        }
        guard matched == query.count else { return nil }
        var last = slots.count - 1
        while slots[last].scalar != query[query.count - 1] { last -= 1 }
        return (first, last)
    }

    /// The best single-character alignment: the occurrence with the highest bonus, the first of equals.
    private static func alignOne(
        _ wanted: UInt32, in slots: UnsafeBufferPointer<Slot>, window: (first: Int, last: Int),
        cells: UnsafeMutableBufferPointer<Cell>
    ) -> AlignmentEnd {
        var best = AlignmentScratch.unreachable
        var bestColumn = window.first
        for column in window.first...window.last where slots[column].scalar == wanted {
            let score = Scoring.match + slots[column].bonus * Scoring.firstCharacterMultiplier
            if score > best {
                best = score
                bestColumn = column
            }
        }
        cells[0] = Cell(score: best, run: 1)
        return AlignmentEnd(score: best, firstColumn: bestColumn, width: 1, lastMatch: 0)
    }

    /// Fills the matrix row by row, as fzf's v2 does, and finds the best cell of the last row.
    private static func fill(
        _ cells: UnsafeMutableBufferPointer<Cell>, query: UnsafeBufferPointer<UInt32>,
        slots: UnsafeBufferPointer<Slot>, firstColumn: Int, width: Int
    ) -> AlignmentEnd {
        let unreachable = AlignmentScratch.unreachable
        for row in query.indices {
            let wanted = query[row]
            let rowStart = row * width
            var left = unreachable
            var inGap = false
            for offset in 0..<width {
                let slot = slots[firstColumn + offset]
                var cell = Cell(score: unreachable, run: 0)
                if left != unreachable {
                    cell.score = max(0, left + (inGap ? Scoring.gapExtension : Scoring.gapStart))
                }
                if slot.scalar == wanted {
                    if row == 0 {
                        let score = Scoring.match + slot.bonus * Scoring.firstCharacterMultiplier
                        if score >= cell.score { cell = Cell(score: score, run: 1) }
                    } else if offset > 0, cells[rowStart - width + offset - 1].score != unreachable {
                        let diagonal = cells[rowStart - width + offset - 1]
                        var bonus = slot.bonus
                        var run = diagonal.run + 1
                        if run > 1 {
                            // A run keeps the bonus of its first character, unless a stronger word start begins a new one.
                            let runBonus = slots[firstColumn + offset - Int(run) + 1].bonus
                            if bonus >= Scoring.boundaryBonus, bonus > runBonus {
                                run = 1
                            } else {
                                bonus = max(bonus, Scoring.consecutiveBonus, runBonus)
                            }
                        }
                        let score = diagonal.score + Scoring.match + bonus
                        if score >= cell.score { cell = Cell(score: score, run: run) }
                    }
                }
                cells[rowStart + offset] = cell
                inGap = cell.run == 0
                left = cell.score
            }
        }
        let lastRow = (query.count - 1) * width
        var best = unreachable
        var lastMatch = 0
        for offset in 0..<width where cells[lastRow + offset].run > 0 && cells[lastRow + offset].score > best {
            best = cells[lastRow + offset].score
            lastMatch = offset
        }
        return AlignmentEnd(score: best, firstColumn: firstColumn, width: width, lastMatch: lastMatch)
    }
}
