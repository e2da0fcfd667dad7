/// A grid of dots drawn two wide and four tall per terminal cell: as Braille patterns (U+2800 to U+28FF), or as
/// ASCII by density where Braille cannot be shown.
///
/// Each dot is blank (0) or carries an ink, a small number whose meaning is the caller's (land, a highlighted
/// country). A cell shows its highest ink, with the dots that carry it.
public struct DotCanvas: Sendable, Hashable {
    /// Width in dots.
    public let width: Int
    /// Height in dots.
    public let height: Int
    private var inks: [UInt8]

    /// A blank canvas (negative sizes count as 0).
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        inks = Array(repeating: 0, count: self.width * self.height)
    }

    /// Terminal columns the canvas takes: two dots each.
    public var columns: Int { (width + 1) / 2 }
    /// Terminal rows the canvas takes: four dots each.
    public var rows: Int { (height + 3) / 4 }

    /// The ink of a dot; 0 outside the canvas, where writing does nothing.
    public subscript(x: Int, y: Int) -> UInt8 {
        get {
            guard x >= 0, x < width, y >= 0, y < height else { return 0 }
            return inks[y * width + x]
        }
        set {
            guard x >= 0, x < width, y >= 0, y < height else { return }
            inks[y * width + x] = newValue
        }
    }

    /// The cell at a terminal column and row of the canvas: its highest ink and the dots that carry it.
    public func cell(column: Int, row: Int) -> DotCell {
        var ink: UInt8 = 0
        var dots: UInt8 = 0
        for (bit, offset) in DotCell.dotOffsets.enumerated() {
            let dot = self[2 * column + offset.x, 4 * row + offset.y]
            if dot > ink {
                ink = dot
                dots = 0
            }
            if dot == ink, dot > 0 { dots |= 1 << bit }
        }
        return DotCell(ink: ink, dots: dots)
    }
}

/// One terminal cell of a `DotCanvas`.
public struct DotCell: Sendable, Hashable {
    /// The highest ink among the cell's dots; 0 when all are blank.
    public var ink: UInt8
    /// The dots carrying that ink, one bit each in Unicode's Braille order (bit 0 is dot 1, the top left; bit 7 is
    /// dot 8, the bottom right).
    public var dots: UInt8

    /// Creates a cell.
    public init(ink: UInt8, dots: UInt8) {
        self.ink = ink
        self.dots = dots
    }

    /// Where each of the eight Braille dots sits in the cell, by bit: dots 1-3 down the left, 4-6 down the right,
    /// then 7 and 8 along the bottom.
    static let dotOffsets: [(x: Int, y: Int)] = [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2), (0, 3), (1, 3)]

    /// The Braille pattern of `dots`; a space when there are none, so that an empty cell is blank in any font.
    public var braille: String {
        guard dots != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(dots)) else { return " " }
        return String(Character(scalar))
    }

    /// An ASCII character about as dense as the dots: none " ", 1-2 ".", 3-5 ":", 6-8 "#".
    public var density: String {
        switch dots.nonzeroBitCount {
        case 0: " "
        case 1...2: "."
        case 3...5: ":"
        default: "#"
        }
    }
}
