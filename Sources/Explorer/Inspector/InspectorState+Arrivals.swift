/// What the inspector asks the runtime for, and what it does with what comes back: the front screen's answer
/// (followed as new ones arrive), the request log and the cache.
extension InspectorState {
    /// Asks for the latest answer to the front screen's main data.
    mutating func followScreen(in context: Context) -> [Command] {
        guard let main = context.screenData else { return [] }
        asked = .screenAnswer(main)
        return [.inspector(.screenAnswer(main))]
    }

    /// What the inspector does after `request`'s data arrived: follow the screen's answer when it shows it, and
    /// keep the log or the cache it shows current (so that a fetch after an eviction is seen refilling the cache).
    mutating func update(afterArrivalOf request: DataRequest, in context: Context) -> [Command] {
        let follows = shown == .screen && context.screenData == request
        return (follows ? followScreen(in: context) : []) + listing
    }

    /// What the section in front lists, asked for again: the request log, or the cache's keys.
    var listing: [Command] {
        switch section {
        case .requests: [.inspector(.requestLog)]
        case .cache: [.inspector(.cacheListing)]
        default: []
        }
    }

    /// Stores what the runtime brought back.
    mutating func update(_ arrival: InspectorArrival, in context: Context) -> [Command] {
        failure = nil
        switch arrival {
        case .answer(let request, let arrived):
            guard request == asked else { return [] }
            answer = arrived
            switch (arrived, request) {
            case (nil, .answer): failure = "That answer has left the request log, which keeps the last 500."
            case (nil, _): failure = Self.noAnswerYet
            default: break
            }
        case .requestLog(let log):
            // The entry selected stays selected as newer requests come in above it.
            let selected = selectedLogEntry?.id
            self.log = log
            let kept = selected.flatMap { id in filteredLog.firstIndex { $0.id == id } }
            logSelection = kept ?? min(logSelection, max(0, filteredLog.count - 1))
        case .cacheListing(let listing):
            cache.listing = listing
            cache.unavailable = listing == nil
        case .cacheRecord(let key, let page):
            cache.page = page
            // Back on a record: the field that was followed from it, as ← keeps a list's row.
            cache.selection = page == nil ? 0 : cache.returningSelection ?? 0
            cache.returningSelection = nil
            if page == nil {
                cache.note = "The cache holds no \(key)."
                cache.clearTrail()
            }
        case .evicted(let key, let removed):
            cache.note = removed
                ? "Evicted \(key). \(context.keymap.keyName(for: .refresh)), or opening its screen again, fetches it back into the cache."
                : "The cache held no \(key)."
            cache.page = nil
            cache.clearTrail()
            return [.inspector(.cacheListing)]
        case .failed(let message):
            failure = message
        }
        return []
    }

    /// What the answer sections say while the screen's data has no answer in the log.
    static let noAnswerYet = "No answer to inspect yet: the data on screen has not arrived."
}
