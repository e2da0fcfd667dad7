/// Colours by the names a config file gives them: the 8 basic ones (`red`), `default`, `colorN` (one of xterm's
/// 256) and `#rrggbb`.
extension Color {
    /// The colour `name` names, in any case; nil for anything else.
    public init?(name: String) {
        let lower = name.lowercased()
        switch lower {
        case "default": self = .default
        case "black": self = .black
        case "red": self = .red
        case "green": self = .green
        case "yellow": self = .yellow
        case "blue": self = .blue
        case "magenta": self = .magenta
        case "cyan": self = .cyan
        case "white": self = .white
        default:
            if lower.hasPrefix("color"), let index = UInt8(lower.dropFirst(5)), !lower.dropFirst(5).hasPrefix("+") {
                self = .indexed(index)
            } else if lower.hasPrefix("#"), lower.count == 7, let value = UInt32(lower.dropFirst(), radix: 16),
                      lower.dropFirst().allSatisfy(\.isHexDigit) {
                self = .rgb(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
            } else {
                return nil
            }
        }
    }
}
