import Dispatch
import Synchronization
import TerminalUI

/// A `TerminalBackend` in memory: the test scripts keys, resizes, signals and timeouts in, and waits on the frames
/// drawn.
public final class InMemoryTerminal: TerminalBackend, Sendable {
    private struct State {
        var events: [TerminalEvent] = []
        var size: (width: Int, height: Int)
        var shutDown = false
    }

    private let state: Mutex<State>
    /// Signalled once per event queued, so that `nextEvent` sleeps until there is one.
    private let queued = DispatchSemaphore(value: 0)
    /// Every frame drawn, oldest first.
    public let frames = Arrivals<ScreenBuffer>()
    /// How long the runtime said it would wait at each call of `nextEvent`, oldest first (nil: until an event).
    public let waits = Arrivals<Duration?>()
    /// Every control sequence written between frames (OSC 52 copies), oldest first.
    public let controlSequences = Arrivals<String>()

    /// Creates a terminal of `width`×`height` cells.
    public init(width: Int, height: Int) {
        state = Mutex(State(size: (width, height)))
    }

    public var size: (width: Int, height: Int) { state.withLock { $0.size } }

    /// Whether `shutdown()` was called (the runtime restored the terminal).
    public var isShutDown: Bool { state.withLock { $0.shutDown } }

    /// The next event queued, waiting for one; a timeout comes only from `fireTimeout()`, as the tests keep
    /// the time.
    public func nextEvent(timeout: Duration?) -> TerminalEvent {
        waits.append(timeout)
        while true {
            if let event = state.withLock({ $0.events.isEmpty ? nil : $0.events.removeFirst() }) { return event }
            queued.wait()
        }
    }

    public func draw(_ frame: ScreenBuffer) {
        frames.append(frame)
    }

    public var waker: TerminalWaker {
        TerminalWaker { [weak self] in self?.queue(.wake) }
    }

    public func shutdown() {
        state.withLock { $0.shutDown = true }
    }

    public func writeControlSequence(_ sequence: String) {
        controlSequences.append(sequence)
    }

    /// Types keys, one event each.
    public func press(_ keys: Key...) {
        for key in keys { queue(.key(key)) }
    }

    /// Types each character of `text`.
    public func type(_ text: String) {
        for character in text { queue(.key(.character(character))) }
    }

    /// Changes the size, and reports it as a terminal does.
    public func resize(width: Int, height: Int) {
        state.withLock { $0.size = (width, height) }
        queue(.key(.resize(width: width, height: height)))
    }

    /// Ends the runtime's wait as its timeout would, without waiting for it (the tests move the clock by hand).
    public func fireTimeout() {
        queue(.timeout)
    }

    /// Reports a signal, as SIGTERM or SIGHUP would.
    public func terminate(signal: Int32) {
        queue(.terminate(signal: signal))
    }

    /// Waits until a frame drawn satisfies `condition` and returns its text, else (at the deadline) the last frame's.
    @discardableResult
    public func waitForFrame(_ condition: @escaping @Sendable (String) -> Bool) async -> String {
        let frames = await frames.wait { $0.last.map { condition($0.textSnapshot()) } == true }
        return frames.last?.textSnapshot() ?? ""
    }

    private func queue(_ event: TerminalEvent) {
        state.withLock { $0.events.append(event) }
        queued.signal()
    }
}
