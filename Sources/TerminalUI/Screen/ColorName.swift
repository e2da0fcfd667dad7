/// Colours by the names a config file gives them: the 8 basic ones (`red`), `default`, `colorN` (one of xterm's
/// 256) and `#rrggbb`.
extension Color {
    /// The colour `name` names, in any case; nil for anything else.
    public init?(name: String) {
        let lower = name.lowercased()
        // A basic colour's name, and `default`, are its case's.
        if let named = ([.default] + Self.basics).first(where: { String(describing: $0) == lower }) {
            self = named
        } else if lower.hasPrefix("color"), let index = UInt8(lower.dropFirst(5)), !lower.dropFirst(5).hasPrefix("+") {
            self = .indexed(index)
        } else if lower.hasPrefix("#"), lower.count == 7, let value = UInt32(lower.dropFirst(), radix: 16),
                  lower.dropFirst().allSatisfy(\.isHexDigit) {
            self = .rgb(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            return nil
        }
    }
}
