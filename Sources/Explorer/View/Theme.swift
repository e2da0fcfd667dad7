import TerminalUI

/// The explorer's styles and symbols; without colour only attributes remain (reverse video marks the selection,
/// underline the matches and the active tab), and in ASCII mode the symbols are ASCII too.
struct Theme {
    let plain = Style()
    let bold = Style(bold: true)
    /// Whether roles are coloured; without colour, only their attributes remain.
    private let drawsColor: Bool
    /// Whether the base theme is the light one.
    private let light: Bool
    /// The config's colours over the base theme's, by role.
    private let roleColors: [ThemeRole: RoleColors]
    /// What marks cut text: "…", or "..." in ASCII.
    let ellipsis: String
    /// What separates the breadcrumb's screens: " › ", or " > " in ASCII.
    let breadcrumbSeparator: String
    /// The spinner's frames.
    let spinnerFrames: [String]

    /// The theme for the options' colour, theme, role colours and ASCII settings.
    init(options: ExplorerOptions) {
        ellipsis = options.ascii ? TextLayout.asciiEllipsis : TextLayout.ellipsis
        breadcrumbSeparator = options.ascii ? " > " : " › "
        spinnerFrames = options.ascii ? ["|", "/", "-", "\\"] : ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        drawsColor = options.drawsColor
        light = options.theme == .light
        roleColors = options.roleColors
    }

    /// The style of a role a theme of the config's file may colour: its base theme's, with the config's colours
    /// over it. Worked out when asked, by a switch, rather than kept in a table that each frame's theme would build.
    subscript(role: ThemeRole) -> Style {
        guard drawsColor else { return Self.uncoloured(role) }
        let base = Self.coloured(role, light: light)
        return roleColors[role]?.applied(to: base) ?? base
    }

    /// A role's style in the dark or light theme. The light theme is for a white background: dark text colours
    /// only (no yellow, cyan or white), and the bars dark with white text. Each theme's accent colours the boxes'
    /// titles and the selection, its highlight the matches, and the text on either is in `onColor`.
    private static func coloured(_ role: ThemeRole, light: Bool) -> Style {
        let accent: Color = light ? .blue : .cyan
        let highlight: Color = light ? .magenta : .yellow
        let onColor: Color = light ? .white : .black
        switch role {
        case .dim: return Style(dim: true)
        case .border: return Style(foreground: .blue)
        case .title: return Style(foreground: accent, bold: true)
        case .selection: return Style(foreground: onColor, background: accent)
        case .match: return Style(foreground: highlight, bold: true)
        case .selectedMatch: return Style(foreground: onColor, background: accent, bold: true, underline: true)
        case .focusedField: return Style(foreground: onColor, background: highlight, bold: true)
        case .activeTab: return Style(foreground: onColor, background: accent, bold: true)
        case .inactiveTab: return Style(foreground: accent)
        case .statusBar: return Style(foreground: onColor, background: light ? .black : .white)
        // The origin words stand out of the bar in colours of their own, in text legible on them.
        case .originLive: return Style(foreground: .black, background: .green)
        case .originCached: return Style(foreground: onColor, background: accent)
        case .originBundled: return Style(foreground: onColor, background: highlight)
        case .originStale: return Style(foreground: .white, background: .red, bold: true)
        case .error: return Style(foreground: .red, bold: true)
        case .badge: return Style(foreground: .green)
        case .mapLand: return Style(foreground: .green, dim: !light)
        case .mapSea: return Style()
        case .mapNeighbour: return Style(foreground: .magenta)
        case .mapHighlight: return Style(foreground: light ? .red : .yellow, bold: true)
        case .mapMarker: return Style(foreground: .red, bold: true)
        case .keyword: return Style(foreground: .magenta, bold: true)
        case .typeName: return Style(foreground: accent)
        case .variable: return Style(foreground: light ? .red : .yellow)
        case .directive: return Style(foreground: .magenta)
        case .string: return Style(foreground: .green)
        case .number: return Style(foreground: .blue)
        }
    }

    /// A role's style without colour: attributes only.
    private static func uncoloured(_ role: ThemeRole) -> Style {
        switch role {
        case .dim: Style(dim: true)
        case .title, .error, .keyword: Style(bold: true)
        case .selection: Style(reverse: true)
        case .match: Style(bold: true, underline: true)
        case .selectedMatch: Style(bold: true, reverse: true, underline: true)
        case .focusedField: Style(bold: true, reverse: true)
        case .activeTab: Style(bold: true, reverse: true, underline: true)
        // Without colour the origin words read as the rest of the bar does.
        case .statusBar, .originLive, .originCached, .originBundled, .originStale: Style(reverse: true)
        // In reverse video even a country of one dot is a solid block beside the stippled land.
        case .mapHighlight, .mapMarker: Style(bold: true, reverse: true)
        // Without colour the neighbours differ from the (stippled) land by their solid dots.
        case .border, .inactiveTab, .badge, .mapLand, .mapSea, .mapNeighbour, .typeName, .variable, .directive, .string, .number:
            Style()
        }
    }
}

extension Theme {
    /// The spinner's frame for a tick.
    func spinner(_ tick: Int) -> String {
        spinnerFrames[tick % spinnerFrames.count]
    }
}
