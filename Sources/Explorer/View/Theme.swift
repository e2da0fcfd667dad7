import TerminalUI

/// The explorer's styles; without colour only attributes remain (reverse video still marks the selection).
struct Theme {
    let plain: Style
    let dim: Style
    let bold: Style
    let border: Style
    let title: Style
    let selection: Style
    let match: Style
    let selectedMatch: Style
    let activeTab: Style
    let inactiveTab: Style
    let statusBar: Style
    let error: Style
    let badge: Style

    /// The theme for the options' colour setting.
    init(color: Bool) {
        plain = Style()
        dim = Style(dim: true)
        bold = Style(bold: true)
        if color {
            border = Style(foreground: .blue)
            title = Style(foreground: .cyan, bold: true)
            selection = Style(foreground: .black, background: .cyan)
            match = Style(foreground: .yellow, bold: true)
            selectedMatch = Style(foreground: .black, background: .cyan, bold: true, underline: true)
            activeTab = Style(foreground: .black, background: .cyan, bold: true)
            inactiveTab = Style(foreground: .cyan)
            statusBar = Style(foreground: .black, background: .white)
            error = Style(foreground: .red, bold: true)
            badge = Style(foreground: .green)
        } else {
            border = Style()
            title = Style(bold: true)
            selection = Style(reverse: true)
            match = Style(bold: true, underline: true)
            selectedMatch = Style(bold: true, reverse: true, underline: true)
            activeTab = Style(bold: true, reverse: true)
            inactiveTab = Style()
            statusBar = Style(reverse: true)
            error = Style(bold: true)
            badge = Style()
        }
    }
}
