import TerminalUI

/// The inspector's keys: its sections, the log's filter and the cache's search, the lines of each section, and
/// the answer picked in the log.
extension InspectorState {
    /// Takes a key; returns what to ask the runtime for, or nil for a key that is the explorer's: Esc and the
    /// inspector's key (which close it), quitting, refreshing, the help, and copying as curl with nothing to copy.
    mutating func update(_ key: Key, in context: Context) -> [Command]? {
        if let pending = cache.confirmingEviction {
            cache.confirmingEviction = nil
            cache.note = key == .enter ? nil : "Kept \(pending)."
            return key == .enter ? [.inspector(.evict(key: pending))] : []
        }
        if case .mouse(let event) = key { return update(event, in: context) }
        if !section.showsAnswer, case .character(let character) = key, QueryEditing.isPrintable(character) {
            fill((section == .requests ? logFilter : cache.search) + String(character))
            return []
        }
        // Printable keys reach here only where nothing takes text, so a letter the config binds acts.
        let action = context.keymap.action(for: key, errorShown: false, typingSearch: false, inInspector: true)
        // An edit that changes nothing (Backspace on an empty filter) leaves the selection where it is.
        if let action, let field = editableField, let edited = QueryEditing.edit(action, field, at: field.count), edited.query != field {
            fill(edited.query)
            return []
        }
        if section.showsAnswer, case .picked(let id) = shown, action == .back || action == .deleteBackward {
            return backToLog(from: id, in: context)
        }
        let sections = Section.allCases
        switch action {
        case .nextSection?:
            return show(sections[(section.rawValue + 1) % sections.count])
        case .previousSection?:
            return show(sections[(section.rawValue + sections.count - 1) % sections.count])
        case .copyAsCurl? where section.showsAnswer:
            guard let curl = answer?.curl, let name = answer?.title else { return nil }
            return [.copy(text: curl, what: "\(name) as a curl command")]
        case .evictRecord? where section == .cache:
            cache.confirmingEviction = cache.page?.key ?? cache.foundKeys.dropFirst(cache.selection).first
            return []
        case .inspect?, .escape?, .refresh?, .quit?, .help?:
            return nil
        default:
            return move(key, in: context)
        }
    }

    /// A click on a section's label shows it; a click on a line of the log or the cache selects it, a second one
    /// opens it, as Enter would; the wheel moves as ↑ and ↓ do.
    private mutating func update(_ event: MouseEvent, in context: Context) -> [Command] {
        switch event.kind {
        case .wheelUp: return move(.up, by: 3, in: context)
        case .wheelDown: return move(.down, by: 3, in: context)
        case .click:
            if let clicked = context.regions.inspectorSection(atX: event.x, y: event.y) { return show(clicked) }
            guard let line = context.regions.inspectorLine(atX: event.x, y: event.y) else { return [] }
            let selected = section == .requests ? logSelection : cache.selection
            guard line != selected else { return move(.enter, in: context) }
            return move(.down, by: line - selected, in: context)
        }
    }

    /// Shows a section, asking for what it lists.
    private mutating func show(_ shown: Section) -> [Command] {
        section = shown
        return listing
    }

    /// The field a readline edit changes, at its end, where the caret of these fields stays: the log's filter, or
    /// the cache's search with no record open (in a record, Backspace goes back).
    private var editableField: String? {
        switch section {
        case .requests: logFilter
        case .cache where cache.page == nil: cache.search
        default: nil
        }
    }

    /// From an answer picked in the log back to the log, on its row; the answer sections follow the screen again.
    private mutating func backToLog(from id: Int, in context: Context) -> [Command] {
        section = .requests
        shown = .screen
        answer = nil
        offsets = [:]
        if let row = filteredLog.firstIndex(where: { $0.id == id }) { logSelection = row }
        return [.inspector(.requestLog)] + followScreen(in: context)
    }

    /// Puts `text` in the log's filter or the cache's search (closing the record shown), as much of it as fits.
    private mutating func fill(_ text: String) {
        let text = String(text.prefix(SearchField.maxLength))
        if section == .requests {
            logFilter = text
            logSelection = 0
        } else {
            cache.search = text
            cache.page = nil
            cache.clearTrail()
            cache.selection = 0
        }
    }

    /// The moves, Enter and Backspace of the section in front; ↑ and ↓ move by `rows`.
    private mutating func move(_ key: Key, by rows: Int = 1, in context: Context) -> [Command] {
        let page = max(1, context.height - 8)
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
            if let step { logSelection = Self.clamp(logSelection, step, filteredLog.count) }
            guard key == .enter, let picked = selectedLogEntry else { return [] }
            shown = .picked(id: picked.id)
            asked = .answer(id: picked.id)
            answer = nil
            section = .operation
            offsets = [:]
            return [.inspector(.answer(id: picked.id))]
        case .cache:
            return cache.move(key, step: step)
        default:
            guard let step else { return [] }
            offsets[section] = Self.clamp(offset(of: section), step, InspectorContent.lines(of: section, answer: answer).count)
            return []
        }
    }

    /// `value` moved by `step` within `0..<count`.
    static func clamp(_ value: Int, _ step: Int, _ count: Int) -> Int {
        max(0, min(count - 1, value + step))
    }
}
