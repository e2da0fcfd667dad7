import CNcurses
import Glibc

// Signal handlers may only touch async-signal-safe state: a pipe's write end and flags, kept in globals
// because a C signal handler cannot capture context. Only the one terminal of the process sets them.
nonisolated(unsafe) private var relayWriteDescriptor: Int32 = -1
/// The termination signal that arrived first, 0 before any.
nonisolated(unsafe) private var terminatingSignal: sig_atomic_t = 0
nonisolated(unsafe) private var continueRequested: sig_atomic_t = 0
nonisolated(unsafe) private var resizeRequested: sig_atomic_t = 0
nonisolated(unsafe) private var suspendRequested: sig_atomic_t = 0
nonisolated(unsafe) private var cursesActive: sig_atomic_t = 0

/// Writes one byte to the relay pipe; async-signal-safe and callable from any thread. A free function so that
/// signal handlers can call it without context.
func pokeRelay() {
    var byte: UInt8 = 1
    _ = write(relayWriteDescriptor, &byte, 1)
}

/// A self-pipe that signal handlers and other threads write to, so that `poll` wakes up.
enum SignalRelay {
    /// Signals that ask the program to stop.
    static let terminationSignals = [SIGTERM, SIGHUP, SIGINT]
    /// Signals whose default action kills the process at once (SIGQUIT and the crashes): the terminal is restored
    /// before that action runs, and before Swift's backtracer could draw over the screen.
    static let fatalSignals = [SIGQUIT, SIGSEGV, SIGABRT, SIGBUS, SIGFPE, SIGILL, SIGTRAP, SIGSYS, SIGXCPU, SIGXFSZ]

    /// Creates the pipe and installs the handlers; returns the read end, or nil if the pipe cannot be made.
    static func install() -> Int32? {
        var descriptors: [Int32] = [0, 0]
        guard pipe(&descriptors) == 0 else { return nil }
        for descriptor in descriptors {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        relayWriteDescriptor = descriptors[1]
        cursesActive = 1
        for signal in terminationSignals {
            Glibc.signal(signal) { number in
                if terminatingSignal == 0 { terminatingSignal = number }
                pokeRelay()
            }
        }
        Glibc.signal(SIGCONT) { _ in
            continueRequested = 1
            pokeRelay()
        }
        // An external SIGTSTP is relayed too, so that the loop restores the terminal before stopping.
        Glibc.signal(SIGTSTP) { _ in
            suspendRequested = 1
            pokeRelay()
        }
        // Any thread may receive SIGWINCH, so ncurses' own handler would not interrupt our poll: relay it.
        Glibc.signal(SIGWINCH) { _ in
            resizeRequested = 1
            pokeRelay()
        }
        for signal in fatalSignals {
            Glibc.signal(signal) { number in
                if cursesActive != 0 {
                    cn_input_modes_off()
                    endwin()
                }
                Glibc.signal(number, SIG_DFL)
                raise(number)
            }
        }
        return descriptors[0]
    }

    /// Restores default handlers and closes the pipe.
    static func uninstall(readDescriptor: Int32) {
        cursesActive = 0
        for signal in terminationSignals + fatalSignals + [SIGCONT, SIGWINCH, SIGTSTP] {
            Glibc.signal(signal, SIG_DFL)
        }
        close(readDescriptor)
        if relayWriteDescriptor >= 0 { close(relayWriteDescriptor) }
        relayWriteDescriptor = -1
    }

    /// The signal that asked the program to stop (SIGTERM, SIGHUP, SIGINT), if one did (sticky).
    static var terminationSignal: Int32? { terminatingSignal == 0 ? nil : terminatingSignal }

    /// Whether a SIGTSTP arrived since the last call.
    static func takeSuspendRequest() -> Bool {
        defer { suspendRequested = 0 }
        return suspendRequested != 0
    }

    /// Whether the window was resized since the last call.
    static func takeResized() -> Bool {
        defer { resizeRequested = 0 }
        return resizeRequested != 0
    }

    /// Whether the process was continued after a stop since the last call.
    static func takeContinued() -> Bool {
        defer { continueRequested = 0 }
        return continueRequested != 0
    }
}
