import TerminalUI

/// The inspector's keys and arrivals: it shows the front screen's answer (followed as new ones arrive), the
/// request log and the cache, each asked of the runtime by a command.
extension ExplorerState {
    /// Opens the inspector on the front screen's data, or closes it.
    mutating func toggleInspector() -> [Command] {
        guard inspector == nil else {
            inspector = nil
            return []
        }
        inspector = InspectorState()
        return askScreenAnswer()
    }

    /// Asks for the latest answer to the front screen's main data.
    private mutating func askScreenAnswer() -> [Command] {
        guard var inspector, let main = requests(for: screen).first else { return [] }
        inspector.asked = .screenAnswer(main)
        self.inspector = inspector
        return [.inspector(.screenAnswer(main))]
    }

    /// What the inspector does after `request`'s data arrived: follow the screen's answer when it shows it, and
    /// keep the log or the cache it shows current (so that a fetch after an eviction is seen refilling the cache).
    mutating func inspectorAfterArrival(of request: DataRequest) -> [Command] {
        guard let inspector else { return [] }
        let follows = inspector.shown == .screen && requests(for: screen).first == request
        let current: [Command] = switch inspector.section {
        case .requests: [.inspector(.requestLog)]
        case .cache: [.inspector(.cacheListing)]
        default: []
        }
        return (follows ? askScreenAnswer() : []) + current
    }

    /// Stores what the runtime brought back.
    mutating func receive(_ arrival: InspectorArrival) -> [Command] {
        guard var inspector else { return [] }
        defer { self.inspector = inspector }
        inspector.failure = nil
        switch arrival {
        case .answer(let asked, let answer):
            guard asked == inspector.asked else { return [] }
            inspector.answer = answer
            switch (answer, asked) {
            case (nil, .answer): inspector.failure = "That answer has left the request log, which keeps the last 500."
            case (nil, _): inspector.failure = Self.noAnswerYet
            default: break
            }
        case .requestLog(let log):
            // The entry selected stays selected as newer requests come in above it.
            let selected = inspector.selectedLogEntry?.id
            inspector.log = log
            let kept = selected.flatMap { id in inspector.filteredLog.firstIndex { $0.id == id } }
            inspector.logSelection = kept ?? min(inspector.logSelection, max(0, inspector.filteredLog.count - 1))
        case .cacheListing(let listing):
            inspector.cache.listing = listing
            inspector.cache.unavailable = listing == nil
        case .cacheRecord(let key, let page):
            inspector.cache.page = page
            // Back on a record: the field that was followed from it, as ← keeps a list's row.
            inspector.cache.selection = page == nil ? 0 : inspector.cache.returningSelection ?? 0
            inspector.cache.returningSelection = nil
            if page == nil {
                inspector.cache.note = "The cache holds no \(key)."
                inspector.cache.clearTrail()
            }
        case .evicted(let key, let removed):
            inspector.cache.note = removed
                ? "Evicted \(key). \(options.keymap.keyName(for: .refresh)), or opening its screen again, fetches it back into the cache."
                : "The cache held no \(key)."
            inspector.cache.page = nil
            inspector.cache.clearTrail()
            return [.inspector(.cacheListing)]
        case .failed(let message):
            inspector.failure = message
        }
        return []
    }

    /// What the answer sections say while the screen's data has no answer in the log.
    static let noAnswerYet = "No answer to inspect yet: the data on screen has not arrived."

