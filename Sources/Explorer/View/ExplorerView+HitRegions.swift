extension ExplorerView {
    /// Where `render` puts the tabs, the breadcrumb and the list for `state`, and how far its help scrolls, for the reducer's
    /// mouse handling and the help's scrolling.
    public static func hitRegions(_ state: ExplorerState) -> HitRegions {
        // The help is laid out only while it is open: it scrolls only then.
        let helpMaxOffset = state.showsHelp ? HelpOverlay.maxOffset(state.options.keymap, width: state.width, height: state.height, inInspector: state.inspector != nil) : 0
        guard !state.isTooSmall else {
            var regions = HitRegions.none
            regions.helpMaxOffset = helpMaxOffset
            return regions
        }
        let layout = Layout(kind: state.screen.kind, width: state.screenWidth, height: state.height)
        let list = layout.list.inner
        var regions = HitRegions(
            tabBarRow: layout.tabBar.y,
            tabs: ChromeView.tabLabels(in: layout.tabBar),
            listColumns: list.x..<(list.x + list.width),
            listRows: list.y..<(list.y + state.visibleListRows),
            helpMaxOffset: helpMaxOffset,
            breadcrumbRow: layout.header.y,
            crumbs: ChromeView.breadcrumb(state.besideInspector, in: layout.header, theme: Theme(options: state.options)).crumbs
        )
        if let inspector = state.inspector {
            let area = InspectorView.area(width: state.width, height: state.height)
            regions.inspectorSectionRow = area.inner.y
            for label in InspectorView.sectionLabels(in: area, ellipsis: Theme(options: state.options).ellipsis) {
                regions.inspectorSections[label.section] = label.columns
            }
            regions.inspectorList = InspectorView.clickableList(inspector, in: area)
        }
        return regions
    }
}
