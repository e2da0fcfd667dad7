import TerminalUI

/// The whole state of the explorer: tabs and their navigation stacks, loaded data, overlay and size.
///
/// It is a plain value: `update(_:)` changes it and returns commands, and `ExplorerView` draws it.
public struct ExplorerState: Sendable {
    /// The tab in front.
    public internal(set) var tab: Tab = .countries
    /// Each tab's navigation stack; the last screen is the one shown.
    var stacks: [Tab: [Screen]]
    /// Every request made so far and its state.
    public internal(set) var data: [DataRequest: Loadable] = [:]
    /// Bumped whenever a request's data changes, so that rows are recomputed only then.
    var dataVersions: [DataRequest: Int] = [:]
    /// Search indexes by screen, rebuilt when their data changes.
    var indexes: [ScreenKind: CachedIndex] = [:]
    /// Whether the help overlay is up.
    public internal(set) var showsHelp = false
    /// The first line of the help shown, when it is scrolled.
    public internal(set) var helpOffset = 0
    /// Terminal width in columns.
    public internal(set) var width: Int
    /// Terminal height in rows.
    public internal(set) var height: Int
    /// Presentation options.
    public let options: ExplorerOptions
    /// Other names the search finds countries by.
    public let aliases: CountryAliases
    /// The world map the detail pane and the Continents tab draw; `.none` draws none.
    public let worldMap: WorldMap
    /// The order of countries' names in the language they are shown in.
    public let collation: NameCollation
    /// Whether a country's map is zoomed to the country (F5) instead of showing the world.
    public internal(set) var mapZoomed = false
    /// The countries' shapes the zoomed map is drawn from: nil until the map is first zoomed, when the runtime
    /// loads them (`Command.loadCountryShapes`), so that the first frame never waits for them.
    public internal(set) var countryShapes: CountryShapes?
    /// Whether the shapes were asked for, so that they are asked for once.
    var countryShapesRequested = false
    /// Each tab's order of each kind of list that F3 has moved from its first.
    var sortOrders: [Tab: [SortedList: SortOrder]] = [:]
    /// The continent the Countries tab is filtered to (F2), if any.
    public internal(set) var continentFilter: String?
    /// Requests being refreshed from the network while their data stays on screen.
    public internal(set) var refreshing: Set<DataRequest> = []
    /// A message for the status bar until the next key, such as why the persistent cache is off.
    public internal(set) var notice: String?
    /// The last failure of each request whose data stays on screen (the network failed, a refresh failed or
    /// was malformed): the data is stale until the network answers.
    var failures: [DataRequest: DataFailure] = [:]
    /// Advances while something loads, to animate the spinner.
    public internal(set) var tick = 0
    /// Where the last frame drew the tabs, the list and the help, for the mouse and the help's scrolling.
    public internal(set) var hitRegions = HitRegions.none
    /// The inspector, while it is open.
    var inspector: InspectorState?
    /// Set once the user has asked to quit.
    public internal(set) var isFinished = false
    /// Every country's facts beyond the API's (neighbours, area, population, zones…), once read; nil before.
    /// They are read after the first frame (`Command.loadFacts`), so that starting never waits for them.
    public internal(set) var facts: CountryFactsTable?
    /// Whether the facts were asked for.
    var factsRequested = false
    /// The country Space marked, which opening another country compares it with.
    var comparison = Comparison()
    /// The searches remembered, which Ctrl-P and Ctrl-N walk while a search is typed; nil when history is off
    /// (`--no-history`), where they move the selection.
    public internal(set) var history: SearchHistory?

    /// The smallest usable terminal.
    public static let minimumSize = (width: 40, height: 12)

    /// Creates the initial state for a terminal of the given size; `aliases` are the countries' other names,
    /// `worldMap` the map to draw, `collation` the order of names in the language they are shown in, and `history`
    /// the searches remembered (nil: none, and none kept).
    public init(
        width: Int, height: Int, options: ExplorerOptions = ExplorerOptions(), aliases: CountryAliases = .none,
        worldMap: WorldMap = .none, collation: NameCollation = .folded, history: SearchHistory? = nil
    ) {
        self.history = history
        self.width = width
        self.height = height
        self.options = options
        self.aliases = aliases
        self.worldMap = worldMap
        self.collation = collation
        var stacks: [Tab: [Screen]] = [:]
        for tab in Tab.allCases { stacks[tab] = [Screen(kind: tab.rootScreen)] }
        self.stacks = stacks
    }

    /// The screen in front.
    var screen: Screen {
        get { stacks[tab]?.last ?? Screen(kind: tab.rootScreen) }
        set {
            // Taken out and put back, so that the stack is not shared while its top is replaced: a copy would copy
            // every screen in it on each keystroke, and the dictionary's modify accessor allocates its frame.
            guard var stack = stacks.removeValue(forKey: tab) else { return }
            if !stack.isEmpty { stack[stack.count - 1] = newValue }
            stacks[tab] = stack
        }
    }

    /// The screens from the tab's root to the one in front.
    var path: [Screen] { stacks[tab] ?? [] }

    /// Whether the terminal is below the minimum size.
    var isTooSmall: Bool {
        width < Self.minimumSize.width || height < Self.minimumSize.height
    }

    /// The selected row of the screen in front, if any.
    public var selectedRow: VisibleRow? { screen.selectedRow }

    /// Whether anything the screen in front needs is still loading or refreshing (the spinner turns only then).
    public var isLoading: Bool {
        requests(for: screen).contains { data[$0] == .loading || refreshing.contains($0) }
    }

    /// The error of the screen's main data, if it failed.
    var mainError: String? {
        guard let main = requests(for: screen).first, case .failed(let message)? = data[main] else { return nil }
        return message
    }
}

/// A search index over a screen's items in their order, with the data version and order it was built from.
struct CachedIndex: Sendable {
    let version: Int
    let order: SortOrder?
    let hasFacts: Bool
    let namesWidth: Int?
    let items: [RowItem]
    /// Built at the first search that matches something.
    var index: SearchIndex<Int>?
}
