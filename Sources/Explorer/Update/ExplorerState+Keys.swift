import TerminalUI

/// Keys before they become actions: the help, the inspector, the search field, the too-small screen.
extension ExplorerState {
    /// What a key does now: a resize, the help's keys, the inspector's, the search field's, or a binding's.
    mutating func handle(_ key: Key) -> [Command] {
        if case .resize(let newWidth, let newHeight) = key {
            width = newWidth
            height = newHeight
            return []
        }
        if showsHelp { return handleInHelp(key) }
        if case .mouse = key, !options.mouse { return [] }
        if inspector != nil, !isTooSmall { return handleInInspector(key) }
        // A first letter starts a search on a list, not on a country's own screen or a comparison.
        let startsOnLetters = switch screen.kind {
        case .country, .compare: false
        default: true
        }
        let typing = screen.search.types(key, keymap: options.keymap, startsOnLetters: startsOnLetters)
        let action = options.keymap.action(for: key, errorShown: mainError != nil, typingSearch: typing, history: history != nil)
        // Any other key ends a walk through the history: what it shows is the search being typed now.
        if action != .historyPrevious, action != .historyNext { history?.stopWalking() }
        // Keys on the "terminal too small" screen would act unseen: only quitting and the help do anything.
        if isTooSmall {
            guard let action, action == .quit || action == .help else { return [] }
            return perform(action)
        }
        if case .mouse(let event) = key { return handle(event) }
        var screen = self.screen
        let searched = screen.updateSearch(key, action: action, history: &history)
        self.screen = screen
        return searched ?? action.map { perform($0) } ?? []
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

    /// Keys while the inspector is open: its own first; of those it leaves, Esc and its key close it, and
    /// quitting, refreshing and the help keep their meaning.
    private mutating func handleInInspector(_ key: Key) -> [Command] {
        let context = inspectorContext
        if let handled = inspector?.update(key, in: context) { return handled }
        switch options.keymap.action(for: key, errorShown: false, typingSearch: false, inInspector: true) {
        case .inspect?, .escape?:
            inspector = nil
        case .copyAsCurl?:
            notice = "Nothing to copy: no answer here was sent to an endpoint (offline, or none yet)."
        default:
            if let action = options.keymap.action(for: key, errorShown: false, typingSearch: false) { return perform(action) }
        }
        return []
    }

    /// What the inspector reads of the explorer around it.
    var inspectorContext: InspectorState.Context {
        InspectorState.Context(screenData: requests(for: screen).first, keymap: options.keymap, regions: hitRegions, height: height)
    }
}
