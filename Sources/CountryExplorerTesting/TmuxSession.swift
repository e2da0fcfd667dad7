import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A detached tmux session on its own server socket, for driving the real explorer like a person would.
public final class TmuxSession: @unchecked Sendable {
    // Immutable after init; tmux itself serialises access.
    private let socket: String
    private let name = "explorer"

    /// Whether tmux is installed.
    public static var isAvailable: Bool {
        (try? run(["-V"]))?.status == 0
    }

    /// Starts `shell` in a `width`×`height` session with a UTF-8 locale, TERM=xterm-256color and its
    /// XDG_CACHE_HOME at `cacheHome` (and its XDG_STATE_HOME and XDG_CONFIG_HOME in folders of it).
    public init(width: Int, height: Int, shell: String = "sh", cacheHome: URL = TestCacheHome.fresh()) throws {
        socket = "country-explorer-test-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        // The state (the search history) and the config beside the cache, so that no session reads or writes the
        // user's.
        let command = "env TERM=xterm-256color LANG=C.UTF-8 NCURSES_NO_UTF8_ACS=1 XDG_CACHE_HOME='\(cacheHome.path)' "
            + "XDG_STATE_HOME='\(cacheHome.path)/state' XDG_CONFIG_HOME='\(cacheHome.path)/config' PS1='$ ' \(shell)"
        let started = try tmux(["new-session", "-d", "-s", name, "-x", String(width), "-y", String(height), command])
        guard started.status == 0 else { throw TmuxFailure(message: "tmux new-session failed: \(started.output)") }
    }

    /// The shell command that follows the sessions' commands, so that their exit status shows as `EXIT=n`;
    /// split in two, so that the typed line itself never reads as a status.
    public static let exitStatusEcho = "echo \"EX\"\"IT=$?\""

    /// Types `commandLine` and runs it, followed by an echo of its exit status for `waitForExit`.
    public func run(_ commandLine: String) throws {
        try send("\(commandLine); \(Self.exitStatusEcho)", literally: true)
        try send("Enter")
    }

    /// Waits until the exit status echoed after a command shows (`EXIT=n`), returning the screen.
    @discardableResult
    public func waitForExit(timeout: TimeInterval = 60) async throws -> String {
        try await waitFor(timeout: timeout) { $0.contains("EXIT=") }
    }

    /// Types text literally, or sends named keys (`Enter`, `C-c`, `Escape`).
    public func send(_ keys: String, literally: Bool = false) throws {
        _ = try tmux(["send-keys", "-t", name] + (literally ? ["-l", keys] : [keys]))
    }

    /// Sends raw bytes to the program, as a terminal would (escape sequences tmux would not produce itself).
    public func sendBytes(_ bytes: [UInt8]) throws {
        _ = try tmux(["send-keys", "-t", name, "-H"] + bytes.map { String(format: "%02x", $0) })
    }

    /// Pastes `text` as a terminal pastes: in bracketed-paste markers when the program asked for them.
    public func paste(_ text: String) throws {
        _ = try tmux(["set-buffer", "-b", "test-paste", text])
        _ = try tmux(["paste-buffer", "-p", "-d", "-b", "test-paste", "-t", name])
    }

    /// The screen's text; with `escapes`, with its colours and attributes as escape sequences.
    public func capture(escapes: Bool = false) throws -> String {
        try tmux(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + ["-t", name]).output
    }

    /// Where the terminal's cursor rests, as column and row from 0. The cursor crosses the screen while a
    /// frame is drawn, so it is read with the screen until two readings in a row agree.
    public func cursor(timeout: TimeInterval = 60) async throws -> (x: Int, y: Int) {
        try await offThePool { try self.settledCursor(timeout: timeout) }
    }

