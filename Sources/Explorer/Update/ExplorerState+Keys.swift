import TerminalUI

/// Keys before they become actions: the help, the search field and its edits, the too-small screen.
extension ExplorerState {
    /// What a key does now: a resize, the help's keys, the search field's, a paste, a binding, or typing.
    mutating func handle(_ key: Key) -> [Command] {
        if case .resize(let newWidth, let newHeight) = key {
            width = newWidth
            height = newHeight
            return []
        }
        if showsHelp { return handleInHelp(key) }
        if inspector != nil, !isTooSmall { return handleInInspector(key) }
        // A space, or a letter the config binds (`quit: [q]`), cannot start a search: on an empty one it acts,
        // wherever the field is not focused (after `/` it is text).
        let keymap = options.keymap
        let actsOnEmptySearch = (key == .character(" ") || keymap.bindsSearchText(key)) && screen.query.isEmpty && !screen.isSearching
        let action = keymap.action(
            for: key, errorShown: mainError != nil, typingSearch: typingSearch && !actsOnEmptySearch, history: history != nil
        )
        // Any other key ends a walk through the history: what it shows is the search being typed now.
        if action != .historyPrevious, action != .historyNext { history?.stopWalking() }
        // Keys on the "terminal too small" screen would act unseen: only quitting and the help do anything.
        if isTooSmall {
            guard let action, action == .quit || action == .help else { return [] }
            return perform(action)
        }
        switch key {
        case .mouse(let event):
            guard options.mouse else { return [] }
            return handle(event)
        case .paste(let text):
            insertIntoQuery(QueryEditing.pasted(text))
            return []
        default:
            break
        }
        if screen.isSearching, let handled = handleInSearchField(key) { return handled }
        if let action { return perform(action) }
        if case .character(let character) = key, Self.editsSearch(character) {
            insertIntoQuery(String(character))
        }
        return []
    }

    /// Keys while the help is up: Esc and the help's keys close it, the moves scroll it, quitting quits; nothing
    /// else acts.
    private mutating func handleInHelp(_ key: Key) -> [Command] {
        if key == .escape || options.keymap.keys(for: .help).contains(key) {
            showsHelp = false
            helpOffset = 0
            return []
        }
        switch key {
        case .up, .control("p"): helpOffset -= 1
        case .down, .control("n"): helpOffset += 1
        case .pageUp: helpOffset -= max(1, height - 6)
        case .pageDown: helpOffset += max(1, height - 6)
        case .home: helpOffset = 0
        case .end: helpOffset = Int.max / 2
        case .mouse(let event) where event.kind == .wheelUp: helpOffset -= 3
        case .mouse(let event) where event.kind == .wheelDown: helpOffset += 3
        default:
            if options.keymap.action(for: key, errorShown: false, typingSearch: false) == .quit { return perform(.quit) }
        }
        helpOffset = max(0, min(helpOffset, hitRegions.helpMaxOffset))
        return []
    }

    /// Keys while the search field has the focus (after `/`): printable characters, digits and `?` too, are
    /// text, ← and → move the caret, Enter and Esc leave the field. Nil for keys that keep their usual meaning
    /// (↑ ↓, Tab, Ctrl-C).
    private mutating func handleInSearchField(_ key: Key) -> [Command]? {
        switch key {
        case .enter:
            screen.isSearching = false
            screen.searchCommitted = true
            return rememberSearch()
        case .escape:
            clearQuery()
            screen.isSearching = false
        case .character(let character) where QueryEditing.isPrintable(character):
            insertIntoQuery(String(character))
        case .left:
            screen.caret = max(0, screen.caret - 1)
        case .right:
            screen.caret = min(screen.query.count, screen.caret + 1)
        default:
            return nil
        }
        return []
    }

    /// Whether a search is being typed, so that Space, `y`, `Y` and `o` are search text: always in the search
    /// field, and with a search not yet left with Enter; in a list (where a first letter starts a search) unless
    /// Enter has left the field; on a country's own screen or a comparison, only then.
    var typingSearch: Bool {
        if screen.isSearching { return true }
        if screen.searchCommitted { return false }
        switch screen.kind {
        case .country, .compare: return !screen.query.isEmpty
        default: return true
        }
    }

    /// Whether Home and End (Ctrl-A, Ctrl-E) move the search's caret rather than the selection: while the field has
    /// the focus or holds a search, as in fzf, whose query is always being edited.
    var editsQuery: Bool {
        screen.isSearching || !screen.query.isEmpty
    }

    /// Whether a typed character belongs to a search: anything printable but digits (never part of a name).
    static func editsSearch(_ character: Character) -> Bool {
        !character.isNumber && QueryEditing.isPrintable(character)
    }

    /// Replaces the query; the best match is selected, or, once the search is empty again, the row that was
    /// selected among the results (select Japan in the results of `jap`, clear it: Japan stays selected).
    mutating func setQuery(_ edited: (query: String, caret: Int)) {
        var screen = self.screen
        guard edited.query != screen.query else {
            self.screen.caret = edited.caret
            return
        }
        if edited.query.isEmpty, let selected = selectedRow?.item { screen.preferredItem = selected }
        screen.searchCommitted = false
        screen.query = edited.query
        screen.caret = edited.caret
        screen.selection = 0
        screen.offset = 0
        self.screen = screen
    }

    /// Remembers the search in front, when history is on and it holds one: the command that keeps the history.
    mutating func rememberSearch() -> [Command] {
        guard var history, history.record(screen.query) else { return [] }
        self.history = history
        return [.saveSearchHistory(history.entries)]
    }

    /// Shows the search Ctrl-P or Ctrl-N walked to, its caret at its end; nothing when there is none.
    mutating func walkHistory(back: Bool) {
        guard var history else { return }
        let shown = back ? history.previous(from: screen.query) : history.next()
        self.history = history
        guard let shown else { return }
        setQuery((shown, shown.count))
    }

    /// Empties the search.
    mutating func clearQuery() {
        setQuery(("", 0))
    }

    /// Types or pastes text at the search's caret.
    mutating func insertIntoQuery(_ text: String) {
        setQuery(QueryEditing.inserting(text, into: screen.query, at: screen.caret, maxLength: Screen.maxQueryLength))
    }
}