    /// Keys while the inspector is open; quitting, refreshing and the help keep their meaning.
    mutating func handleInInspector(_ key: Key) -> [Command] {
        guard var inspector else { return [] }
        if let pending = inspector.cache.confirmingEviction {
            inspector.cache.confirmingEviction = nil
            inspector.cache.note = key == .enter ? nil : "Kept \(pending)."
            self.inspector = inspector
            return key == .enter ? [.inspector(.evict(key: pending))] : []
        }
        let section = inspector.section
        if case .mouse(let event) = key {
            return options.mouse ? handleInInspector(event) : []
        }
        if !section.showsAnswer, case .character(let character) = key, QueryEditing.isPrintable(character) {
            return type(String(character))
        }
        // Printable keys reach here only where nothing takes text, so a letter the config binds acts.
        let action = options.keymap.action(for: key, errorShown: false, typingSearch: false, inInspector: true)
        if let action, let edited = Self.editedField(of: inspector, by: action) {
            return type(edited, replacing: true)
        }
        if section.showsAnswer, case .picked(let id) = inspector.shown, action == .back || action == .deleteBackward {
            return backToLog(from: id)
        }
        switch action {
        case .inspect?, .escape?:
            self.inspector = nil
        case .nextSection?:
            return show((section.rawValue + 1) % InspectorState.Section.allCases.count)
        case .previousSection?:
            return show((section.rawValue + InspectorState.Section.allCases.count - 1) % InspectorState.Section.allCases.count)
        case .copyAsCurl? where section.showsAnswer:
            guard let curl = inspector.answer?.curl, let name = inspector.answer?.title else {
                notice = "Nothing to copy: no answer here was sent to an endpoint (offline, or none yet)."
                return []
            }
            return [.copy(text: curl, what: "\(name) as a curl command")]
        case .evictRecord? where section == .cache:
            let key = inspector.cache.page?.key ?? inspector.cache.foundKeys.dropFirst(inspector.cache.selection).first
            inspector.cache.confirmingEviction = key
            self.inspector = inspector
        case .refresh?, .quit?, .help?:
            if let action = options.keymap.action(for: key, errorShown: false, typingSearch: false) { return perform(action) }
        default:
            return move(key, in: section)
        }
        return []
    }

    /// A click on a section's label shows it; a click on a line of the log or the cache selects it, a second one
    /// opens it, as Enter would; the wheel moves as ↑ and ↓ do.
    private mutating func handleInInspector(_ event: MouseEvent) -> [Command] {
        guard let inspector else { return [] }
        switch event.kind {
        case .wheelUp: return move(.up, in: inspector.section, by: 3)
        case .wheelDown: return move(.down, in: inspector.section, by: 3)
        case .click:
            if let section = hitRegions.inspectorSection(atX: event.x, y: event.y) { return show(section.rawValue) }
            guard let line = hitRegions.inspectorLine(atX: event.x, y: event.y) else { return [] }
            let selected = inspector.section == .requests ? inspector.logSelection : inspector.cache.selection
            guard line != selected else { return move(.enter, in: inspector.section) }
            return move(.down, in: inspector.section, by: line - selected)
        }
    }

    /// Shows a section, asking for what it lists.
    private mutating func show(_ index: Int) -> [Command] {
        guard let section = InspectorState.Section(rawValue: index) else { return [] }
        inspector?.section = section
        switch section {
        case .requests: return [.inspector(.requestLog)]
        case .cache: return [.inspector(.cacheListing)]
        default: return []
        }
    }

    /// The log's filter or the cache's search (with no record open) after a readline edit at its end, where the
    /// caret of these fields stays; nil for an action that edits neither or changes nothing, or in a record, where
    /// Backspace goes back.
    static func editedField(of inspector: InspectorState, by action: Action) -> String? {
        let field: String
        switch inspector.section {
        case .requests: field = inspector.logFilter
        case .cache where inspector.cache.page == nil: field = inspector.cache.search
        default: return nil
        }
        let edited = QueryEditing.edit(action, field, at: field.count)?.query
        // An edit that changes nothing (Backspace on an empty filter) leaves the selection where it is.
        return edited == field ? nil : edited
    }

    /// From an answer picked in the log back to the log, on its row; the answer sections follow the screen again.
    private mutating func backToLog(from id: Int) -> [Command] {
        guard var inspector else { return [] }
        inspector.section = .requests
        inspector.shown = .screen
        inspector.answer = nil
        inspector.offsets = [:]
        if let row = inspector.filteredLog.firstIndex(where: { $0.id == id }) { inspector.logSelection = row }
        self.inspector = inspector
        return [.inspector(.requestLog)] + askScreenAnswer()
    }

