/// What a terminal backend reports while the app waits.
public enum TerminalEvent: Sendable, Equatable {
    /// A key, a resize or a mouse event.
    case key(Key)
    /// Another thread called `wake()` (a background result arrived).
    case wake
    /// The wait timed out (used to animate a spinner).
    case timeout
    /// The process was asked to stop by a signal (SIGTERM, SIGHUP, SIGINT; SIGHUP too when the terminal went
    /// away): restore the terminal and leave with 128 + its number.
    case terminate(signal: Int32)
}

/// The terminal as the app loop sees it: wait for an event, draw a frame, restore on exit.
///
/// A real implementation (ncurses) and an in-memory one (tests) sit behind this. Every method but `wake`
/// is called from one thread only, the one that runs the app loop.
public protocol TerminalBackend: AnyObject {
    /// The current size in columns and rows.
    var size: (width: Int, height: Int) { get }
    /// Blocks until a key arrives, `wake()` is called, or `timeout` passes (nil waits forever). Uses no CPU while idle.
    func nextEvent(timeout: Duration?) -> TerminalEvent
    /// Shows a frame, writing only the cells that changed since the last one.
    func draw(_ frame: ScreenBuffer)
    /// Makes a pending or future `nextEvent` return `.wake`; safe to call from any thread.
    var waker: TerminalWaker { get }
    /// Restores the terminal (idempotent).
    func shutdown()
    /// Writes a control sequence that draws nothing, such as `OSC52.sequence(copying:)`, between frames.
    func writeControlSequence(_ sequence: String)
}

/// Wakes a waiting `TerminalBackend` from any thread.
public struct TerminalWaker: Sendable {
    private let wakeUp: @Sendable () -> Void

    /// Creates a waker that calls `wakeUp`.
    public init(_ wakeUp: @escaping @Sendable () -> Void) {
        self.wakeUp = wakeUp
    }

    /// Wakes the backend.
    public func wake() {
        wakeUp()
    }
}
