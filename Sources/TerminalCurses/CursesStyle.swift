import CNcurses
import TerminalUI

/// Maps `Style`s to curses attributes, allocating colour pairs lazily; without colour it makes no colour calls.
struct CursesStyle {
    /// Whether colours are in use (a colour terminal and no NO_COLOR).
    let usesColor: Bool
    private var pairs: [ColorPairKey: Int16] = [:]
    private let registerPair: (Int16, Int16, Int16) -> Void

    /// The foreground and background of one pair.
    struct ColorPairKey: Hashable {
        let foreground: Int16
        let background: Int16
    }

    /// Creates a mapper; `registerPair(n, fg, bg)` is `init_pair` in the real terminal and a recorder in tests.
    init(usesColor: Bool, registerPair: @escaping (Int16, Int16, Int16) -> Void) {
        self.usesColor = usesColor
        self.registerPair = registerPair
    }

    /// How many pairs have been allocated.
    var pairCount: Int { pairs.count }

    /// The attribute word for a style: its colour pair (if any) and its bold, dim, reverse and underline bits.
    mutating func attributes(for style: Style) -> attr_t {
        var attributes = cn_a_normal()
        if style.bold { attributes |= cn_a_bold() }
        if style.dim { attributes |= cn_a_dim() }
        if style.reverse { attributes |= cn_a_reverse() }
        if style.underline { attributes |= cn_a_underline() }
        guard usesColor else { return attributes }
        let key = ColorPairKey(foreground: Self.number(style.foreground), background: Self.number(style.background))
        guard key != ColorPairKey(foreground: -1, background: -1) else { return attributes }
        let pair: Int16
        if let known = pairs[key] {
            pair = known
        } else {
            pair = Int16(pairs.count + 1)
            pairs[key] = pair
            registerPair(pair, key.foreground, key.background)
        }
        return attributes | attr_t(bitPattern: cn_color_pair(Int32(pair)))
    }

    /// The curses colour number of a colour; -1 is the terminal's default.
    static func number(_ color: Color) -> Int16 {
        switch color {
        case .black: 0
        case .red: 1
        case .green: 2
        case .yellow: 3
        case .blue: 4
        case .magenta: 5
        case .cyan: 6
        case .white: 7
        default: -1
        }
    }
}