    /// Types into the log's filter or the cache's search (closing the record shown); `replacing` puts `text` in
    /// the field's place, an edit's result.
    private mutating func type(_ text: String, replacing: Bool = false) -> [Command] {
        guard var inspector else { return [] }
        if inspector.section == .requests {
            inspector.logFilter = String(((replacing ? "" : inspector.logFilter) + text).prefix(SearchField.maxLength))
            inspector.logSelection = 0
        } else {
            inspector.cache.search = String(((replacing ? "" : inspector.cache.search) + text).prefix(SearchField.maxLength))
            inspector.cache.page = nil
            inspector.cache.clearTrail()
            inspector.cache.selection = 0
        }
        self.inspector = inspector
        return []
    }

    /// The moves, Enter and Backspace of a section; ↑ and ↓ move by `rows`.
    private mutating func move(_ key: Key, in section: InspectorState.Section, by rows: Int = 1) -> [Command] {
        guard var inspector else { return [] }
        defer { self.inspector = inspector }
        let page = max(1, height - 8)
        let step: Int? = switch key {
        case .up, .control("p"): -rows
        case .down, .control("n"): rows
        case .pageUp: -page
        case .pageDown: page
        case .home: -Int.max / 2
        case .end: Int.max / 2
        default: nil
        }
        switch section {
        case .requests:
            let count = inspector.filteredLog.count
            if let step { inspector.logSelection = Self.clamp(inspector.logSelection, step, count) }
            if key == .enter, inspector.filteredLog.indices.contains(inspector.logSelection) {
                let id = inspector.filteredLog[inspector.logSelection].id
                inspector.shown = .picked(id: id)
                inspector.asked = .answer(id: id)
                inspector.answer = nil
                inspector.section = .operation
                inspector.offsets = [:]
                return [.inspector(.answer(id: id))]
            }
        case .cache:
            return moveInCache(key, step: step, inspector: &inspector)
        default:
            if let step {
                let count = InspectorContent.lines(of: section, in: self).count
                inspector.offsets[section] = Self.clamp(inspector.offset(of: section), step, count)
            }
        }
        return []
    }

    /// The cache browser's moves: the keys found, or the record's fields; Enter opens a key or follows a
    /// reference, Backspace or ← comes back from a record, on the field it was left from.
    private func moveInCache(_ key: Key, step: Int?, inspector: inout InspectorState) -> [Command] {
        var cache = inspector.cache
        defer { inspector.cache = cache }
        cache.note = nil
        if let page = cache.page {
            if let step { cache.selection = Self.clamp(cache.selection, step, page.fields.count) }
            if key == .enter, page.fields.indices.contains(cache.selection), let reference = page.fields[cache.selection].reference {
                cache.trail.append(page.key)
                cache.trailSelections.append(cache.selection)
                return [.inspector(.cacheRecord(key: reference))]
            }
            if key == .backspace || key == .left {
                guard let previous = cache.trail.popLast() else {
                    cache.page = nil
                    cache.selection = max(0, cache.foundKeys.firstIndex(of: page.key) ?? 0)
                    return []
                }
                cache.returningSelection = cache.trailSelections.popLast()
                return [.inspector(.cacheRecord(key: previous))]
            }
            return []
        }
        let found = cache.foundKeys
        if let step { cache.selection = Self.clamp(cache.selection, step, found.count) }
        if key == .enter, found.indices.contains(cache.selection) {
            return [.inspector(.cacheRecord(key: found[cache.selection]))]
        }
        return []
    }

    /// `value` moved by `step` within `0..<count`.
    private static func clamp(_ value: Int, _ step: Int, _ count: Int) -> Int {
        max(0, min(count - 1, value + step))
    }
}
