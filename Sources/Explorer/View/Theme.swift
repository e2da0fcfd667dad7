import TerminalUI

/// The explorer's styles and symbols; without colour only attributes remain (reverse video marks the selection,
/// underline the matches and the active tab), and in ASCII mode the symbols are ASCII too.
struct Theme {
    let plain: Style
    private(set) var dim: Style
    private(set) var bold: Style
    private(set) var border: Style
    private(set) var title: Style
    private(set) var selection: Style
    private(set) var match: Style
    private(set) var selectedMatch: Style
    /// The search field while it has the focus (after `/`).
    private(set) var focusedField: Style
    private(set) var activeTab: Style
    private(set) var inactiveTab: Style
    private(set) var statusBar: Style
    /// The status bar's origin words: `live`, `cached`, `bundled data`, `stale`.
    private(set) var originLive: Style
    private(set) var originCached: Style
    private(set) var originBundled: Style
    private(set) var originStale: Style
    private(set) var error: Style
    private(set) var badge: Style
    /// The map's land and sea, the highlighted country's neighbours, its highlighted countries, and the marker of a
    /// country too small to show.
    private(set) var mapLand: Style
    private(set) var mapSea: Style
    private(set) var mapNeighbour: Style
    private(set) var mapHighlight: Style
    private(set) var mapMarker: Style
    /// The inspector's GraphQL: keywords, type names, variables, directives, strings and numbers.
    private(set) var keyword: Style
    private(set) var typeName: Style
    private(set) var variable: Style
    private(set) var directive: Style
    private(set) var string: Style
    private(set) var number: Style
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
        let color = options.drawsColor
        plain = Style()
        dim = Style(dim: true)
        bold = Style(bold: true)
        if color {
            // The light theme is for a white background: dark text colours only (no yellow, cyan or white), and
            // the bars dark with white text. Each theme's accent colours the boxes' titles and the selection, its
            // highlight the matches, and the text on either is in `onColor`.
            let light = options.theme == .light
            let accent: Color = light ? .blue : .cyan
            let highlight: Color = light ? .magenta : .yellow
            let onColor: Color = light ? .white : .black
            border = Style(foreground: .blue)
            title = Style(foreground: accent, bold: true)
            selection = Style(foreground: onColor, background: accent)
            match = Style(foreground: highlight, bold: true)
            selectedMatch = Style(foreground: onColor, background: accent, bold: true, underline: true)
            focusedField = Style(foreground: onColor, background: highlight, bold: true)
            activeTab = Style(foreground: onColor, background: accent, bold: true)
            inactiveTab = Style(foreground: accent)
            statusBar = Style(foreground: onColor, background: light ? .black : .white)
            // The origin words stand out of the bar in colours of their own, in text legible on them.
            originLive = Style(foreground: .black, background: .green)
            originCached = Style(foreground: onColor, background: accent)
            originBundled = Style(foreground: onColor, background: highlight)
            originStale = Style(foreground: .white, background: .red, bold: true)
            error = Style(foreground: .red, bold: true)
            badge = Style(foreground: .green)
            mapLand = Style(foreground: .green, dim: !light)
            mapSea = Style()
            mapNeighbour = Style(foreground: .magenta)
            mapHighlight = Style(foreground: light ? .red : .yellow, bold: true)
            mapMarker = Style(foreground: .red, bold: true)
            keyword = Style(foreground: .magenta, bold: true)
            typeName = Style(foreground: accent)
            variable = Style(foreground: light ? .red : .yellow)
            directive = Style(foreground: .magenta)
            string = Style(foreground: .green)
            number = Style(foreground: .blue)
        } else {
            border = Style()
            title = Style(bold: true)
            selection = Style(reverse: true)
            match = Style(bold: true, underline: true)
            selectedMatch = Style(bold: true, reverse: true, underline: true)
            focusedField = Style(bold: true, reverse: true)
            activeTab = Style(bold: true, reverse: true, underline: true)
            inactiveTab = Style()
            statusBar = Style(reverse: true)
            // Without colour the origin words read as the rest of the bar does.
            originLive = statusBar
            originCached = statusBar
            originBundled = statusBar
            originStale = statusBar
            error = Style(bold: true)
            badge = Style()
            mapLand = Style()
            mapSea = Style()
            // Without colour the neighbours differ from the (stippled) land by their solid dots.
            mapNeighbour = Style()
            // In reverse video even a country of one dot is a solid block beside the stippled land.
            mapHighlight = Style(bold: true, reverse: true)
            mapMarker = Style(bold: true, reverse: true)
            keyword = Style(bold: true)
            typeName = Style()
            variable = Style()
            directive = Style()
            string = Style()
            number = Style()
        }
        if color {
            for (role, colors) in options.roleColors { self[role] = colors.applied(to: self[role]) }
        }
    }

    /// The style of a role a theme of the config's file may colour.
    private(set) subscript(role: ThemeRole) -> Style {
        get { self[keyPath: Self.keyPath(of: role)] }
        set { self[keyPath: Self.keyPath(of: role)] = newValue }
    }

    /// Where a role's style is.
    private static func keyPath(of role: ThemeRole) -> WritableKeyPath<Theme, Style> {
        switch role {
        case .dim: \.dim
        case .border: \.border
        case .title: \.title
        case .selection: \.selection
        case .match: \.match
        case .selectedMatch: \.selectedMatch
        case .focusedField: \.focusedField
        case .activeTab: \.activeTab
        case .inactiveTab: \.inactiveTab
        case .statusBar: \.statusBar
        case .originLive: \.originLive
        case .originCached: \.originCached
        case .originBundled: \.originBundled
        case .originStale: \.originStale
        case .error: \.error
        case .badge: \.badge
        case .mapLand: \.mapLand
        case .mapSea: \.mapSea
        case .mapNeighbour: \.mapNeighbour
        case .mapHighlight: \.mapHighlight
        case .mapMarker: \.mapMarker
        case .keyword: \.keyword
        case .typeName: \.typeName
        case .variable: \.variable
        case .directive: \.directive
        case .string: \.string
        case .number: \.number
        }
    }
}

extension Theme {
    /// The spinner's frame for a tick.
    func spinner(_ tick: Int) -> String {
        spinnerFrames[tick % spinnerFrames.count]
    }
}
