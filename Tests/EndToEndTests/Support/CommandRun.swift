import CountryExplorerTesting
import Foundation

/// The outcome of running one of this package's executables to completion.
struct CommandRun: Sendable {
    let status: Int32
    let stdout: String
    let stderr: String

    /// The stdout parsed as a JSON object.
    var json: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any] ?? [:]
    }

    /// Runs `executable` with `arguments`, feeding `stdin`, and waits for it (killing it after `timeout`).
    ///
    /// `XDG_CACHE_HOME` points at a new empty directory unless `environment` says otherwise, and `XDG_STATE_HOME`
    /// and `XDG_CONFIG_HOME` at folders in it, so that no run reads or fills the user's cache, history or config,
    /// nor another run's. A `launcher` (a program and its arguments) runs the
    /// executable in its stead, such as `/usr/bin/time`.
    static func run(
        _ executable: String, _ arguments: [String], stdin: String = "", timeout: TimeInterval = 60,
        environment extra: [String: String] = [:], launcher: [String] = []
    ) async throws -> CommandRun {
        let path = BuiltProducts.executable(executable)
        if let program = launcher.first {
            return try await run(
                program: URL(fileURLWithPath: program), Array(launcher.dropFirst()) + [path.path] + arguments,
                stdin: stdin, timeout: timeout, environment: extra
            )
        }
        return try await run(program: path, arguments, stdin: stdin, timeout: timeout, environment: extra)
    }

    /// Runs `program` (any executable) with `arguments` as `run(_:_:)` runs one of this package's.
    static func run(
        program: URL, _ arguments: [String], stdin: String = "", timeout: TimeInterval = 60,
        environment extra: [String: String] = [:]
    ) async throws -> CommandRun {
        try await offThePool {
            try runBlocking(program: program, arguments, stdin: stdin, timeout: timeout, environment: extra)
        }
    }

    private static func runBlocking(
        program: URL, _ arguments: [String], stdin: String, timeout: TimeInterval, environment extra: [String: String]
    ) throws -> CommandRun {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        let home = TestCacheHome.fresh()
        environment["XDG_CACHE_HOME"] = home.path
        environment["XDG_STATE_HOME"] = home.appendingPathComponent("state").path
        environment["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe.closedOnExec(), errors = Pipe.closedOnExec(), input = Pipe.closedOnExec()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so that neither fills up and blocks the child.
        let collected = CollectedOutput()
        let group = DispatchGroup()
        for (pipe, isError) in [(output, false), (errors, true)] {
            group.enter()
            DispatchQueue.global().async {
                collected.store(pipe.fileHandleForReading.readDataToEndOfFile(), isError: isError)
                group.leave()
            }
        }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            group.wait()
        }
        process.waitUntilExit()
        return CommandRun(status: process.terminationStatus, stdout: collected.text(isError: false), stderr: collected.text(isError: true))
    }
}

/// The two output streams of a child process, filled from two threads.
private final class CollectedOutput: @unchecked Sendable {
    // Guarded by `lock`.
    private var streams: [Bool: Data] = [:]
    private let lock = NSLock()

    func store(_ data: Data, isError: Bool) {
        lock.withLock { streams[isError] = data }
    }

    func text(isError: Bool) -> String {
        lock.withLock { String(decoding: streams[isError] ?? Data(), as: UTF8.self) }
    }
}
