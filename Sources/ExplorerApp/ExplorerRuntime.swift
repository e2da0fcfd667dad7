import Explorer
import Foundation
import TerminalUI

/// The app loop: waits for an event, updates the state, performs the commands and draws the frame.
///
/// It runs on one thread, the terminal's; fetches run as tasks that post their results back and wake it.
public final class ExplorerRuntime {
    /// Exit status after the user quits.
    public static let quitStatus: Int32 = 0
    /// How often the spinner turns while something loads.
    static let spinnerInterval: Duration = .milliseconds(100)

    private let backend: any TerminalBackend
    private let loader: DataLoader
    private let options: ExplorerOptions
    private let aliases: CountryAliases
    private let worldMap: WorldMap
    private let now: @Sendable () -> Date
    private let inbox: MessageInbox
    /// The task following each request, so that a retry replaces it.
    private var followers: [DataRequest: Task<Void, Never>] = [:]

    /// Creates a runtime drawing on `backend` and loading through `loader`; `inbox` also carries messages
    /// from outside the loop, such as the cache's notices; the search finds countries by `aliases` too, and the
    /// detail pane draws `worldMap`.
    public init(
        backend: any TerminalBackend, loader: DataLoader, options: ExplorerOptions, inbox: MessageInbox = MessageInbox(),
        aliases: CountryAliases = BundledAliases.load(), worldMap: WorldMap = BundledWorldMap.load(),
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.backend = backend
        self.loader = loader
        self.options = options
        self.aliases = aliases
        self.worldMap = worldMap
        self.inbox = inbox
        self.now = now
    }

    /// Runs until the user quits (0) or a signal stops it (128 + the signal: 130 SIGINT, 129 SIGHUP, 143 SIGTERM);
    /// the terminal is restored either way.
    public func run() -> Int32 {
        // Fetches still in flight at exit end with the process.
        defer { backend.shutdown() }
        let size = backend.size
        var state = ExplorerState(width: size.width, height: size.height, options: options, aliases: aliases, worldMap: worldMap)
        perform(state.update(.key(.resize(width: size.width, height: size.height))))
        backend.draw(ExplorerView.render(state, now: now()))
        while true {
            let event = backend.nextEvent(timeout: state.isLoading ? Self.spinnerInterval : nil)
            var messages: [Message] = []
            switch event {
            case .key(let key): messages.append(.key(key))
            case .timeout: messages.append(.tick)
            case .wake: break
            case .terminate(let signal): return 128 + signal
            }
            messages += inbox.drain()
            for message in messages {
                perform(state.update(message))
            }
            if state.isFinished { return Self.quitStatus }
            backend.draw(ExplorerView.render(state, now: now()))
        }
    }

    private func perform(_ commands: [Command]) {
        let loader = self.loader
        let inbox = self.inbox
        let waker = backend.waker
        for command in commands {
            switch command {
            case .fetch(let request, refresh: false):
                followers[request]?.cancel()
                followers[request] = Task {
                    await loader.follow(request) { loadable in
                        inbox.post(.loaded(request, loadable))
                        waker.wake()
                    }
                }
            case .fetch(let request, refresh: true):
                Task {
                    let result = await loader.refresh(request)
                    inbox.post(.loaded(request, result))
                    waker.wake()
                }
            case .abandon(let request):
                followers[request]?.cancel()
                followers[request] = nil
            case .quit:
                break
            }
        }
    }
}
