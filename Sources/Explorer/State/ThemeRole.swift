import TerminalUI

/// What a colour of the theme paints: the roles a theme of the config's file may colour, by their names there.
public enum ThemeRole: String, Sendable, Hashable, CaseIterable {
    /// Dimmed text: hints, notes, the help's footer.
    case dim
    /// The boxes' borders.
    case border
    /// The boxes' titles and the help's headings.
    case title
    /// The selected row.
    case selection
    /// The letters a search matched.
    case match
    /// The letters a search matched in the selected row.
    case selectedMatch
    /// The search field while it has the focus.
    case focusedField
    /// The tab shown.
    case activeTab
    /// The other tabs.
    case inactiveTab
    /// The status bar.
    case statusBar
    /// The status bar's word for data the network answered: `live`.
    case originLive
    /// The status bar's word for data from the persistent cache: `cached`.
    case originCached
    /// The status bar's words for the data bundled with the program: `bundled data`.
    case originBundled
    /// The status bar's word for data a refresh or the network failed over: `stale`.
    case originStale
    /// Errors.
    case error
    /// Badges: where the data came from, a mark.
    case badge
    /// The map's land.
    case mapLand
    /// The map's sea: its background shows, under the land's dots too.
    case mapSea
    /// The highlighted country's neighbours on the map.
    case mapNeighbour
    /// The highlighted country on the map.
    case mapHighlight
    /// The marker of a country too small to show on the map.
    case mapMarker
    /// The inspector's GraphQL keywords.
    case keyword
    /// The inspector's type names.
    case typeName
    /// The inspector's variables.
    case variable
    /// The inspector's directives.
    case directive
    /// The inspector's strings.
    case string
    /// The inspector's numbers.
    case number
}

/// The colours a theme of the config's file gives a role: its text's, its background's, or both; the role keeps
/// its base theme's attributes (bold, underline) and whatever colour is not given.
public struct RoleColors: Sendable, Hashable {
    /// The text's colour.
    public var foreground: Color?
    /// The background's colour.
    public var background: Color?

    /// Creates role colours.
    public init(foreground: Color? = nil, background: Color? = nil) {
        self.foreground = foreground
        self.background = background
    }

    /// `style` with these colours over its own.
    func applied(to style: Style) -> Style {
        var style = style
        if let foreground { style.foreground = foreground }
        if let background { style.background = background }
        return style
    }
}
