import Foundation
import TerminalUI

/// Draws an `ExplorerState` into a `ScreenBuffer`: pure, so that every screen can be snapshot-tested.
public enum ExplorerView {
    /// The frame for `state`; `now` and `timeZone` format the status bar's times.
    public static func render(_ state: ExplorerState, now: Date, timeZone: TimeZone = .current) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: max(0, state.width), height: max(0, state.height))
        let theme = Theme(color: state.options.color)
        guard !state.isTooSmall else {
            drawTooSmall(state, theme: theme, into: &buffer)
            return buffer
        }
        let layout = Layout(kind: state.screen.kind, width: state.width, height: state.height)
        ChromeView.tabBar(state, in: layout.tabBar, theme: theme, into: &buffer)
        ChromeView.header(state, in: layout.header, theme: theme, into: &buffer)
        ListView.draw(state, in: layout.list, theme: theme, into: &buffer)
        if let detail = layout.detail {
            switch state.screen.kind {
            case .country(let code):
                CountryFactsView.draw(code: code, state: state, in: detail, full: true, theme: theme, into: &buffer)
            default:
                CountryFactsView.draw(code: selectedCountryCode(state), state: state, in: detail, full: false, theme: theme, into: &buffer)
            }
        }
        ChromeView.statusBar(state, in: layout.statusBar, now: now, timeZone: timeZone, theme: theme, into: &buffer)
        if state.showsHelp {
            HelpOverlay.draw(width: state.width, height: state.height, theme: theme, into: &buffer)
        }
        return buffer
    }

    private static func selectedCountryCode(_ state: ExplorerState) -> String? {
        guard case .country(let country)? = state.selectedRow?.item else { return nil }
        return country.code
    }

    private static func drawTooSmall(_ state: ExplorerState, theme: Theme, into buffer: inout ScreenBuffer) {
        let area = Layout.Area(x: 0, y: 0, width: state.width, height: state.height)
        let minimum = ExplorerState.minimumSize
        Notice.show(
            "Terminal too small: \(state.width)×\(state.height). Country Explorer needs at least \(minimum.width)×\(minimum.height).",
            in: area, style: theme.plain, into: &buffer
        )
    }
}
