import CNcurses
import TerminalUI

/// Maps `Style`s to curses attributes, allocating colour pairs lazily; without colour it makes no colour calls.
struct CursesStyle {
    /// How many colours the terminal draws; nil when colours are not in use (a monochrome terminal, NO_COLOR).
    let depth: ColorDepth?
    private var pairs: [ColorPairKey: Int16] = [:]
    private let registerPair: (Int16, Int32, Int32) -> Void

    /// The foreground and background of one pair.
    struct ColorPairKey: Hashable {
        let foreground: Int32
        let background: Int32
    }

    /// Creates a mapper; `registerPair(n, fg, bg)` is `init_extended_pair` in the real terminal and a recorder in
    /// tests.
    init(depth: ColorDepth?, registerPair: @escaping (Int16, Int32, Int32) -> Void) {
        self.depth = depth
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
        guard let depth else { return attributes }
        let key = ColorPairKey(foreground: Self.number(style.foreground, depth: depth), background: Self.number(style.background, depth: depth))
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

    /// The curses colour number of a colour on a terminal of `depth`, the nearest it has where it lacks it; -1 is
    /// the terminal's default. A direct-colour terminal (xterm-direct) takes 0-7 as the basic colours and the rest
    /// as 24-bit values, so the few 24-bit values below 8 go one blue step up.
    static func number(_ color: Color, depth: ColorDepth) -> Int32 {
        switch color.reduced(to: depth) {
        case .default: return -1
        case .indexed(let index) where depth == .direct:
            if index < 8 { return Int32(index) }
            let (red, green, blue) = Color.components(ofIndex: index)
            return max(8, Int32(red) << 16 | Int32(green) << 8 | Int32(blue))
        case .indexed(let index): return Int32(index)
        case .rgb(let red, let green, let blue): return max(8, Int32(red) << 16 | Int32(green) << 8 | Int32(blue))
        case let basic: return Int32(basic.basicNumber ?? -1)
        }
    }
}
