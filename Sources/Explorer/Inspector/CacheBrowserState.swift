import TerminalUI

/// The cache browser: the records' keys, searchable, and one record at a time, whose references lead to others.
struct CacheBrowserState: Sendable, Hashable {
    /// The cache's keys and file; nil until they arrive.
    var listing: CacheListing?
    /// Whether the explorer runs without any cache.
    var unavailable = false
    /// What the keys are searched for.
    var search = ""
    /// The selected key among those found, or the selected field of the record shown.
    var selection = 0
    /// The record shown, if one is open.
    var page: CacheRecordPage?
    /// The records opened before the one shown, for Backspace.
    var trail: [String] = []
    /// The field selected in each record of `trail` when a reference was followed from it.
    var trailSelections: [Int] = []
    /// The field to select when the record Backspace went back to arrives.
    var returningSelection: Int?
    /// The record whose eviction waits for Enter.
    var confirmingEviction: String?
    /// What the last eviction did, in words.
    var note: String?

    /// Forgets the records opened before the one shown.
    mutating func clearTrail() {
        trail = []
        trailSelections = []
        returningSelection = nil
    }

    /// The keys that contain the search, ignoring case (`jp` finds `Country:JP` and `Country:JP.states.3`),
    /// those whose identity is the search first.
    var foundKeys: [String] {
        let keys = listing?.keys ?? []
        let needle = search.lowercased()
        guard !needle.isEmpty else { return keys }
        let found = keys.filter { $0.lowercased().contains(needle) }
        let exact = found.filter { $0.lowercased().hasSuffix(":" + needle) }
        return exact + found.filter { !$0.lowercased().hasSuffix(":" + needle) }
    }

    /// The browser's moves (`step`: where ↑, ↓ and the pages move), on the keys found or the record's fields;
    /// Enter opens a key or follows a reference, Backspace or ← comes back from a record, on the field it was
    /// left from.
    mutating func move(_ key: Key, step: Int?) -> [Command] {
        note = nil
        if let page {
            if let step { selection = InspectorState.clamp(selection, step, page.fields.count) }
            if key == .enter, page.fields.indices.contains(selection), let reference = page.fields[selection].reference {
                trail.append(page.key)
                trailSelections.append(selection)
                return [.inspector(.cacheRecord(key: reference))]
            }
            if key == .backspace || key == .left {
                guard let previous = trail.popLast() else {
                    self.page = nil
                    selection = max(0, foundKeys.firstIndex(of: page.key) ?? 0)
                    return []
                }
                returningSelection = trailSelections.popLast()
                return [.inspector(.cacheRecord(key: previous))]
            }
            return []
        }
        let found = foundKeys
        if let step { selection = InspectorState.clamp(selection, step, found.count) }
        if key == .enter, found.indices.contains(selection) {
            return [.inspector(.cacheRecord(key: found[selection]))]
        }
        return []
    }
}
