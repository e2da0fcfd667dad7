import TerminalUI

extension ExplorerState {
    /// Applies a message and returns the effects it calls for.
    public mutating func update(_ message: Message) -> [Command] {
        var commands: [Command] = []
        switch message {
        case .key(let key):
            if case .resize = key {} else { notice = nil }
            commands += handle(key)
        case .loaded(let request, let state):
            receive(state, for: request)
        case .notice(let text):
            notice = text
        case .tick:
            tick &+= 1
        }
        guard !isFinished else { return commands }
        refreshRows()
        keepSelectionVisible()
        return commands + fetchMissingData() + abandonUnshownRequests()
    }

    /// Forgets requests still loading that no screen of any tab needs any more (the detail pane of a row the
    /// selection has passed), so that moving quickly through a list does not leave a fetch behind per row.
    private mutating func abandonUnshownRequests() -> [Command] {
        let needed = Set(stacks.values.flatMap { $0.flatMap(requests(for:)) })
        let abandoned = data.keys.filter { data[$0] == .loading && !needed.contains($0) && !refreshing.contains($0) }
        for request in abandoned { data[request] = nil }
        return abandoned.sorted { "\($0)" < "\($1)" }.map(Command.abandon)
    }

    /// Stores an arrival; a failure never replaces data already shown, it becomes a notice instead.
    /// A late arrival for a request nobody waits for any more (abandoned) is dropped.
    private mutating func receive(_ state: Loadable, for request: DataRequest) {
        guard data[request] != nil else { return }
        let wasRefreshing = refreshing.remove(request) != nil
        // A failed refresh of data still on its way leaves it coming: only the refresh failed.
        if case .failed(let message) = state, data[request]?.payload != nil || (wasRefreshing && data[request] == .loading) {
            notice = (wasRefreshing ? "refresh failed: " : "") + message
            return
        }
        guard data[request] != state else { return }
        let samePayload = state.payload != nil && data[request]?.payload == state.payload
        data[request] = state
        // The same data from a newer source (the cache, then the network) leaves rows and indexes alone.
        if !samePayload { dataVersions[request, default: 0] += 1 }
        if case .loaded(_, let origin) = state { lastOrigin = origin }
    }

    /// Asks for whatever the screen in front needs and nobody has asked for yet.
    private mutating func fetchMissingData() -> [Command] {
        var commands: [Command] = []
        for request in requests(for: screen) where data[request] == nil {
            data[request] = .loading
            commands.append(.fetch(request, refresh: false))
        }
        // The detail-pane request depends on the rows, which may have just arrived.
        refreshRows()
        for request in requests(for: screen) where data[request] == nil {
            data[request] = .loading
            commands.append(.fetch(request, refresh: false))
        }
        return commands
    }

    private mutating func handle(_ key: Key) -> [Command] {
        if case .resize(let newWidth, let newHeight) = key {
            width = newWidth
            height = newHeight
            return []
        }
        if case .mouse(let event) = key {
            guard options.mouse else { return [] }
            return handle(event)
        }
        if showsHelp {
            showsHelp = false
            if let action = Keymap.action(for: key, errorShown: false), action == .quit { return perform(.quit) }
            return []
        }
        if let action = Keymap.action(for: key, errorShown: mainError != nil) {
            return perform(action)
        }
        if case .character(let character) = key, Self.editsSearch(character) {
            var screen = self.screen
            screen.query.append(character)
            screen.selection = 0
            screen.offset = 0
            self.screen = screen
        }
        return []
    }

