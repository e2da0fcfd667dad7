import CountryExplorerTesting
import Foundation
import Subprocess

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
        let home = TestCacheHome.fresh()
        let variables = [
            "NO_COLOR": "1", "XDG_CACHE_HOME": home.path, "XDG_STATE_HOME": home.appendingPathComponent("state").path,
            "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
        ].merging(extra) { _, new in new }
        // At the timeout the child gets SIGTERM, and SIGKILL only if it is still there 10 s later.
        var options = PlatformOptions()
        options.teardownSequence = [.gracefulShutDown(allowedDurationToNextStep: .seconds(10))]
        return try await withThrowingTaskGroup(of: CommandRun?.self) { group in
            group.addTask { [options] in
                let result = try await Subprocess.run(
                    .path(.init(program.path)), arguments: Arguments(arguments),
                    environment: .inherit.updating(Dictionary(uniqueKeysWithValues: variables.map { (.init(stringLiteral: $0.key), $0.value) })),
                    platformOptions: options, input: .string(stdin), output: .string(limit: .max), error: .string(limit: .max)
                )
                return CommandRun(status: result.terminationStatus.code, stdout: result.standardOutput, stderr: result.standardError)
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(timeout))
                return nil
            }
            // The first to finish is the run, or the timer, which cancels the run and leaves what it collected.
            while let finished = try await group.next() {
                group.cancelAll()
                if let run = finished { return run }
            }
            preconditionFailure("the run's task returns a value or throws")
        }
    }
}

extension TerminationStatus {
    /// The exit status, or the number of the signal that ended the process, as Foundation's `Process` tells it.
    var code: Int32 {
        switch self {
        case .exited(let status), .signaled(let status): status
        }
    }
}
