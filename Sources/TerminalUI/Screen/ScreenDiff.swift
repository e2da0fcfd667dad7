/// A stretch of changed cells on one row, to be written at an explicit column.
public struct DrawRun: Sendable, Equatable {
    /// The first column.
    public let x: Int
    /// The row.
    public let y: Int
    /// The clusters, in order (wide characters once each).
    public let text: String
    /// Their common style.
    public let style: Style

    /// Creates a run.
    public init(x: Int, y: Int, text: String, style: Style) {
        self.x = x
        self.y = y
        self.text = text
        self.style = style
    }
}

/// Finds what changed between two frames, so that only that is written to the terminal.
public enum ScreenDiff {
    /// The runs that turn `old` into `new`; everything when there is no old frame or its size differs.
    public static func changes(from old: ScreenBuffer?, to new: ScreenBuffer) -> [DrawRun] {
        let previous = old.flatMap { $0.width == new.width && $0.height == new.height ? $0 : nil }
        var runs: [DrawRun] = []
        for y in 0..<new.height {
            var start: Int?
            var text = ""
            var style = Style()
            var x = 0
            func flush() {
                if let begin = start, !text.isEmpty { runs.append(DrawRun(x: begin, y: y, text: text, style: style)) }
                start = nil
                text = ""
            }
            while x < new.width {
                let cell = new[x: x, y: y]
                let width = cell.grapheme.isEmpty ? 1 : max(1, DisplayWidth.of(cell.grapheme))
                var changed = previous == nil
                if let previous {
                    for offset in 0..<width where previous[x: x + offset, y: y] != new[x: x + offset, y: y] {
                        changed = true
                    }
                }
                if cell.grapheme.isEmpty {
                    // The trailing half of a wide character travels with its first half.
                    x += 1
                    continue
                }
                if changed {
                    if start != nil, style != cell.style { flush() }
                    if start == nil {
                        start = x
                        style = cell.style
                    }
                    text += cell.grapheme
                } else {
                    flush()
                }
                x += width
            }
            flush()
        }
        return runs
    }
}
