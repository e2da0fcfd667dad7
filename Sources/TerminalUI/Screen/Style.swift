/// One of the terminal's basic colours, or its default.
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
