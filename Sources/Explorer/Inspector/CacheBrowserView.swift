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
            line(cache.unavailable ? "No cache: this run keeps none." : "Loading the cache…", 0, theme[.dim])
            return
        }
        guard let file = listing.file else {
            line("\(listing.keys.count) records · in memory", 0, theme[.dim])
            return drawRecords(cache, below: 1, in: area, theme: theme, into: &buffer)
        }
        line("\(listing.keys.count) records · \(listing.fileBytes.map { "\($0) bytes" } ?? "size unknown")", 0, theme[.dim])
        // The file's end (its name) matters most when the path does not fit.
        line(TextLayout.truncateHead(file, toWidth: area.width, ellipsis: theme.ellipsis), 1, theme[.dim])
        drawRecords(cache, below: 2, in: area, theme: theme, into: &buffer)
    }

    /// The search, then the keys found or the record open, from row `top` of `area`; the eviction's question or
    /// the last note at the bottom.
    private static func drawRecords(_ cache: CacheBrowserState, below top: Int, in area: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        func line(_ text: String, _ row: Int, _ style: Style) {
            buffer.put(TextLayout.pad(text, toWidth: area.width, ellipsis: theme.ellipsis), x: area.x, y: area.y + row, style: style)
        }
        let found = cache.foundKeys
        line(cache.search.isEmpty ? "type to search the keys" : "/ \(cache.search)▏ · \(found.count) found", top, cache.search.isEmpty ? theme[.dim] : theme[.match])
        if let footer = footer(of: cache) { line(footer, area.height - 1, cache.confirmingEviction == nil ? theme[.dim] : theme[.error]) }
        guard let list = listArea(cache, in: area) else { return }
        guard let page = cache.page else {
            drawList(found, selection: cache.selection, in: list, theme: theme, into: &buffer)
            return
        }
        line((cache.trail + [page.key]).joined(separator: " › "), top + 1, theme[.title])
        let nameWidth = min(24, (page.fields.map { DisplayWidth.of($0.name) }.max() ?? 0) + 2)
        let rows = page.fields.map { TextLayout.pad($0.name, toWidth: nameWidth, ellipsis: theme.ellipsis) + $0.value }
        drawList(rows, selection: cache.selection, in: list, theme: theme, into: &buffer)
    }

    /// The eviction's question, or the last note.
    private static func footer(of cache: CacheBrowserState) -> String? {
        cache.confirmingEviction.map { "Evict \($0)? Enter evicts; other keys keep it." } ?? cache.note
    }

    /// Where the keys found, or the record's fields, are listed in `area`; nil before the listing arrives.
    static func listArea(_ cache: CacheBrowserState, in area: Rect) -> Rect? {
        guard area.height >= 3, let listing = cache.listing else { return nil }
        // The count (and the file), the search, and with a record open, its trail.
        let top = (listing.file == nil ? 1 : 2) + 1 + (cache.page == nil ? 0 : 1)
        let height = area.height - top - (footer(of: cache) == nil ? 0 : 1)
        return Rect(x: area.x, y: area.y + top, width: area.width, height: max(0, height))
    }

    /// How many lines the list shows: the keys found, or the record's fields.
    static func listCount(_ cache: CacheBrowserState) -> Int {
        cache.page?.fields.count ?? cache.foundKeys.count
    }

    private static func drawList(_ rows: [String], selection: Int, in list: Rect, theme: Theme, into buffer: inout ScreenBuffer) {
        guard list.height > 0 else { return }
        let window = ScrollWindow(count: rows.count, height: list.height)
        let selected = window.clampedSelection(selection)
        for (row, index) in window.visibleRows(from: window.offset(0, showing: selected)).enumerated() {
            let text = TextLayout.pad(rows[index], toWidth: list.width, ellipsis: theme.ellipsis)
            buffer.put(text, x: list.x, y: list.y + row, style: index == selected ? theme[.selection] : theme.plain)
        }
    }
}
