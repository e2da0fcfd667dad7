import Explorer
import Foundation
import TerminalUI

/// The app loop: waits for an event, updates the state, performs the commands and draws the frame.
///
/// It runs on one thread, the terminal's; fetches run as tasks that post their results back and wake it.
public final class ExplorerRuntime {
    /// Exit status after the user quits.
    static let quitStatus: Int32 = 0
    /// How often the spinner turns while something loads: once a second, since each turn renders and diffs the
    /// whole screen (about 9 ms of CPU in a debug build), and a request may wait up to `--timeout` (an hour).
    /// Ten turns a second cost 45 ticks in 5 s; the target while waiting is at most 10.
    static let spinnerInterval: Duration = .seconds(1)

    private let backend: any TerminalBackend
    private let loader: DataLoader
    private let options: ExplorerOptions
    private let aliases: CountryAliases
    private let worldMap: WorldMap
    private let collation: NameCollation
    private let loadFacts: @Sendable () -> CountryFactsTable
    private let opener: any PageOpener
    private let loadCountryShapes: @Sendable () -> CountryShapes
    private let now: @Sendable () -> Date
    private let inbox: MessageInbox
    private let inspection: Inspection?
    private let history: SearchHistoryFile?
    /// The task following each request, so that a retry replaces it.
    private var followers: [DataRequest: Task<Void, Never>] = [:]
    /// The task refreshing each request, so that leaving its screen or quitting stops it.
    private var refreshers: [DataRequest: Task<Void, Never>] = [:]

    /// Creates a runtime drawing on `backend` and loading through `loader`; `inbox` also carries messages
    /// from outside the loop, such as the cache's notices; the search finds countries by `aliases` too, the
    /// detail pane draws `worldMap`, and names go in `collation`'s order; `loadFacts` reads the kept facts once the
    /// first frame is up, `opener` opens web pages (`o`), `loadCountryShapes` gives the zoomed map's shapes when it
    /// is first zoomed, and the inspector reads through `inspection` (without it, it says there is nothing to show);
    /// the search remembers its searches in `history` (without it, Ctrl-P and Ctrl-N move the selection).
    public init(
        backend: any TerminalBackend, loader: DataLoader, options: ExplorerOptions, inbox: MessageInbox = MessageInbox(),
        aliases: CountryAliases = BundledAliases.load(), worldMap: WorldMap = BundledWorldMap.load(),
        collation: NameCollation = .folded,
        loadFacts: @escaping @Sendable () -> CountryFactsTable = BundledFacts.load, opener: any PageOpener = XDGPageOpener(),
        loadCountryShapes: @escaping @Sendable () -> CountryShapes = BundledCountryShapes.load,
        inspection: Inspection? = nil, history: SearchHistoryFile? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.history = history
        self.backend = backend
        self.loader = loader
        self.inspection = inspection
        self.options = options
        self.aliases = aliases
        self.worldMap = worldMap
        self.collation = collation
        self.loadFacts = loadFacts
        self.opener = opener
        self.loadCountryShapes = loadCountryShapes
        self.inbox = inbox
        self.now = now
    }

    /// Runs until the user quits (0) or a signal stops it (128 + the signal: 130 SIGINT, 129 SIGHUP, 143 SIGTERM);
    /// the terminal is restored and every fetch still in flight is cancelled either way.
    public func run() -> Int32 {
        defer {
            cancelAll()
            backend.shutdown()
        }
        let size = backend.size
        var state = ExplorerState(
            width: size.width, height: size.height, options: options, aliases: aliases, worldMap: worldMap, collation: collation,
            history: history.map { SearchHistory($0.load()) }
        )
        perform(state.update(.key(.resize(width: size.width, height: size.height))))
        draw(&state)
        while true {
            let event = backend.nextEvent(timeout: waitLimit(state))
            // What arrived while the loop waited came before the event that woke it.
            var messages = inbox.drain()
            switch event {
            case .key(let key): messages.append(.key(key))
            case .timeout: messages.append(.tick)
            case .wake: break
            case .terminate(let signal): return 128 + signal
            }
            for message in messages {
                perform(state.update(message))
            }
            if state.isFinished { return Self.quitStatus }
            draw(&state)
        }
    }

