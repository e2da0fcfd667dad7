/// A mouse click or wheel turn at a cell.
public struct MouseEvent: Sendable, Hashable {
    /// What the mouse did.
    public enum Kind: Sendable, Hashable {
        /// The left button was pressed or clicked.
        case click
        /// The wheel turned up.
        case wheelUp
        /// The wheel turned down.
        case wheelDown
    }

    /// What the mouse did.
    public var kind: Kind
    /// The column, from 0 at the left.
    public var x: Int
    /// The row, from 0 at the top.
    public var y: Int

    /// Creates an event.
    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}