    /// Whether a typed character belongs to a search: anything printable but digits (never part of a name).
    static func editsSearch(_ character: Character) -> Bool {
        !character.isNumber && !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    private mutating func perform(_ action: Action) -> [Command] {
        switch action {
        case .moveUp: moveSelection(by: -1)
        case .moveDown: moveSelection(by: 1)
        case .pageUp: moveSelection(by: -max(1, listHeight))
        case .pageDown: moveSelection(by: max(1, listHeight))
        case .home: moveSelection(to: 0)
        case .end: moveSelection(to: screen.rows.count - 1)
        case .open: open()
        case .back: goBack()
        case .escape:
            if !screen.query.isEmpty {
                setQuery("")
            } else if path.count > 1 {
                goBack()
            } else {
                return perform(.quit)
            }
        case .deleteBackward:
            if screen.query.isEmpty {
                goBack()
            } else {
                setQuery(String(screen.query.dropLast()))
            }
        case .nextTab: tab = Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count) ?? .countries
        case .previousTab: tab = Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count) ?? .countries
        case .showTab(let chosen): tab = chosen
        case .help: showsHelp = true
        case .search: break
        case .refresh: return reload(requests(for: screen), refresh: true)
        case .retry: return reload(requests(for: screen).filter { if case .failed = data[$0] { true } else { false } }, refresh: false)
        case .cycleContinent: cycleContinent()
        case .quit:
            isFinished = true
            return [.quit]
        }
        return []
    }

    /// Fetches again; data already on screen stays there while the refresh runs.
    private mutating func reload(_ requests: [DataRequest], refresh: Bool) -> [Command] {
        requests.map { request in
            if refresh { refreshing.insert(request) }
            if data[request]?.payload == nil { data[request] = .loading }
            return .fetch(request, refresh: refresh)
        }
    }

    private mutating func setQuery(_ query: String) {
        var screen = self.screen
        screen.query = query
        screen.selection = 0
        screen.offset = 0
        self.screen = screen
    }

    private mutating func moveSelection(by delta: Int) {
        moveSelection(to: screen.selection + delta)
    }

    private mutating func moveSelection(to row: Int) {
        var screen = self.screen
        screen.selection = max(0, min(row, screen.rows.count - 1))
        self.screen = screen
    }

    /// Opens the selected row: a country, a continent's or language's countries, or a country's states.
    private mutating func open() {
        guard let row = selectedRow else { return }
        let next: ScreenKind
        switch row.item {
        case .country(let country): next = .country(code: country.code)
        case .continent(let continent): next = .countryList(.continentDetail(continent.code))
        case .language(let language): next = .countryList(.languageDetail(language.code))
        case .statesEntry(let code, _): next = .states(countryCode: code)
        case .state: return
        }
        stacks[tab, default: []].append(Screen(kind: next))
    }

    private mutating func goBack() {
        guard path.count > 1 else { return }
        stacks[tab]?.removeLast()
    }

    /// F2: all countries → Africa → … → South America → all countries, on the Countries tab's root list.
    private mutating func cycleContinent() {
        let codes = ["AF", "AN", "AS", "EU", "NA", "OC", "SA"]
        let next: String? = switch continentFilter {
        case nil: codes.first
        case let current?: codes.firstIndex(of: current).flatMap { $0 + 1 < codes.count ? codes[$0 + 1] : nil }
        }
        continentFilter = next
        tab = .countries
        let root = Screen(kind: .countryList(next.map(DataRequest.countriesOfContinent) ?? .allCountries))
        stacks[.countries] = [root]
    }

    /// Keeps the selected row inside the visible window.
    mutating func keepSelectionVisible() {
        var screen = self.screen
        let height = max(1, listHeight)
        screen.selection = max(0, min(screen.selection, screen.rows.count - 1))
        if screen.selection < screen.offset { screen.offset = screen.selection }
        if screen.selection >= screen.offset + height { screen.offset = screen.selection - height + 1 }
        screen.offset = max(0, min(screen.offset, max(0, screen.rows.count - height)))
        self.screen = screen
    }

    /// A click selects a row (a second click opens it) or a tab; the wheel scrolls.
    private mutating func handle(_ event: MouseEvent) -> [Command] {
        switch event.kind {
        case .wheelUp:
            moveSelection(by: -3)
        case .wheelDown:
            moveSelection(by: 3)
        case .click:
            if event.y == 0, let clicked = ChromeView.tab(atColumn: event.x, width: width) {
                tab = clicked
                return []
            }
            let list = Layout(kind: screen.kind, width: width, height: height).list.inner
            guard list.contains(x: event.x, y: event.y) else { return [] }
            let row = screen.offset + event.y - list.y
            guard row < screen.rows.count else { return [] }
            if row == screen.selection { open() } else { moveSelection(to: row) }
        }
        return []
    }
}
