/// Where a drawn frame put what the mouse can hit and how far its help scrolls: the view measures it and the
/// reducer reads it as data, so that the reducer never calls into the view.
public struct HitRegions: Sendable, Hashable {
    /// A tab's label on the tab bar.
    struct TabLabel: Sendable, Hashable {
        /// The tab.
        var tab: Tab
        /// The columns its label covers.
        var columns: Range<Int>
    }

    /// A screen's label on the breadcrumb.
    struct Crumb: Sendable, Hashable {
        /// The screen's place in its tab's stack, from 0 at the root.
        var depth: Int
        /// The columns its label covers.
        var columns: Range<Int>
    }

    /// Where the inspector lists what a click picks: its rows on screen, its columns, and the index of the line
    /// on its first row.
    struct InspectorList: Sendable, Hashable {
        /// The screen rows of the lines shown.
        var rows: Range<Int>
        /// The columns the lines cover.
        var columns: Range<Int>
        /// The index of the line on the first row.
        var first: Int
    }

    /// The tab bar's row.
    var tabBarRow: Int
    /// The tabs' labels, left to right.
    var tabs: [TabLabel]
    /// The columns of the list's rows, inside its border.
    var listColumns: Range<Int>
    /// The screen rows of the list's rows, inside its border: the first shows the list's offset.
    var listRows: Range<Int>
    /// How many lines the help can be scrolled by (0 when it fits).
    var helpMaxOffset: Int
    /// The breadcrumb's row.
    var breadcrumbRow = 0
    /// The screens' labels on the breadcrumb, left to right.
    var crumbs: [Crumb] = []
    /// The inspector's section labels, while it is open: their row, and each section's columns.
    var inspectorSectionRow = -1
    /// The columns of each of the inspector's section labels.
    var inspectorSections: [InspectorState.Section: Range<Int>] = [:]
    /// The inspector's list, where its section in front has one.
    var inspectorList: InspectorList?

    /// Nothing to hit: before the first frame, or on a screen too small to use.
    public static let none = HitRegions(tabBarRow: 0, tabs: [], listColumns: 0..<0, listRows: 0..<0, helpMaxOffset: 0)

    /// The tab whose label covers a cell, if any.
    func tab(atX x: Int, y: Int) -> Tab? {
        guard y == tabBarRow else { return nil }
        return tabs.first { $0.columns.contains(x) }?.tab
    }

    /// The depth of the screen whose breadcrumb label covers a cell, if any.
    func crumb(atX x: Int, y: Int) -> Int? {
        guard y == breadcrumbRow else { return nil }
        return crumbs.first { $0.columns.contains(x) }?.depth
    }

    /// The inspector's section whose label covers a cell, if any.
    func inspectorSection(atX x: Int, y: Int) -> InspectorState.Section? {
        guard y == inspectorSectionRow else { return nil }
        return inspectorSections.first { $0.value.contains(x) }?.key
    }

    /// The index of the inspector's line under a cell, if it is on one.
    func inspectorLine(atX x: Int, y: Int) -> Int? {
        guard let list = inspectorList, list.columns.contains(x), list.rows.contains(y) else { return nil }
        return list.first + y - list.rows.lowerBound
    }

    /// The index of the list row under a cell, counted from the list's first visible row, if it is on one.
    func listRow(atX x: Int, y: Int) -> Int? {
        guard listColumns.contains(x), listRows.contains(y) else { return nil }
        return y - listRows.lowerBound
    }
}
