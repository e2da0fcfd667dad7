import TerminalUI

/// The explorer's styles and symbols; without colour only attributes remain (reverse video marks the selection,
/// underline the matches and the active tab), and in ASCII mode the symbols are ASCII too.
struct Theme {
    let plain: Style
    let dim: Style
    let bold: Style
    let border: Style
    let title: Style
    let selection: Style
    let match: Style
    let selectedMatch: Style
    /// The search field while it has the focus (after `/`).
    let focusedField: Style
    let activeTab: Style
    let inactiveTab: Style
    let statusBar: Style
    let error: Style
    let badge: Style
    /// The map's land, the highlighted country's neighbours, its highlighted countries, and the marker of a country
    /// too small to show.
    let mapLand: Style
    let mapNeighbour: Style
    let mapHighlight: Style
    let mapMarker: Style
    /// What marks cut text: "…", or "..." in ASCII.
    let ellipsis: String
    /// What separates the breadcrumb's screens: " › ", or " > " in ASCII.
    let breadcrumbSeparator: String
    /// The spinner's frames.
    let spinnerFrames: [String]
    /// Whether styles have colours (not under NO_COLOR or on a monochrome terminal).
    let colored: Bool

    /// The theme for the options' colour, theme and ASCII settings.
    init(options: ExplorerOptions) {
        ellipsis = options.ascii ? TextLayout.asciiEllipsis : TextLayout.ellipsis
        breadcrumbSeparator = options.ascii ? " > " : " › "
        spinnerFrames = options.ascii ? ["|", "/", "-", "\\"] : ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
        let color = options.color && options.theme != .mono
        colored = color
        plain = Style()
        dim = Style(dim: true)
        bold = Style(bold: true)
        if color, options.theme == .light {
            // On white: dark text colours only (no yellow, cyan or white), and the bars dark with white text.
            border = Style(foreground: .blue)
            title = Style(foreground: .blue, bold: true)
            selection = Style(foreground: .white, background: .blue)
            match = Style(foreground: .magenta, bold: true)
            selectedMatch = Style(foreground: .white, background: .blue, bold: true, underline: true)
            focusedField = Style(foreground: .white, background: .magenta, bold: true)
            activeTab = Style(foreground: .white, background: .blue, bold: true)
            inactiveTab = Style(foreground: .blue)
            statusBar = Style(foreground: .white, background: .black)
            error = Style(foreground: .red, bold: true)
            badge = Style(foreground: .green)
            mapLand = Style(foreground: .green)
            mapNeighbour = Style(foreground: .magenta)
            mapHighlight = Style(foreground: .red, bold: true)
            mapMarker = Style(foreground: .red, bold: true)
        } else if color {
            border = Style(foreground: .blue)
            title = Style(foreground: .cyan, bold: true)
            selection = Style(foreground: .black, background: .cyan)
            match = Style(foreground: .yellow, bold: true)
            selectedMatch = Style(foreground: .black, background: .cyan, bold: true, underline: true)
            focusedField = Style(foreground: .black, background: .yellow, bold: true)
            activeTab = Style(foreground: .black, background: .cyan, bold: true)
            inactiveTab = Style(foreground: .cyan)
            statusBar = Style(foreground: .black, background: .white)
            error = Style(foreground: .red, bold: true)
            badge = Style(foreground: .green)
            mapLand = Style(foreground: .green, dim: true)
            mapNeighbour = Style(foreground: .magenta)
            mapHighlight = Style(foreground: .yellow, bold: true)
            mapMarker = Style(foreground: .red, bold: true)
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
            error = Style(bold: true)
            badge = Style()
            mapLand = Style()
            // Without colour the neighbours differ from the (stippled) land by their solid dots.
            mapNeighbour = Style()
            // In reverse video even a country of one dot is a solid block beside the stippled land.
            mapHighlight = Style(bold: true, reverse: true)
            mapMarker = Style(bold: true, reverse: true)
        }
    }
}

extension Theme {
    /// The spinner's frame for a tick.
    func spinner(_ tick: Int) -> String {
        spinnerFrames[tick % spinnerFrames.count]
    }
}
