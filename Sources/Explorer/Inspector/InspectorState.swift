/// The inspector's state: which section is in front, the answer it shows, the request log and the cache browser.
struct InspectorState: Sendable, Hashable {
    /// The inspector's sections, in Tab order.
    enum Section: Int, Sendable, Hashable, CaseIterable {
        /// The operation's GraphQL text, syntax-coloured.
        case operation
        /// Its variables, as JSON.
        case variables
        /// The policy and where the answer came from.
        case origin
        /// The GraphQL errors and the paths a partial answer lacks.
        case errors
        /// The answer's JSON.
        case response
        /// Every request of this run, newest first, filterable.
        case requests
        /// The normalized cache's records.
        case cache

        /// The section's name on the inspector's tab row.
        var title: String {
            switch self {
            case .operation: "Operation"
            case .variables: "Variables"
            case .origin: "Origin"
            case .errors: "Errors"
            case .response: "Response"
            case .requests: "Requests"
            case .cache: "Cache"
            }
        }

        /// Whether the section shows the answer (the others show the log and the cache).
        var showsAnswer: Bool { self != .requests && self != .cache }
    }

    /// What the answer sections show.
    enum Shown: Sendable, Hashable {
        /// The data on screen: its latest answer, followed as new ones arrive.
        case screen
        /// One answer picked in the request log.
        case picked(id: Int)
    }

    /// The section in front.
    var section: Section = .operation
    /// Whose answer the answer sections show.
    var shown: Shown = .screen
    /// The answer asked for last, if any.
    var asked: InspectorRequest?
    /// The answer, once it has arrived.
    var answer: InspectedAnswer?
    /// Each text section's first line shown.
    var offsets: [Section: Int] = [:]
    /// The request log, newest first; nil until it arrives.
    var log: [RequestSummary]?
    /// What the log is filtered by.
    var logFilter = ""
    /// The selected line of the filtered log.
    var logSelection = 0
    /// The cache browser.
    var cache = CacheBrowserState()
    /// The failure of the last thing asked for, if any.
    var failure: String?

    /// The first line shown of a text section.
    func offset(of section: Section) -> Int { offsets[section] ?? 0 }

    /// The log lines that match the filter: each word of it, ignoring case, in the name, variables, origin or
    /// outcome (`AO` finds Angola's requests).
    var filteredLog: [RequestSummary] {
        let words = logFilter.lowercased().split(separator: " ")
        return (log ?? []).filter { entry in
            let text = "\(entry.name) \(entry.variables) \(entry.origin) \(entry.outcome)".lowercased()
            return words.allSatisfy { text.contains($0) }
        }
    }

    /// The log line selected, if any.
    var selectedLogEntry: RequestSummary? {
        let entries = filteredLog
        return entries.indices.contains(logSelection) ? entries[logSelection] : nil
    }
}

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
}
