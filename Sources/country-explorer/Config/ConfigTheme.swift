import Explorer
import TerminalUI

/// A theme the config file defines under `themes:`: a base theme (dark or light) and colours for some of its roles.
struct ConfigTheme: Sendable, Equatable {
    /// The theme it starts from.
    var base = ThemeName.dark
    /// The colours it gives roles over the base's.
    var colors: [ThemeRole: RoleColors] = [:]

    /// The key under a theme that names its base.
    static let baseKey = "inherits"

    /// What a colour may be, for the reference and for the message about a colour it does not know.
    static let colorWords = "one of black, red, green, yellow, blue, magenta, cyan, white, default, colorN (0-255) or #rrggbb"

    /// The colours a role's value names: a colour for its text, or a list of its text's and its background's.
    static func roleColors(_ names: [String]) -> RoleColors? {
        guard (1...2).contains(names.count) else { return nil }
        let colors = names.map(Color.init(name:))
        guard colors.allSatisfy({ $0 != nil }) else { return nil }
        return RoleColors(foreground: colors[0], background: colors.count == 2 ? colors[1] : nil)
    }
}
