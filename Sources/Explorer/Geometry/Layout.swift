import TerminalUI

/// Where each part of the screen goes, computed from the size alone so that the reducer (paging) and the view
/// agree.
struct Layout: Equatable {
    /// The tab bar's row.
    let tabBar: Rect
    /// The breadcrumb and search row.
    let header: Rect
    /// The bordered list.
    let list: Rect
    /// The bordered detail pane (beside or below the list), if the screen has one: a country's facts beside a
    /// country list, a continent's countries and map beside the continents, a language's countries beside the
    /// languages.
    let detail: Rect?
    /// The status bar's row.
    let statusBar: Rect

    /// Terminals at least this wide put the detail pane beside the list.
    static let sideBySideWidth = 80

    /// Terminals at least this wide show a comparison's two countries in columns side by side; narrower ones
    /// stack them.
    static let comparisonSideBySideWidth = 100

    /// The layout of a screen kind at a size.
    init(kind: ScreenKind, width: Int, height: Int) {
        tabBar = Rect(x: 0, y: 0, width: width, height: 1)
        header = Rect(x: 0, y: 1, width: width, height: 1)
        statusBar = Rect(x: 0, y: max(0, height - 1), width: width, height: 1)
        let body = Rect(x: 0, y: 2, width: width, height: max(0, height - 3))
        switch kind {
        case .compare where width >= Self.comparisonSideBySideWidth:
            list = body
            detail = nil
        case .compare:
            // Stacked: the first country above, the second below.
            let (top, bottom) = body.splitRows(at: body.height / 2)
            list = top
            detail = bottom
        case .countryList, .continents, .languages, .neighbours:
            if width >= Self.sideBySideWidth {
                let (left, right) = body.splitColumns(at: max(36, width * 9 / 20))
                list = left
                detail = right
            } else {
                let (top, bottom) = body.splitRows(at: max(3, body.height * 11 / 20))
                list = top
                detail = bottom
            }
        case .country, .states, .subdivisions, .timeZones:
            list = body
            detail = nil
        }
    }
}

extension ExplorerState {
    /// The front screen's list window: its rows under the list's height, for paging and keeping the selection
    /// in view.
    var listWindow: ScrollWindow {
        ScrollWindow(count: screen.rows.count, height: visibleListRows)
    }

    /// How many rows the front list shows at once: its inner height, or on a country's screen what the map
    /// under them leaves (see `DetailBudget.screen`).
    var visibleListRows: Int {
        let inner = Layout(kind: screen.kind, width: screenWidth, height: height).list.inner
        guard case .country(let code) = screen.kind, let budget = countryScreenBudget(code) else { return inner.height }
        return min(inner.height, budget.rows)
    }

    /// The columns the screen is laid out in: all of them, but those the inspector takes where it has its own.
    var screenWidth: Int {
        guard inspector != nil, let columns = InspectorView.columns(width: width) else { return width }
        return width - columns
    }

    /// The screen alone, as it is drawn beside the inspector: in `screenWidth` columns, without the inspector.
    var besideInspector: ExplorerState {
        guard screenWidth != width else { return self }
        var narrowed = self
        narrowed.width = screenWidth
        narrowed.inspector = nil
        return narrowed
    }
}
