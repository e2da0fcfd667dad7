import CountryExplorerTesting
import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The real `countries-server`, started on an ephemeral loopback port for one test.
///
/// Foundation's `Process` rather than swift-subprocess, whose process lives only as long as one closure: the server
/// lives from `start` to a `stop` that a `defer`, which cannot wait, may send.
final class ServerProcess: @unchecked Sendable {
    // Mutated only before `start` returns and in `stop`, which the owning test calls once.
    private let process = Process()
    private let stderr = Pipe.closedOnExec()
    /// The bound port.
    private(set) var port = 0
    /// The process's id.
    var pid: Int32 { process.processIdentifier }
    /// `http://127.0.0.1:PORT/graphql`.
    var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/graphql")! }

    /// Launches the server with `--port 0` and `arguments`, and waits for its "listening on" line.
    static func start(arguments: [String] = []) async throws -> ServerProcess {
        let server = ServerProcess()
        // The pipe's reads block until the server writes, and `FileHandle` has no reads that suspend instead.
        try await offThePool { try server.launch(arguments: arguments) }
        return server
    }

    private func launch(arguments: [String]) throws {
        process.executableURL = BuiltProducts.executable("countries-server")
        process.arguments = ["--host", "127.0.0.1", "--port", "0"] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var log = ""
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let chunk = stderr.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            log += String(decoding: chunk, as: UTF8.self)
            if let range = log.range(of: #"listening on http://127\.0\.0\.1:(\d+)"#, options: .regularExpression),
               let port = Int(log[range].split(separator: ":").last ?? "") {
                self.port = port
                return
            }
        }
        process.terminate()
        throw ServerStartFailure(log: log)
    }

    /// Sends SIGTERM and returns the exit status once the server has stopped.
    @discardableResult
    func stop() async -> Int32 {
        if process.isRunning { process.terminate() }
        await exited(within: .infinity)
        return process.terminationStatus
    }

    /// Sends SIGTERM and does not wait for the exit: how a `defer`, which cannot wait, stops the server.
    func stopWithoutWaiting() {
        if process.isRunning { process.terminate() }
    }

    /// Sends SIGTERM and waits up to `timeout` for the server to exit: its status and how long it took, or nil
    /// (after killing it) when it did not exit in time.
    func terminate(within timeout: TimeInterval) async -> (status: Int32, seconds: TimeInterval)? {
        let start = Date()
        process.terminate()
        await exited(within: timeout)
        guard !process.isRunning else {
            kill(process.processIdentifier, SIGKILL)
            await exited(within: .infinity)
            return nil
        }
        return (process.terminationStatus, Date().timeIntervalSince(start))
    }

    /// Returns once the process has exited, or `timeout` seconds have passed; `Process` tells the exit only through
    /// `isRunning` or a blocking wait, so this asks every 20 ms.
    private func exited(within timeout: TimeInterval) async {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    /// Whether the server process still runs.
    var isRunning: Bool { process.isRunning }

    /// Everything the server wrote to stderr after start-up (call after `stop`).
    func remainingLog() -> String {
        String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    }
}

/// The server exited or stayed silent before saying where it listens.
struct ServerStartFailure: Error, CustomStringConvertible {
    let log: String
    var description: String { "countries-server did not start; its stderr:\n\(log)" }
}

/// Runs `body` against a fresh server started with `arguments`, stopping it afterwards even when the body throws.
func withServer<T>(arguments: [String] = [], _ body: (ServerProcess) async throws -> T) async throws -> T {
    let server = try await ServerProcess.start(arguments: arguments)
    do {
        let result = try await body(server)
        await server.stop()
        return result
    } catch {
        await server.stop()
        throw error
    }
}
