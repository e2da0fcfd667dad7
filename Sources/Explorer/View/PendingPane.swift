import TerminalUI

/// A detail pane whose data is not here yet: its box with the title, and the spinner or the error.
enum PendingPane {
    /// Draws the box of `area` titled `title`, with `loadingText` after a spinner while `loadable` loads, or its
    /// error with the way to retry: the refresh key, since `r` there types into the search.
    static func draw(
        _ loadable: Loadable?, title: String, loadingText: String, state: ExplorerState, in area: Rect, theme: Theme,
        into buffer: inout ScreenBuffer
    ) {
        Drawing.box(area, title: title, into: &buffer, theme: theme)
        if case .failed(let message)? = loadable {
            Notice.show(message, in: area.inner, style: theme[.error], theme: theme, into: &buffer, footer: "Press \(state.options.keymap.keyName(for: .refresh)) to retry.")
        } else {
            Notice.show("\(theme.spinner(state.tick)) \(loadingText)", in: area.inner, style: theme[.dim], theme: theme, into: &buffer)
        }
    }
}
