/// One terminal cell: a grapheme cluster and its style.
///
/// A cluster wider than one column sits in its first cell; each further column it covers holds "".
public struct Cell: Sendable, Hashable {
    /// The cluster shown: " " when blank, "" in the trailing columns of a wide cluster.
    public var grapheme: String
    /// How it looks.
    public var style: Style

    /// A blank, unstyled cell.
    public static let blank = Cell(grapheme: " ", style: Style())

    /// Creates a cell.
    public init(grapheme: String, style: Style) {
        self.grapheme = grapheme
        self.style = style
    }

    /// Whether this is a trailing column of a wider cluster to its left.
    var isContinuation: Bool {
        grapheme.isEmpty
    }
}
