/// The arithmetic of a window `height` rows tall scrolled over `count` rows: clamping a selection and an offset
/// (the first row shown), keeping the selection in view, paging.
public struct ScrollWindow: Sendable, Hashable {
    /// Rows in the content (negative counts as 0).
    public let count: Int
    /// Rows the window shows; at least 1, so that a window squeezed to nothing still pages and scrolls by one.
    public let height: Int

    /// A window of `height` rows over `count` rows.
    public init(count: Int, height: Int) {
        self.count = max(0, count)
        self.height = max(1, height)
    }

    /// How far PgUp and PgDn move: a whole window.
    public var pageSize: Int { height }

    /// The largest offset: the one that shows the last rows (0 when everything fits).
    public var maxOffset: Int { max(0, count - height) }

    /// `offset` kept between 0 and `maxOffset`.
    public func clampedOffset(_ offset: Int) -> Int {
        max(0, min(offset, maxOffset))
    }

    /// `row` kept on a row of the content (0 when there is none).
    public func clampedSelection(_ row: Int) -> Int {
        max(0, min(row, count - 1))
    }

    /// The offset nearest to `offset` that shows row `selection`, clamped.
    public func offset(_ offset: Int, showing selection: Int) -> Int {
        var offset = offset
        if selection < offset { offset = selection }
        if selection >= offset + height { offset = selection - height + 1 }
        return clampedOffset(offset)
    }

    /// The rows the window shows from `offset`.
    public func visibleRows(from offset: Int) -> Range<Int> {
        offset..<max(offset, min(count, offset + height))
    }
}
