/// Where each part of the screen goes, computed from the size alone so that the reducer (paging, mouse)
/// and the view agree.
struct Layout: Equatable {
    /// A rectangle of cells.
    struct Area: Equatable {
        var x: Int
        var y: Int
        var width: Int
        var height: Int

        /// The area inside a one-cell border.
        var inner: Area { Area(x: x + 1, y: y + 1, width: max(0, width - 2), height: max(0, height - 2)) }
        /// Whether the point lies inside.
        func contains(x px: Int, y py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }
    }

    /// The tab bar's row.
    let tabBar: Area
    /// The breadcrumb and search row.
    let header: Area
    /// The bordered list.
    let list: Area
    /// The bordered detail pane (beside or below the list), if the screen has one: a country's facts beside a
    /// country list, a continent's countries and map beside the continents, a language's countries beside the
    /// languages.
    let detail: Area?
    /// The status bar's row.
    let statusBar: Area

    /// Terminals at least this wide put the detail pane beside the list.
    static let sideBySideWidth = 80

    /// The layout of a screen kind at a size.
    init(kind: ScreenKind, width: Int, height: Int) {
        tabBar = Area(x: 0, y: 0, width: width, height: 1)
        header = Area(x: 0, y: 1, width: width, height: 1)
        statusBar = Area(x: 0, y: max(0, height - 1), width: width, height: 1)
        let body = Area(x: 0, y: 2, width: width, height: max(0, height - 3))
        switch kind {
        case .countryList, .continents, .languages:
            if width >= Self.sideBySideWidth {
                let listWidth = max(36, width * 9 / 20)
                list = Area(x: 0, y: body.y, width: listWidth, height: body.height)
                detail = Area(x: listWidth, y: body.y, width: width - listWidth, height: body.height)
            } else {
                let listHeight = max(3, body.height * 11 / 20)
                list = Area(x: 0, y: body.y, width: width, height: listHeight)
                detail = Area(x: 0, y: body.y + listHeight, width: width, height: body.height - listHeight)
            }
        case .country, .states, .subdivisions:
            list = body
            detail = nil
        }
    }
}

extension ExplorerState {
    /// How many rows the front screen's list shows.
    var listHeight: Int {
        Layout(kind: screen.kind, width: width, height: height).list.inner.height
    }
}
