/// One of the terminal's basic colours, one of its 256, a 24-bit one, or its default. A terminal that has fewer
/// draws the nearest it has (`reduced(to:)`).
public enum Color: Sendable, Hashable {
    /// The terminal's own foreground or background.
    case `default`
    /// Black.
    case black
    /// Red.
    case red
    /// Green.
    case green
    /// Yellow.
    case yellow
    /// Blue.
    case blue
    /// Magenta.
    case magenta
    /// Cyan.
    case cyan
    /// White.
    case white
    /// One of the 256 of xterm's palette: 0-15 the basic and bright colours, 16-231 a 6×6×6 cube, 232-255 greys.
    case indexed(UInt8)
    /// A 24-bit colour.
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
}

/// How a cell looks: colours and attributes.
public struct Style: Sendable, Hashable {
    /// Text colour.
    public var foreground: Color
    /// Background colour.
    public var background: Color
    /// Bold.
    public var bold: Bool
    /// Dim.
    public var dim: Bool
    /// Reverse video.
    public var reverse: Bool
    /// Underlined.
    public var underline: Bool

    /// Creates a style; `Style()` is plain text.
    public init(
        foreground: Color = .default, background: Color = .default, bold: Bool = false, dim: Bool = false,
        reverse: Bool = false, underline: Bool = false
    ) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.reverse = reverse
        self.underline = underline
    }
}
