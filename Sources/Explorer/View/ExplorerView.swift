import Foundation
import TerminalUI

/// Draws an `ExplorerState` into a `ScreenBuffer`: pure, so that every screen can be snapshot-tested.
public enum ExplorerView {
    /// The frame for `state`; `now` and `timeZone` format the status bar's times.
    ///
    /// The cursor goes where the focus is: the help, else the search field while there is a search, else the
    /// start of the selected row.
    public static func render(_ state: ExplorerState, now: Date, timeZone: TimeZone = .current) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: max(0, state.width), height: max(0, state.height))
        let theme = Theme(options: state.options)
        if state.isTooSmall {
            drawTooSmall(state, theme: theme, into: &buffer)
        } else {
            let layout = Layout(kind: state.screen.kind, width: state.width, height: state.height)
            ChromeView.tabBar(state, in: layout.tabBar, theme: theme, into: &buffer)
            let caret = ChromeView.header(state, in: layout.header, theme: theme, into: &buffer)
            let selectedRow = ListView.draw(state, in: layout.list, theme: theme, into: &buffer)
            if let detail = layout.detail {
                switch state.selectedRow?.item {
                case .country(let country)?:
                    CountryFactsView.draw(code: country.code, state: state, in: detail, theme: theme, into: &buffer)
                case .continent(let continent)?:
                    ContinentPreviewView.draw(code: continent.code, state: state, in: detail, theme: theme, into: &buffer)
                case .language(let language)?:
                    LanguagePreviewView.draw(code: language.code, state: state, in: detail, theme: theme, into: &buffer)
                default:
                    Drawing.box(detail, title: "", into: &buffer, theme: theme)
                }
            }
            if case .country(let code) = state.screen.kind {
                drawMapUnderRows(of: code, state: state, in: layout.list, theme: theme, into: &buffer)
            }
            ChromeView.statusBar(state, in: layout.statusBar, now: now, timeZone: timeZone, theme: theme, into: &buffer)
            let searching = state.screen.isSearching || !state.screen.query.isEmpty
            buffer.cursor = (searching ? caret : selectedRow) ?? selectedRow ?? CellPosition(x: 0, y: layout.header.y)
        }
        if state.showsHelp {
            buffer.cursor = HelpOverlay.draw(state, theme: theme, into: &buffer)
        }
        return state.options.ascii ? ASCIIOutput.transliterate(buffer) : buffer
    }

    /// A country's own screen shows the map in the rows its list leaves, after a blank one.
    private static func drawMapUnderRows(of code: String, state: ExplorerState, in list: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        let inner = list.inner
        let top = state.totalCount + 1
        MapView.draw(
            highlighting: [code], state: state,
            in: Rect(x: inner.x + 1, y: inner.y + top, width: inner.width - 2, height: inner.height - top), theme: theme, into: &buffer
        )
    }

    private static func drawTooSmall(_ state: ExplorerState, theme: Theme, into buffer: inout ScreenBuffer) {
        let area = Rect(x: 0, y: 0, width: state.width, height: state.height)
        let minimum = ExplorerState.minimumSize
        Notice.show(
            "Terminal too small: \(state.width)×\(state.height). Country Explorer needs at least \(minimum.width)×\(minimum.height). ? help, Ctrl-C quit.",
            in: area, style: theme.plain, theme: theme, into: &buffer
        )
        buffer.cursor = CellPosition(x: 0, y: 0)
    }
}
