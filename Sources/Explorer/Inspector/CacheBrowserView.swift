import TerminalUI

/// The cache browser section: the record count, the file and its size, then the keys found by the search, or
/// one record's fields (a reference leads to its record).
enum CacheBrowserView {
    /// Draws `cache` in `area`.
    static func draw(_ cache: CacheBrowserState, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        guard area.height >= 3 else { return }
        func line(_ text: String, _ row: Int, _ style: Style) {
            buffer.put(TextLayout.pad(text, toWidth: area.width, ellipsis: theme.ellipsis), x: area.x, y: area.y + row, style: style)
        }
        guard let listing = cache.listing else {
            line(cache.unavailable ? "No cache: this run keeps none." : "Loading the cache…", 0, theme.dim)
            return
        }
        guard let file = listing.file else {
            line("\(listing.keys.count) records · in memory", 0, theme.dim)
            return drawRecords(cache, below: 1, in: area, theme: theme, into: &buffer)
        }
        line("\(listing.keys.count) records · \(listing.fileBytes.map { "\($0) bytes" } ?? "size unknown")", 0, theme.dim)
        // The file's end (its name) matters most when the path does not fit.
        line(TextLayout.truncateHead(file, toWidth: area.width, ellipsis: theme.ellipsis), 1, theme.dim)
        drawRecords(cache, below: 2, in: area, theme: theme, into: &buffer)
    }

    /// The search, then the keys found or the record open, from row `top` of `area`; the eviction's question or
    /// the last note at the bottom.
    private static func drawRecords(_ cache: CacheBrowserState, below top: Int, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        func line(_ text: String, _ row: Int, _ style: Style) {
            buffer.put(TextLayout.pad(text, toWidth: area.width, ellipsis: theme.ellipsis), x: area.x, y: area.y + row, style: style)
        }
        let found = cache.foundKeys
        line(cache.search.isEmpty ? "type to search the keys" : "/ \(cache.search)▏ · \(found.count) found", top, cache.search.isEmpty ? theme.dim : theme.match)
        let footer = cache.confirmingEviction.map { "Evict \($0)? Enter evicts; other keys keep it." } ?? cache.note
        let listHeight = area.height - top - 1 - (footer == nil ? 0 : 1)
        if let footer { line(footer, area.height - 1, cache.confirmingEviction == nil ? theme.dim : theme.error) }
        guard let page = cache.page else {
            drawList(found, selection: cache.selection, top: area.y + top + 1, height: listHeight, area: area, theme: theme, into: &buffer)
            return
        }
        line((cache.trail + [page.key]).joined(separator: " › "), top + 1, theme.title)
        let nameWidth = min(24, (page.fields.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2)
        let rows = page.fields.map { TextLayout.pad($0.name, toWidth: nameWidth, ellipsis: theme.ellipsis) + $0.value }
        drawList(rows, selection: cache.selection, top: area.y + top + 2, height: listHeight - 1, area: area, theme: theme, into: &buffer)
    }

    private static func drawList(
        _ rows: [String], selection: Int, top: Int, height: Int, area: Rect, theme: Theme, into buffer: inout ScreenBuffer
    ) {
        guard height > 0 else { return }
        let window = ScrollWindow(count: rows.count, height: height)
        let selected = window.clampedSelection(selection)
        for (row, index) in window.visibleRows(from: window.offset(0, showing: selected)).enumerated() {
            let text = TextLayout.pad(rows[index], toWidth: area.width, ellipsis: theme.ellipsis)
            buffer.put(text, x: area.x, y: top + row, style: index == selected ? theme.selection : theme.plain)
        }
    }
}
