/// A stretch of changed cells on one row, in one style, to be written from an explicit column.
public struct DrawRun: Sendable, Equatable {
    /// The first column (always a cluster's first column).
    public let x: Int
    /// The row.
    public let y: Int
    /// The clusters, in order, each wide cluster once.
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