    /// How long the loop may wait for an event: until the spinner's next turn while something loads, and until
    /// the status bar's next age change (`cached 1 min ago` after `cached just now`); without either, until an
    /// event comes.
    private func waitLimit(_ state: ExplorerState) -> Duration? {
        let now = now()
        let ageChange = ExplorerView.nextStatusChange(state, after: now).map { Self.duration(from: now, to: $0) }
        return [state.isLoading ? Self.spinnerInterval : nil, ageChange].compactMap { $0 }.min()
    }

    /// The time from `now` to `date`, rounded up to the millisecond, at most a day.
    static func duration(from now: Date, to date: Date) -> Duration {
        .milliseconds(Int64((min(max(0, date.timeIntervalSince(now)), 86_400) * 1000).rounded(.up)))
    }

    /// Draws the frame, and tells the reducer where it put what a click can hit.
    private func draw(_ state: inout ExplorerState) {
        backend.draw(ExplorerView.render(state, now: now()))
        perform(state.update(.drawn(ExplorerView.hitRegions(state))))
    }

    private func perform(_ commands: [Command]) {
        for command in commands {
            switch command {
            case .fetch(let request, refresh: false):
                followers[request]?.cancel()
                followers[request] = start(request) { loader, post in
                    await loader.follow(request, post: post)
                }
            case .fetch(let request, refresh: true):
                refreshers[request]?.cancel()
                refreshers[request] = start(request) { loader, post in
                    post(await loader.refresh(request))
                }
            case .abandon(let request):
                followers.removeValue(forKey: request)?.cancel()
                refreshers.removeValue(forKey: request)?.cancel()
            case .loadFacts:
                let load = loadFacts
                post { .factsLoaded(load()) }
            case .copy(let text, let what):
                copy(text, what: what)
            case .copyResponse(let request, let what):
                let loader = self.loader
                post { .responseToCopy(await loader.responseJSON(request), what: what) }
            case .openPage(let url, let what):
                // Off the loop: the status bar says what became of it once xdg-open is done.
                let opener = self.opener
                post { .notice(await opener.open(url).notice(what: what, url: url)) }
            case .inspector(let request):
                inspect(request)
            case .saveSearchHistory(let entries):
                do {
                    try history?.save(entries)
                } catch {
                    tell("search history not kept: \(error.localizedDescription)")
                }
            case .loadCountryShapes:
                // Read off the loop, so that the frame after F5 never waits for the file.
                let load = loadCountryShapes
                post { .countryShapesLoaded(load()) }
            }
        }
    }

    /// Starts a task that loads `request` with `body`, which hands each result to the loop; a result that
    /// arrives after the task was cancelled is dropped, so that a stopped fetch never reads as a failure.
    private func start(
        _ request: DataRequest,
        _ body: @escaping @Sendable (DataLoader, _ post: @escaping @Sendable (Loadable) -> Void) async -> Void
    ) -> Task<Void, Never> {
        let loader = self.loader
        let inbox = self.inbox
        let waker = backend.waker
        return Task {
            await body(loader) { loadable in
                guard !Task.isCancelled else { return }
                inbox.post(.loaded(request, loadable))
                waker.wake()
            }
        }
    }

    /// Works out a message off the loop and hands it to the loop.
    private func post(_ message: @escaping @Sendable () async -> Message) {
        let inbox = self.inbox
        let waker = backend.waker
        Task {
            inbox.post(await message())
            waker.wake()
        }
    }

    /// Asks the inspection for what the inspector wants, and posts the answer to the loop.
    private func inspect(_ request: InspectorRequest) {
        guard let inspection else {
            inbox.post(.inspector(.failed("This explorer keeps no trace of its requests.")))
            return
        }
        post { .inspector(await inspection.answer(request)) }
    }

    /// Puts `text` on the clipboard through the terminal (OSC 52), and says so on the status bar.
    private func copy(_ text: String, what: String) {
        guard let sequence = OSC52.sequence(copying: text) else {
            tell("not copied: \(what) is \(text.utf8.count) bytes, over the \(OSC52.maxBytes) a copy may carry")
            return
        }
        backend.writeControlSequence(sequence)
        tell("copied \(what) (\(text.utf8.count) bytes)")
    }

    /// Shows `notice` on the status bar at the next turn of the loop, which it wakes.
    private func tell(_ notice: String) {
        inbox.post(.notice(notice))
        backend.waker.wake()
    }

    private func cancelAll() {
        for task in followers.values { task.cancel() }
        for task in refreshers.values { task.cancel() }
        followers = [:]
        refreshers = [:]
    }
}
