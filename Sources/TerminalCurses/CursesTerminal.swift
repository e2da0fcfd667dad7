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
    private var decoder = KeyDecoder()
    /// Keys decoded but not yet returned.
    private var decodedKeys: [Key] = []
    /// When the last byte was read, while the decoder waits for more (a lone Esc, half a sequence, a paste).
    private var lastByte: ContinuousClock.Instant?

    /// Whether colours are in use: asked for, and the terminal has them (a monochrome one gets attributes only).
    public let usesColor: Bool

    /// Takes over the terminal; throws, with one line for the user, when stdin or stdout is not a terminal or
    /// the terminal cannot run a full-screen program (TERM unset, unknown, or without cursor addressing).
    public init(color: Bool, mouse: Bool) throws {
        guard isatty(STDIN_FILENO) != 0, isatty(STDOUT_FILENO) != 0 else {
            throw CursesTerminalError(description: "the explorer needs a terminal; for scripts use `country-explorer query`")
        }
        Self.useUTF8Locale()
        try Self.checkTerminal()
        guard initscr() != nil else { throw CursesTerminalError(description: "cannot initialise the terminal (TERM=\(Self.termName))") }
        guard let descriptor = SignalRelay.install() else {
            endwin()
            throw CursesTerminalError(description: "cannot create the wake-up pipe")
        }
        wakeDescriptor = descriptor
        self.mouse = mouse
        raw()
        noecho()
        nonl()
        // The keys are read as bytes and decoded by `KeyDecoder`; ncurses never reads stdin.
        keypad(cn_stdscr(), false)
        typeahead(-1)
        curs_set(0)
        usesColor = color && has_colors()
        if usesColor {
            start_color()
            use_default_colors()
        }
        style = CursesStyle(depth: usesColor ? ColorDepth(colors: Int(cn_colors())) : nil) { pair, foreground, background in
            init_extended_pair(Int32(pair), foreground, background)
        }
        cn_input_modes_on(mouse ? 1 : 0)
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
        TerminalWaker { pokeRelay() }
    }

    /// Waits in `poll` (no CPU while idle) for a key, a wake-up, a signal or the timeout.
    public func nextEvent(timeout: Duration?) -> TerminalEvent {
        let deadline = timeout.map { ContinuousClock.now + $0 }
        while true {
            if let event = signalEvent() { return event }
            if !decodedKeys.isEmpty {
                let key = decodedKeys.removeFirst()
                if key == .control("z") { return suspend() }
                return .key(key)
            }
            let silenceDeadline = lastByte.flatMap { last in decoder.silenceTimeout.map { last + $0 } }
            let wakeAt = [deadline, silenceDeadline].compactMap { $0 }.min()
            let milliseconds = wakeAt.map { Self.milliseconds(until: $0) } ?? -1
            var descriptors = [
                pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wakeDescriptor, events: Int16(POLLIN), revents: 0),
            ]
            let ready = poll(&descriptors, 2, milliseconds)
            if ready < 0 { continue } // EINTR: a signal (SIGWINCH, SIGTERM, SIGCONT) to look at.
            if ready == 0 {
                if let lastByte, let silenceDeadline, ContinuousClock.now >= silenceDeadline {
                    decodedKeys += decoder.silence(lasting: ContinuousClock.now - lastByte)
                    self.lastByte = nil
                    continue
                }
                if let deadline, ContinuousClock.now >= deadline { return .timeout }
                continue
            }
            if descriptors[1].revents != 0 {
                drainWakeups()
                if let event = signalEvent() { return event }
                return .wake
            }
            if descriptors[0].revents & Int16(POLLIN) != 0 {
                guard readInput() else { return .terminate(signal: SIGHUP) }
            } else if descriptors[0].revents & Int16(POLLHUP | POLLERR) != 0 {
                return .terminate(signal: SIGHUP)
            }
        }
    }

    /// What a signal that arrived asks for, if one did.
    private func signalEvent() -> TerminalEvent? {
        if let signal = SignalRelay.terminationSignal { return .terminate(signal: signal) }
        if SignalRelay.takeContinued() { return resumed() }
        if SignalRelay.takeResized() { return resized() }
        if SignalRelay.takeSuspendRequest() { return suspend() }
        return nil
    }

    /// Reads what stdin holds into the decoder; false when the terminal is gone (end of file).
    private func readInput() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(STDIN_FILENO, &buffer, buffer.count)
        if count == 0 { return false }
        if count < 0 { return errno == EINTR || errno == EAGAIN }
        decodedKeys += decoder.feed(buffer[..<count])
        lastByte = decoder.silenceTimeout == nil ? nil : ContinuousClock.now
        return true
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
        if let cursor = frame.cursor, cursor.x >= 0, cursor.x < frame.width, cursor.y >= 0, cursor.y < frame.height {
            wmove(cn_stdscr(), Int32(cursor.y), Int32(cursor.x))
        }
        wnoutrefresh(cn_stdscr())
        doupdate()
        previousFrame = frame
    }

    /// Writes `sequence` straight to the terminal, after the frame ncurses last wrote (`doupdate` flushed it).
    public func writeControlSequence(_ sequence: String) {
        var bytes = Array(sequence.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return
            }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Restores the terminal; safe to call more than once.
    public func shutdown() {
        guard !isShutDown else { return }
        isShutDown = true
        cn_input_modes_off()
        curs_set(1)
        endwin()
        SignalRelay.uninstall(readDescriptor: wakeDescriptor)
    }

    /// Ctrl-Z (or SIGTSTP): give the terminal back, stop, and on `fg` repaint everything.
    ///
    /// SIGSTOP rather than SIGTSTP: it cannot be caught or blocked, so the whole process stops. It is sent to
    /// this thread, which then stops before the call returns; sent to the process (`kill`), another thread
    /// could take it while this one ran on and redrew the screen before the stop reached it.
    private func suspend() -> TerminalEvent {
        cn_input_modes_off()
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
        cn_input_modes_on(mouse ? 1 : 0)
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

    /// Sets the locale from the environment and says whether it encodes text as UTF-8; without it the explorer
    /// draws ASCII only, as with `--ascii`. A locale whose name says UTF-8 but that is not installed
    /// (`LANG=fr_FR.UTF-8` where only C.UTF-8 is) gets C.UTF-8 for its character type, so that it is UTF-8 still.
    public static func localeUsesUTF8() -> Bool {
        setlocale(LC_ALL, "")
        if codesetIsUTF8 { return true }
        let names: [String] = ["LC_ALL", "LC_CTYPE", "LANG"]
        let environment = Dictionary(uniqueKeysWithValues: names.compactMap { name in
            getenv(name).map { (name, String(cString: $0)) }
        })
        guard let name = LocaleName.characterType(environment: environment), LocaleName.namesUTF8(name) else { return false }
        setlocale(LC_CTYPE, "C.UTF-8")
        return codesetIsUTF8
    }

    /// Whether the character type in effect is UTF-8.
    private static var codesetIsUTF8: Bool {
        String(cString: nl_langinfo(nl_item(CODESET))).uppercased() == "UTF-8"
    }

    /// Wide characters need a UTF-8 locale; fall back to C.UTF-8 when the environment names another.
    private static func useUTF8Locale() {
        if !localeUsesUTF8() {
            setlocale(LC_ALL, "C.UTF-8")
        }
    }

    /// The TERM the environment names, for messages.
    private static var termName: String {
        getenv("TERM").map { String(cString: $0) } ?? ""
    }

    /// Refuses terminals a full-screen program cannot drive, before ncurses would print its own message and exit.
    private static func checkTerminal() throws {
        switch cn_check_terminal(STDOUT_FILENO) {
        case 0: return
        case 1: throw CursesTerminalError(description: "TERM is not set; set it to your terminal's type, such as xterm-256color")
        case 2: throw CursesTerminalError(description: "unknown terminal type '\(termName)'; set TERM to one terminfo knows, such as xterm-256color")
        default: throw CursesTerminalError(description: "the terminal '\(termName)' cannot move the cursor, which the explorer needs; for scripts use `country-explorer query`")
        }
    }
}

