/// A frame as text for a stream rather than a screen: what `country-explorer show` prints to a terminal.
extension ScreenBuffer {
    /// Every row, trailing blanks trimmed, with SGR escape sequences for the styles of its cells (each row starts
    /// plain and ends reset), joined by "\n"; colours the terminal's `depth` lacks are drawn as the nearest it has.
    public func ansiText(depth: ColorDepth = .basic) -> String {
        (0..<height).map { ansiRow($0, depth: depth) }.joined(separator: "\n")
    }

    /// One row with its styles.
    private func ansiRow(_ y: Int, depth: ColorDepth) -> String {
        var last = 0
        for x in 0..<width where self[x: x, y: y] != .blank { last = x + 1 }
        var text = ""
        var current = Style()
        for x in 0..<last {
            let cell = self[x: x, y: y]
            if cell.style != current {
                text += Self.sgr(cell.style, depth: depth)
                current = cell.style
            }
            text += cell.grapheme
        }
        return current == Style() ? text : text + Self.sgr(Style(), depth: depth)
    }

    /// The sequence that sets `style` from any other: a reset, then its attributes and colours.
    static func sgr(_ style: Style, depth: ColorDepth = .basic) -> String {
        var codes = ["0"]
        if style.bold { codes.append("1") }
        if style.dim { codes.append("2") }
        if style.underline { codes.append("4") }
        if style.reverse { codes.append("7") }
        if let foreground = colorCode(style.foreground.reduced(to: depth), base: 30) { codes.append(foreground) }
        if let background = colorCode(style.background.reduced(to: depth), base: 40) { codes.append(background) }
        return "\u{1B}[" + codes.joined(separator: ";") + "m"
    }

    /// The SGR parameters of a colour, foreground at `base` 30 and background at 40; nil for the terminal's default.
    private static func colorCode(_ color: Color, base: Int) -> String? {
        switch color {
        case .default: nil
        case .indexed(let index): "\(base + 8);5;\(index)"
        case .rgb(let red, let green, let blue): "\(base + 8);2;\(red);\(green);\(blue)"
        default: color.basicNumber.map { String(base + $0) }
        }
    }
}
