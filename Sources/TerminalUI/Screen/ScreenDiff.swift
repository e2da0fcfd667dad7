/// Finds what changed between two frames, so that only that is written to the terminal.
public enum ScreenDiff {
    /// The runs that turn `old` into `new`: each changed cluster once, neighbours of one style on a row merged.
    ///
    /// Everything is redrawn when there is no old frame or its size differs. A cluster counts as changed when any
    /// of the cells it covers changed, and its run starts at its first column.
    public static func changes(from old: ScreenBuffer?, to new: ScreenBuffer) -> [DrawRun] {
        let previous = old.flatMap { $0.width == new.width && $0.height == new.height ? $0.cells : nil }
        return new.cells.withUnsafeBufferPointer { cells in
            guard let previous else { return runs(in: cells, width: new.width) { _ in true } }
            return previous.withUnsafeBufferPointer { previous in
                runs(in: cells, width: new.width) { span in
                    span.contains { previous[$0].grapheme != cells[$0].grapheme || previous[$0].style != cells[$0].style }
                }
            }
        }
    }

    /// The runs of the clusters for which `isChanged` (given the cell indices a cluster covers) holds.
    private static func runs(
        in cells: UnsafeBufferPointer<Cell>, width: Int, isChanged: (Range<Int>) -> Bool
    ) -> [DrawRun] {
        guard width > 0 else { return [] }
        var runs: [DrawRun] = []
        var run = RunBuilder()
        for y in 0..<(cells.count / width) {
            let rowStart = y * width
            let rowEnd = rowStart + width
            var index = rowStart
            while index < rowEnd {
                var end = index + 1
                while end < rowEnd, cells[end].isContinuation {
                    end += 1
                }
                if isChanged(index..<end) {
                    if !run.extend(with: cells[index]), let finished = run.start(at: index - rowStart, y: y, with: cells[index]) {
                        runs.append(finished)
                    }
                } else if let finished = run.finish() {
                    runs.append(finished)
                }
                index = end
            }
            if let finished = run.finish() { runs.append(finished) }
        }
        return runs
    }
}

/// The run being gathered: its position, style and the UTF-8 of its clusters (cheaper to grow than a `String`).
private struct RunBuilder {
    private var position: (x: Int, y: Int)?
    private var style = Style()
    private var bytes: [UInt8] = []

    /// Adds a cell of the run's style to the run; false (and no change) when there is no run or the style differs.
    mutating func extend(with cell: Cell) -> Bool {
        guard position != nil, cell.style == style else { return false }
        bytes.append(contentsOf: cell.grapheme.utf8)
        return true
    }

    /// Starts a new run with a cell, returning the one it replaces.
    mutating func start(at x: Int, y: Int, with cell: Cell) -> DrawRun? {
        let finished = finish()
        position = (x, y)
        style = cell.style
        bytes.append(contentsOf: cell.grapheme.utf8)
        return finished
    }

    /// Ends the run, if any, and returns it.
    mutating func finish() -> DrawRun? {
        guard let (x, y) = position else { return nil }
        let run = DrawRun(x: x, y: y, text: String(decoding: bytes, as: UTF8.self), style: style)
        position = nil
        bytes.removeAll(keepingCapacity: true)
        return run
    }
}
