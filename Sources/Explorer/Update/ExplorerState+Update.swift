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
            let context = inspectorContext
            commands += inspector?.update(afterArrivalOf: request, in: context) ?? []
        case .notice(let text):
            notice = text
        case .tick:
            tick &+= 1
        case .inspector(let arrival):
            let context = inspectorContext
            commands += inspector?.update(arrival, in: context) ?? []
        case .drawn(let regions):
            // Where things are on screen changes nothing the reducer derives. The kept facts are read once the
            // first frame is up, so that starting never waits for them.
            hitRegions = regions
            guard !factsRequested else { return [] }
            factsRequested = true
            return [.loadFacts]
        case .factsLoaded(let table):
            facts = table
        case .responseToCopy(let text, let what):
            guard let text else {
                notice = "nothing to copy: no answer for \(what)"
                return []
            }
            return [.copy(text: text, what: what)]
        case .countryShapesLoaded(let shapes):
            countryShapes = shapes
            if shapes.isEmpty { notice = "The zoomed map's shapes are missing or malformed: the world map stands in." }
        }
        guard !isFinished else { return commands }
        refreshRows()
        keepSelectionVisible()
        return commands + fetchMissingData() + abandonUnshownRequests()
    }

    /// Forgets requests still loading or refreshing that no screen of any tab needs any more (the detail pane
    /// of a row the selection has passed), so that moving quickly through a list does not leave a fetch behind
    /// per row. Data already shown stays, for when its screen comes back.
    private mutating func abandonUnshownRequests() -> [Command] {
        let needed = Set(stacks.values.flatMap { $0.flatMap(requests(for:)) })
        let loading = data.keys.filter { data[$0] == .loading && !needed.contains($0) }
        let refreshed = refreshing.filter { !needed.contains($0) }
        for request in loading { data[request] = nil }
        refreshing.subtract(refreshed)
        return Set(loading).union(refreshed).sorted { "\($0)" < "\($1)" }.map(Command.abandon)
    }

    /// Stores an arrival. A failure, or an empty answer (a malformed reply reads as one), never replaces data
    /// already shown: it is kept as the request's last failure, and the data is stale until the network answers.
    /// A late arrival for a request nobody waits for any more (abandoned) is dropped.
    private mutating func receive(_ state: Loadable, for request: DataRequest) {
        guard data[request] != nil else { return }
        let wasRefreshing = refreshing.remove(request) != nil
        let showsData = data[request]?.payload.map { !$0.isEmpty } == true
        switch state {
        // A failed refresh of data still on its way leaves it coming: only the refresh failed.
        case .failed(let message) where showsData || (wasRefreshing && data[request] == .loading):
            failures[request] = DataFailure(message: message, duringRefresh: wasRefreshing)
            return
        case .loaded(let payload, _) where payload.isEmpty && showsData:
            failures[request] = DataFailure(message: "the answer holds no data for what is shown", duringRefresh: wasRefreshing)
            return
        case .loaded(_, let origin):
            if case .live = origin.kind { failures[request] = nil }
        case .failed:
            // The failure is what the screen shows now.
            failures[request] = nil
        case .loading:
            break
        }
        guard data[request] != state else { return }
        let samePayload = state.payload != nil && data[request]?.payload == state.payload
        data[request] = state
        // The same data from a newer source (the cache, then the network) leaves rows and indexes alone.
        if !samePayload { dataVersions[request, default: 0] += 1 }
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

    /// Does what a key's binding asks.
    mutating func perform(_ action: Action) -> [Command] {
        switch action {
        case .moveUp: moveSelection(by: -1)
        case .moveDown: moveSelection(by: 1)
        case .pageUp: moveSelection(by: -listWindow.pageSize)
        case .pageDown: moveSelection(by: listWindow.pageSize)
        case .home: moveSelection(to: 0)
        case .end: moveSelection(to: screen.rows.count - 1)
        case .open:
            // A search that found what was opened is worth remembering.
            let search = screen.search
            let remembered = search.remember(in: &history)
            open()
            return remembered
        case .back, .deleteBackward: goBack()
        case .escape:
            if tab == .countries, continentFilter != nil {
                setContinentFilter(nil)
            } else if path.count > 1 {
                goBack()
            } else {
                return perform(.quit)
            }
        case .nextTab: tab = Tab(rawValue: (tab.rawValue + 1) % Tab.allCases.count) ?? .countries
        case .previousTab: tab = Tab(rawValue: (tab.rawValue + Tab.allCases.count - 1) % Tab.allCases.count) ?? .countries
        case .showTab(let chosen): tab = chosen
        case .help: showsHelp = true
        case .refresh: return reload(requests(for: screen), refresh: true)
        case .retry: return reload(requests(for: screen).filter { if case .failed = data[$0] { true } else { false } }, refresh: false)
        case .cycleContinent: cycleContinent(by: 1)
        case .cycleContinentBackward: cycleContinent(by: -1)
        case .cycleSort: cycleSort()
        case .mark: toggleMark()
        case .copyMarkdown: return copyMarkdown()
        case .copyJSON: return copyJSON()
        case .openMap: return openMap()
        case .inspect:
            let context = inspectorContext
            inspector = InspectorState()
            return inspector?.followScreen(in: context) ?? []
        // The search field's actions act only in it (`SearchField.update`), the inspector's only in the inspector
        // (`InspectorState.update`).
        case .search, .historyPrevious, .historyNext, .deleteWord, .deleteToStart, .deleteForward, .deleteToEnd, .deleteWordPart,
             .caretWordBackward, .caretWordForward, .nextSection, .previousSection, .copyAsCurl, .evictRecord:
            break
        case .zoomMap: return toggleMapZoom()
        case .quit:
            isFinished = true
        }
        return []
    }

    /// Fetches again; data already on screen stays there while the refresh runs. A refresh already on its way
    /// is not sent again: pressing Ctrl-R six times against a slow server sends one request.
    private mutating func reload(_ requests: [DataRequest], refresh: Bool) -> [Command] {
        requests.compactMap { request in
            if refresh {
                guard refreshing.insert(request).inserted else { return nil }
            }
            if data[request]?.payload == nil { data[request] = .loading }
            return .fetch(request, refresh: refresh)
        }
    }

    private mutating func moveSelection(by delta: Int) {
        moveSelection(to: screen.selection + delta)
    }

    private mutating func moveSelection(to row: Int) {
        var screen = self.screen
        screen.selection = listWindow.clampedSelection(row)
        self.screen = screen
    }

    /// Opens the selected row: a country, a continent's or language's countries, or a country's states or
    /// subdivisions.
    private mutating func open() {
        guard let row = selectedRow else { return }
        let next: ScreenKind
        switch row.item {
        case .country(let country): next = comparison.open(country.code)
        case .neighboursEntry(let code, _, _): next = .neighbours(countryCode: code)
        case .timeZonesEntry(let code, _, _, _): next = .timeZones(countryCode: code)
        case .continent(let continent): next = .countryList(.continentDetail(continent.code))
        case .language(let language): next = .countryList(.languageDetail(language.code))
        case .statesEntry(let code, _): next = .states(countryCode: code)
        case .subdivisionsEntry(let code, _): next = .subdivisions(countryCode: code)
        case .continentEntry(let code, _): next = .countryList(.continentDetail(code))
        case .state, .fact, .sourcedFact, .timeZone, .comparison: return
        }
        stacks[tab, default: []].append(Screen(kind: next))
    }

    private mutating func goBack() {
        guard path.count > 1 else { return }
        stacks[tab]?.removeLast()
    }

    /// Whether F2 acts on the screen in front: the Countries tab's root list.
    var continentFilterActs: Bool {
        tab == .countries && path.count == 1
    }

    /// The continents F2 cycles through, after "all countries".
    static let continentCycle = ["AF", "AN", "AS", "EU", "NA", "OC", "SA"]

    /// F2: all countries → Africa → … → South America → all countries (Shift-F2 the other way), on the Countries
    /// tab's root list, keeping its search. Anywhere else it would throw a screen away unseen: the bar says so.
    private mutating func cycleContinent(by step: Int) {
        guard continentFilterActs else {
            notice = "\(options.keymap.keyName(for: .cycleContinent)) filters the Countries tab's list by continent; it does nothing here"
            return
        }
        let cycle: [String?] = [nil] + Self.continentCycle
        let current = cycle.firstIndex(of: continentFilter) ?? 0
        setContinentFilter(cycle[(current + step + cycle.count) % cycle.count])
    }

    /// Shows the Countries tab's root filtered to a continent (nil: all countries) with the old root's search and
    /// selected country, keeping the screens opened above the root.
    private mutating func setContinentFilter(_ continent: String?) {
        continentFilter = continent
        let stack = stacks[.countries] ?? []
        let old = stack.first
        var root = Screen(kind: .countryList(continent.map(DataRequest.countriesOfContinent) ?? .allCountries))
        root.search.text = old?.search.text ?? ""
        root.search.caret = old?.search.caret ?? 0
        root.preferredItem = old?.selectedRow?.item
        stacks[.countries] = [root] + stack.dropFirst()
    }

    /// Keeps the selected row inside the visible window.
    mutating func keepSelectionVisible() {
        var screen = self.screen
        let window = listWindow
        screen.selection = window.clampedSelection(screen.selection)
        screen.offset = window.offset(screen.offset, showing: screen.selection)
        self.screen = screen
    }

    /// A click selects a row (a second click opens it) or a tab, or goes back to a screen named on the breadcrumb,
    /// where the last frame drew them, and loads what that shows as the keys would; the wheel scrolls.
    mutating func handle(_ event: MouseEvent) -> [Command] {
        switch event.kind {
        case .wheelUp:
            moveSelection(by: -3)
        case .wheelDown:
            moveSelection(by: 3)
        case .click:
            if let clicked = hitRegions.tab(atX: event.x, y: event.y) {
                tab = clicked
                return []
            }
            if let depth = hitRegions.crumb(atX: event.x, y: event.y) {
                // An earlier screen's label goes back to it, as ← would, as many times as it takes.
                if depth < path.count - 1 { stacks[tab] = Array(path.prefix(depth + 1)) }
                return []
            }
            guard let visibleRow = hitRegions.listRow(atX: event.x, y: event.y) else { return [] }
            let row = screen.offset + visibleRow
            guard row < screen.rows.count else { return [] }
            if row == screen.selection { open() } else { moveSelection(to: row) }
        }
        return []
    }
}
