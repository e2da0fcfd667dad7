import Explorer
import TerminalUI

/// A theme: a base theme and colours for some of its roles. The config file defines its own under `themes:` (on
/// dark or light); `--theme` names one of those or a built-in one, which colours none.
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

extension ConfigTheme {
    /// What `--theme` says it takes.
    static let flagHelp = "The colours: dark (for a dark background), light (legible on white), mono, or a theme the config file "
        + "defines (default: what COLORFGBG says, else dark)."

    /// The theme `--theme` names: a built-in one, or one the config file in force defines; any other name is a
    /// usage error that lists both kinds.
    static func named(_ name: String) throws(UnknownTheme) -> ConfigTheme {
        if let builtIn = ThemeName(rawValue: name) { return ConfigTheme(base: builtIn) }
        let own = ConfigFile.inForce?.themes ?? [:]
        guard let theme = own[name] else { throw UnknownTheme(fileThemes: own.keys.sorted()) }
        return theme
    }

    /// The theme without `--theme`: the one `COLORFGBG` picks, else dark.
    static func standard(environment: [String: String]) -> ConfigTheme {
        ConfigTheme(base: ThemeName.from(colorFGBG: environment["COLORFGBG"]) ?? .dark)
    }
}

/// A name `--theme` does not know, said with the names it does.
struct UnknownTheme: Error, CustomStringConvertible {
    /// The names of the config file's themes.
    let fileThemes: [String]

    var description: String {
        let builtIn = ThemeName.allCases.map(\.rawValue).joined(separator: ", ")
        let own = fileThemes.isEmpty ? "the config file defines none" : "the config file's: " + fileThemes.joined(separator: ", ")
        return "no such theme (built in: \(builtIn); \(own))"
    }
}
