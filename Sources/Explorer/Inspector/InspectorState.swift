import Foundation

/// The inspector's state: which section is in front, the answer it shows, the request log and the cache browser.
/// While it is open the explorer routes it the keys and what the runtime brings back; its updates return what to
/// ask the runtime for.
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

        /// The section's name on the inspector's tab row: its case's, capitalized (`Operation`).
        var title: String { String(describing: self).capitalized }

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

    /// What the inspector reads of the explorer around it.
    struct Context {
        /// The front screen's main data, whose answer the answer sections follow.
        let screenData: DataRequest?
        /// The keys in force.
        let keymap: Keymap
        /// Where the last frame drew the inspector's section labels and lines, for clicks.
        let regions: HitRegions
        /// The terminal's height, which PgUp and PgDn page by.
        let height: Int
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