    private func settledCursor(timeout: TimeInterval) throws -> (x: Int, y: Int) {
        let deadline = Date().addingTimeInterval(timeout)
        let read = { (cursor: try self.display("#{cursor_x},#{cursor_y}"), screen: try self.capture()) }
        var reading = try read()
        while Date() < deadline {
            let again = try read()
            if again == reading { break }
            reading = again
        }
        let parts = reading.cursor.split(separator: ",").compactMap { Int($0) }
        guard parts.count == 2 else { throw TmuxFailure(message: "no cursor position") }
        return (parts[0], parts[1])
    }

    /// A tmux format value, such as `#{alternate_on}`.
    public func display(_ format: String) throws -> String {
        try tmux(["display-message", "-p", "-t", name, format]).output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Turns on `set-clipboard` (a server option), so that what the program copies with OSC 52 lands in tmux's
    /// paste buffer.
    public func acceptClipboard() throws {
        _ = try tmux(["set-option", "-s", "set-clipboard", "on"])
    }

    /// The newest paste buffer's text (what the program last copied), or "" when there is none.
    public func pasteBuffer() throws -> String {
        let shown = try tmux(["show-buffer"])
        return shown.status == 0 ? shown.output : ""
    }

    /// Resizes the window.
    public func resize(width: Int, height: Int) throws {
        _ = try tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// Waits until the screen satisfies `condition` and is settled, returning the last capture either way.
    /// A capture can land while the program is still writing a frame (its top new, its bottom old), so a
    /// screen counts only when the next capture is the same.
    @discardableResult
    public func waitFor(timeout: TimeInterval = 60, _ condition: @escaping @Sendable (String) -> Bool) async throws -> String {
        try await offThePool { try self.settledScreen(timeout: timeout, condition) }
    }

    private func settledScreen(timeout: TimeInterval, _ condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var screen = try capture()
        while Date() < deadline {
            if condition(screen) {
                let again = try capture()
                if again == screen { return screen }
                screen = again
                continue
            }
            Thread.sleep(forTimeInterval: 0.1)
            screen = try capture()
        }
        return screen
    }

    /// Stops the session and its server.
    public func close() {
        _ = try? tmux(["kill-server"])
    }

    private func tmux(_ arguments: [String]) throws -> (status: Int32, output: String) {
        try Self.run(["-u", "-L", socket] + arguments)
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        // posix_spawn and waitpid rather than Foundation's Process, which loses track of the tmux client once
        // it has forked the server; output goes to a file, since the server would hold a pipe open forever. Not
        // swift-subprocess, which only suspends: the tests call tmux synchronously, from `defer` too.
        let outputPath = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: outputPath) }
        let command = (["tmux"] + arguments).map(shellQuoted).joined(separator: " ") + " >\(shellQuoted(outputPath)) 2>&1 </dev/null"
        var pid: pid_t = 0
        let arguments: [String] = ["/bin/sh", "-c", command]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let variables: [String] = ["LANG=C.UTF-8"] + ProcessInfo.processInfo.environment
            .filter { $0.key != "TMUX" && $0.key != "LANG" }
            .map { "\($0.key)=\($0.value)" }
        let environment: [UnsafeMutablePointer<CChar>?] = variables.map { strdup($0) } + [nil]
        defer { environment.forEach { free($0) } }
        // The tmux server this may start lives on after the test: it must not keep a copy of any descriptor the
        // process has open, such as the pipe from a child that another test waits to see closed.
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        _ = Self.closeFrom?(&actions, 3)
        guard posix_spawn(&pid, "/bin/sh", &actions, nil, argv, environment) == 0 else {
            throw TmuxFailure(message: "cannot start tmux")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        let output = (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
        let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        return (exitStatus, output)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which its Swift module does not show.
    private static let closeFrom: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? = {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
    }()

    private static func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where tmux is installed; elsewhere it is skipped, saying why.
    public static var requiresTmux: Self {
        .enabled(if: TmuxSession.isAvailable, "tmux is not installed (apt-get install tmux, as .ci/run does): the real explorer is driven in tmux")
    }
}

/// tmux did not do what was asked.
public struct TmuxFailure: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
