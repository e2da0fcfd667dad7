import Foundation
import Glibc
import Synchronization

/// graphql-js in a node process of its own, answering requests in order: each request is one line of JSON on
/// its stdin, each answer one line on its stdout.
///
/// Requests are written by a queue of their own while a thread reads the answers, so that neither process waits
/// on a full pipe; many requests can be under way at once.
public final class NodeOracle: @unchecked Sendable {
    // Every stored property is set once in init; `process` is touched again only by deinit.
    /// The versions the runner reported (`graphql-js 16.6.0, node v20.20.2`).
    public let versions: String
    private let process: Process
    private let input: FileHandle
    private let writer = DispatchQueue(label: "NodeOracle.writer")
    private let answers: AnswerQueue

    /// Starts node with the runner and waits for it to say it is ready; throws `OracleUnavailable` when node
    /// or graphql-js is missing, or the runner fails to start.
    public static func start(_ setup: OracleSetup) async throws -> NodeOracle {
        // A write to a node that died must fail as an error, not kill this process.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = setup.node
        // V8's backtracking RegExp takes exponential time on patterns such as `(.*)*X`, which the generator writes
        // on purpose; this flag hands such a match to V8's linear engine, with the same result.
        process.arguments = [
            "--enable-experimental-regexp-engine-on-excessive-backtracks", setup.script.path,
            "--schema", setup.schema.path, "--dataset", setup.dataset.path,
        ]
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            throw OracleUnavailable(reason: "cannot start \(setup.node.path): \(error)")
        }
        let answers = AnswerQueue(reading: stdout.fileHandleForReading.fileDescriptor)
        let greeting: OrderedJSON?
        do {
            greeting = try await answers.next(1) {}.first.flatMap { try? OrderedJSON(parsing: $0) }
        } catch {
            process.terminate()
            throw OracleUnavailable(reason: "the graphql-js runner did not start: \(error)")
        }
        guard let greeting, greeting["ready"] == .bool(true) else {
            process.terminate()
            throw OracleUnavailable(reason: "the graphql-js runner did not start: \(greeting?["error"]?.stringValue ?? "no greeting")")
        }
        let versions = "graphql-js \(greeting["graphql"]?.stringValue ?? "?"), node \(greeting["node"]?.stringValue ?? "?")"
        return NodeOracle(process: process, input: stdin.fileHandleForWriting, answers: answers, versions: versions)
    }

    private init(process: Process, input: FileHandle, answers: AnswerQueue, versions: String) {
        self.process = process
        self.input = input
        self.answers = answers
        self.versions = versions
    }

    deinit {
        // Closing its input ends the runner at the end of its stdin. It is not waited for: a node started by another
        // test at the same time may hold a copy of this pipe, and would keep this one running until it ends.
        try? input.close()
        if process.isRunning { process.terminate() }
    }

    /// How long a batch may take before node is stopped and the batch fails: far more than any batch of
    /// generated documents needs.
    public static let batchTimeout: Duration = .seconds(120)

    /// graphql-js's answer to each request, in order: the JSON text graphql-yoga would send. Throws when node
    /// exits, or takes longer than `batchTimeout` (then node is stopped, and every later call throws too).
    public func answers(to requests: [GeneratedRequest]) async throws -> [Data] {
        let process = self.process
        let watchdog = Task {
            try await Task.sleep(for: Self.batchTimeout)
            if process.isRunning { process.terminate() }
        }
        defer { watchdog.cancel() }
        var text: [UInt8] = []
        for request in requests {
            text += request.oracleLine
            text.append(UInt8(ascii: "\n"))
        }
        let body = Data(text)
        let input = self.input
        let writer = self.writer
        return try await answers.next(requests.count) {
            writer.async {
                // A failed write means node is gone; the reader then reports the end of its output.
                try? input.write(contentsOf: body)
            }
        }
    }
}

/// The lines node writes, handed to the callers that wait for them in the order they asked.
private final class AnswerQueue: Sendable {
    private struct State {
        var lines: [Data] = []
        var waiting: [(count: Int, continuation: CheckedContinuation<[Data], any Error>)] = []
        var ended: (any Error)?
    }

    private let state = Mutex(State())
    /// Starts a thread that reads `descriptor` to its end.
    init(reading descriptor: Int32) {
        let thread = Thread { [self] in read(descriptor) }
        thread.name = "NodeOracle.reader"
        thread.start()
    }

    /// The next `count` lines; `send` runs once the wait is registered, so that no answer can come before it.
    func next(_ count: Int, send: () -> Void) async throws -> [Data] {
        try await withCheckedThrowingContinuation { continuation in
            state.withLock { state in
                state.waiting.append((count, continuation))
                Self.deliver(&state)
            }
            send()
        }
    }

    private static func deliver(_ state: inout State) {
        while let first = state.waiting.first {
            if state.lines.count >= first.count {
                let lines = Array(state.lines.prefix(first.count))
                state.lines.removeFirst(first.count)
                state.waiting.removeFirst()
                first.continuation.resume(returning: lines)
            } else if let ended = state.ended {
                state.waiting.removeFirst()
                first.continuation.resume(throwing: ended)
            } else {
                return
            }
        }
    }

    private func read(_ descriptor: Int32) {
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            pending += buffer[..<count]
            var lines: [Data] = []
            var start = 0
            while let newline = pending[start...].firstIndex(of: UInt8(ascii: "\n")) {
                lines.append(Data(pending[start..<newline]))
                start = newline + 1
            }
            pending.removeFirst(start)
            if !lines.isEmpty {
                state.withLock { state in
                    state.lines += lines
                    Self.deliver(&state)
                }
            }
        }
        state.withLock { state in
            state.ended = OracleFailure(description: "node stopped answering (it exited or closed its output)")
            Self.deliver(&state)
        }
    }
}

/// The reference failed while running.
public struct OracleFailure: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public let description: String
}
