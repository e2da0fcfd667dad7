import CountriesClientTesting
import CountryExplorerTesting
import Explorer
import ExplorerApp
import Foundation
import Testing

/// The explorer's runtime on a thread of its own, as it runs on the terminal's, drawing on an in-memory
/// terminal and loading through a client over a counting transport on the bundled data and an in-memory cache.
final class RunningExplorer: Sendable {
    /// The terminal: keys in, frames out.
    let terminal: InMemoryTerminal
    /// The fake network.
    let transport: CountingTransport
    /// The client's, the loader's and the runtime's clock.
    let clock: ManualClock
    /// Messages from outside the loop, as the cache's notices come.
    let inbox = MessageInbox()
    /// The exit status, once `run()` returned.
    private let exit = Arrivals<Int32>()

    /// Starts the runtime in a `width`×`height` terminal with `options`; `prepare` sets the transport up before
    /// the first fetch.
    convenience init(
        width: Int = 100, height: Int = 30, options: ExplorerOptions = ExplorerOptions(), opener: any PageOpener = XDGPageOpener(environment: [:]),
        prepare: (CountingTransport) -> Void = { _ in }
    ) throws {
        try self.init(width: width, height: height, options: options, harness: try CacheHarness(), opener: opener, prepare: prepare)
    }

    /// Starts the runtime over `harness`'s client and clock; `prepare` sets the transport up before the first
    /// fetch.
    init(
        width: Int = 100, height: Int = 30, options: ExplorerOptions = ExplorerOptions(), harness: CacheHarness,
        opener: any PageOpener = XDGPageOpener(environment: [:]), prepare: (CountingTransport) -> Void = { _ in }
    ) throws {
        terminal = InMemoryTerminal(width: width, height: height)
        transport = harness.transport
        clock = harness.clock
        prepare(transport)
        let (terminal, inbox, exit, clock) = (terminal, inbox, exit, clock)
        let loader = DataLoader(client: harness.client, now: { clock.date })
        let inspection = Inspection(client: harness.client, loader: loader, curlTarget: CurlTarget(endpoint: RunningExplorer.endpoint), now: { clock.date })
        let thread = Thread {
            let runtime = ExplorerRuntime(
                backend: terminal, loader: loader, options: options, inbox: inbox, aliases: .none, opener: opener,
                inspection: inspection, now: { clock.date }
            )
            exit.append(runtime.run())
        }
        thread.start()
    }

    /// Where the inspector's `curl` commands send.
    static let endpoint = URL(string: CountingTransport.endpoint) ?? URL(fileURLWithPath: "/")

    /// The status `run()` returned, once it has; nil if it did not by the deadline.
    func exitStatus() async -> Int32? {
        await exit.wait(for: 1).first
    }

    /// Waits until the loop sleeps for `wait` after its last frame (each turn draws, then waits, so as many waits
    /// as frames means it is waiting now), then moves the clock on by `seconds` and ends the wait as its timeout
    /// would; checks that nothing was drawn meanwhile. Returns the waits so far.
    @discardableResult
    func sleepThenAdvance(expecting wait: Duration, by seconds: Int64) async -> [Duration?] {
        let terminal = self.terminal
        let waits = await terminal.waits.wait { $0.last == .some(wait) && $0.count == terminal.frames.all.count }
        #expect(waits.last == .some(wait), "\(waits.suffix(3))")
        let framesBefore = terminal.frames.all.count
        clock.advance(by: .seconds(seconds))
        #expect(terminal.frames.all.count == framesBefore, "nothing drawn while the loop sleeps")
        terminal.fireTimeout()
        return waits
    }

    /// Stops the runtime as SIGTERM would, if it still runs, so that no test leaves its thread behind.
    func stop() {
        if exit.all.isEmpty { terminal.terminate(signal: 15) }
    }
}
