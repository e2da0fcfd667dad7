import CNcurses
import Glibc
import TerminalUI

/// Why the terminal could not be set up.
public struct CursesTerminalError: Error, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}

/// The real `TerminalBackend`: ncurses in wide-character mode, woken by a self-pipe, restored on every exit.
///
/// Not thread-safe by design: ncurses is touched only from the thread that created it; only `waker` crosses threads.
public final class CursesTerminal: TerminalBackend {
    private let wakeDescriptor: Int32
    private var style: CursesStyle
    private var previousFrame: ScreenBuffer?
    private var isShutDown = false
    private let mouse: Bool

    /// Takes over the terminal; throws when stdin or stdout is not a terminal.
    public init(color: Bool, mouse: Bool) throws {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
            throw CursesTerminalError(description: "the explorer needs a terminal; for scripts use `country-explorer query`")
        }
        Self.useUTF8Locale()
        guard initscr() != nil else { throw CursesTerminalError(description: "cannot initialise the terminal (is TERM set?)") }
        guard let descriptor = SignalRelay.install() else {
            endwin()
            throw CursesTerminalError(description: "cannot create the wake-up pipe")
        }
        wakeDescriptor = descriptor
        self.mouse = mouse
        raw()
        noecho()
        nonl()
        keypad(cn_stdscr(), true)
        nodelay(cn_stdscr(), true)
        curs_set(0)
        set_escdelay(25)
        let usesColor = color && has_colors()
        if usesColor {
            start_color()
            use_default_colors()
        }
        style = CursesStyle(usesColor: usesColor) { pair, foreground, background in
            init_pair(pair, foreground, background)
        }
        if mouse {
            mousemask(cn_button1_clicked() | cn_button1_pressed() | cn_button4_pressed() | cn_button5_pressed(), nil)
            mouseinterval(0)
        }
    }

    deinit {
        shutdown()
    }

    /// The size in columns and rows.
    public var size: (width: Int, height: Int) {
        (Int(cn_cols()), Int(cn_lines()))
    }

    /// Wakes `nextEvent` from any thread.
    public var waker: TerminalWaker {
        TerminalWaker { SignalRelay.poke() }
    }

    /// Waits in `poll` (no CPU while idle) for a key, a wake-up, a signal or the timeout.
    public func nextEvent(timeout: Duration?) -> TerminalEvent {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            if SignalRelay.isTerminationRequested { return .terminate }
            if SignalRelay.takeContinued() { return resumed() }
            if SignalRelay.takeResized() { return resized() }
            if SignalRelay.takeSuspendRequest() { return suspend() }
            // ncurses may already hold bytes it read earlier, which poll would not see.
            if let event = readKey() { return event }
            let milliseconds = deadline.map { Self.milliseconds(until: $0) } ?? -1
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, milliseconds)
            if ready == 0 { return .timeout }
            if ready < 0 { continue } // EINTR: a signal (SIGWINCH, SIGTERM, SIGCONT) to look at.
            if descriptors[1].revents != 0 {
                drainWakeups()
                if SignalRelay.isTerminationRequested { return .terminate }
                if SignalRelay.takeContinued() { return resumed() }
                if SignalRelay.takeResized() { return resized() }
                if SignalRelay.takeSuspendRequest() { return suspend() }
                return .wake
            }
            if descriptors[0].revents & Int16(POLLHUP | POLLERR) != 0 { return .terminate }
        }
    }

    /// Writes the cells that changed since the last frame, each grapheme at its own column.
    public func draw(_ frame: ScreenBuffer) {
        if let previous = previousFrame, previous.width != frame.width || previous.height != frame.height {
            clearok(cn_stdscr(), true)
        }
        for run in ScreenDiff.changes(from: previousFrame, to: frame) {
            attrset(Int32(bitPattern: style.attributes(for: run.style)))
            var column = run.x
            for grapheme in run.text {
                // A cchar_t holds one wide character; writing the cluster as a string keeps flags whole.
                var characters = grapheme.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
                characters.append(0)
                _ = mvaddwstr(Int32(run.y), Int32(column), characters)
                column += DisplayWidth.of(grapheme)
            }
        }
        attrset(Int32(bitPattern: cn_a_normal()))
        wnoutrefresh(cn_stdscr())
        doupdate()
        previousFrame = frame
    }

    /// Restores the terminal; safe to call more than once.
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        if mouse { mousemask(0, nil) }
        curs_set(1)
        endwin()
        SignalRelay.uninstall(readDescriptor: wakeDescriptor)
    }

    private func readKey() -> TerminalEvent? {
        var character: wint_t = 0
        while true {
            let result = wget_wch(cn_stdscr(), &character)
            guard result != ERR else { return nil }
            let isFunctionKey = result == KEY_CODE_YES
            if isFunctionKey, Int32(character) == KEY_RESIZE {
                previousFrame = nil
                return .key(.resize(width: size.width, height: size.height))
            }
            if isFunctionKey, Int32(character) == KEY_MOUSE {
                if let event = mouseEvent() { return .key(.mouse(event)) }
                continue
            }
            if !isFunctionKey, character == 26 { return suspend() }
            if let key = CursesKeyDecoder.key(isFunctionKey: isFunctionKey, code: UInt32(character)) { return .key(key) }
        }
    }

    /// Ctrl-Z (or SIGTSTP): give the terminal back, stop, and on `fg` repaint everything.
    ///
    /// SIGSTOP rather than SIGTSTP: it cannot be caught or blocked, so the whole process stops. It is sent to
    /// this thread, which then stops before the call returns; sent to the process (`kill`), another thread
    /// could take it while this one ran on and redrew the screen before the stop reached it.
    private func suspend() -> TerminalEvent {
        endwin()
        pthread_kill(pthread_self(), SIGSTOP)
        _ = SignalRelay.takeContinued()
        return resumed()
    }

    private func resumed() -> TerminalEvent {
        // The shell put the tty back in cooked mode while we were stopped; take raw mode again.
        reset_prog_mode()
        raw()
        noecho()
        nonl()
        refresh()
        clearok(cn_stdscr(), true)
        previousFrame = nil
        return .key(.resize(width: size.width, height: size.height))
    }

    /// Tells ncurses the new size the kernel reports and asks for a full repaint.
    private func resized() -> TerminalEvent {
        var rows: Int32 = 0
        var columns: Int32 = 0
        if cn_terminal_size(STDOUT_FILENO, &rows, &columns) == 0, rows > 0, columns > 0 {
            resizeterm(rows, columns)
        }
        previousFrame = nil
        return .key(.resize(width: size.width, height: size.height))
    }

    private func mouseEvent() -> MouseEvent? {
        var event = MEVENT()
        guard getmouse(&event) == OK else { return nil }
        let x = Int(event.x), y = Int(event.y)
        if event.bstate & cn_button4_pressed() != 0 { return MouseEvent(kind: .wheelUp, x: x, y: y) }
        if event.bstate & cn_button5_pressed() != 0 { return MouseEvent(kind: .wheelDown, x: x, y: y) }
        if event.bstate & (cn_button1_clicked() | cn_button1_pressed()) != 0 { return MouseEvent(kind: .click, x: x, y: y) }
        return nil
    }

    private func drainWakeups() {
        var buffer = [UInt8](repeating: 0, count: 64)
        while read(wakeDescriptor, &buffer, buffer.count) > 0 {}
    }

    /// Whole milliseconds left until `deadline`, for `poll` (0 once it has passed).
    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32 {
        let left = (deadline - ContinuousClock.now).components
        let total = left.seconds * 1000 + left.attoseconds / 1_000_000_000_000_000
        return Int32(clamping: max(0, total))
    }

    /// Wide characters need a UTF-8 locale; fall back to C.UTF-8 when the environment names another.
    private static func useUTF8Locale() {
        setlocale(LC_ALL, "")
        let codeset = String(cString: nl_langinfo(nl_item(CODESET)))
        if codeset.uppercased() != "UTF-8" {
            setlocale(LC_ALL, "C.UTF-8")
        }
    }
}

