/// A rectangle of cells: its top-left corner and its size in columns and rows.
public struct Rect: Sendable, Hashable {
    /// The leftmost column.
    public var x: Int
    /// The top row.
    public var y: Int
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a rectangle.
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The rectangle inside a one-cell border (never smaller than empty).
    public var inner: Rect { Rect(x: x + 1, y: y + 1, width: max(0, width - 2), height: max(0, height - 2)) }

    /// Row `row` (counted from this rectangle's top) as a rectangle one row tall and as wide as this one.
    public func row(_ row: Int) -> Rect { Rect(x: x, y: y + row, width: width, height: 1) }

    /// The first `columns` columns and the rest, side by side (`columns` is kept between 0 and the width).
    public func splitColumns(at columns: Int) -> (left: Rect, right: Rect) {
        let cut = max(0, min(columns, width))
        return (Rect(x: x, y: y, width: cut, height: height), Rect(x: x + cut, y: y, width: width - cut, height: height))
    }

    /// The first `rows` rows and the rest, one above the other (`rows` is kept between 0 and the height).
    public func splitRows(at rows: Int) -> (top: Rect, bottom: Rect) {
        let cut = max(0, min(rows, height))
        return (Rect(x: x, y: y, width: width, height: cut), Rect(x: x, y: y + cut, width: width, height: height - cut))
    }
}
