/// A frame as text for a stream rather than a screen: what `country-explorer show` prints to a terminal.
extension ScreenBuffer {
    /// Every row, trailing blanks trimmed, with SGR escape sequences for the styles of its cells (each row starts
    /// plain and ends reset), joined by "\n".
    public func ansiText() -> String {
        (0..<height).map(ansiRow).joined(separator: "\n")
    }

    /// One row with its styles.
    private func ansiRow(_ y: Int) -> String {
        var last = 0
        for x in 0..<width where self[x: x, y: y] != .blank { last = x + 1 }
        var text = ""
        var current = Style()
        for x in 0..<last {
            let cell = self[x: x, y: y]
            if cell.style != current {
                text += Self.sgr(cell.style)
                current = cell.style
            }
            text += cell.grapheme
        }
        return current == Style() ? text : text + Self.sgr(Style())
    }

    /// The sequence that sets `style` from any other: a reset, then its attributes and colours.
    static func sgr(_ style: Style) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let foreground = colorIndex(style.foreground) { codes.append(String(30 + foreground)) }
        if let background = colorIndex(style.background) { codes.append(String(40 + background)) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The ANSI number of a basic colour; nil for the terminal's default.
    private static func colorIndex(_ color: Color) -> Int? {
        switch color {
        case .default: nil
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        }
    }
}
