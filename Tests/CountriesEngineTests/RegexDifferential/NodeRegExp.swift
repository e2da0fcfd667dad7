import Foundation
import Subprocess
import Testing

/// JavaScript's own `RegExp`, run by node in one process for a whole batch of patterns.
enum NodeRegExp {
    /// node's path, if it is installed (Debian's `nodejs` package installs `/usr/bin/node`).
    static let executable: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map { "\($0)/node" } + ["/usr/bin/node", "/usr/bin/nodejs", "/usr/local/bin/node"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// What node answered for one pattern: which texts it matches, or the SyntaxError `new RegExp` threw.
    enum Answer: Equatable {
        /// One flag per text, in order.
        case matches([Bool])
        /// The pattern is not valid JavaScript; the message node gave.
        case syntaxError(String)
    }

    /// Reads JSON lines `{"pattern": …, "texts": […]}` on stdin and answers each on its own line with
    /// `{"matches": "0110…"}` or `{"syntaxError": "…"}`. A line without `texts` reuses the last line's texts, so that
    /// the 1,000 texts cross the pipe once.
    ///
    /// `new RegExp(pattern)` with no flags and `.test(text)`, as the public API's `sift` runs a `regex` filter.
    static let script = """
    import { createInterface } from "node:readline";

    let texts = [];
    for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
      if (line === "") continue;
      const request = JSON.parse(line);
      if (request.texts) texts = request.texts;
      let answer;
      try {
        const regex = new RegExp(request.pattern);
        answer = { matches: texts.map((text) => (regex.test(text) ? "1" : "0")).join("") };
      } catch (error) {
        answer = error instanceof SyntaxError ? { syntaxError: error.message } : { failure: String(error) };
      }
      process.stdout.write(JSON.stringify(answer) + "\\n");
    }
    """

    private struct Request: Encodable {
        let pattern: String
        let texts: [String]?
    }

    private struct Reply: Decodable {
        let matches: String?
        let syntaxError: String?
        let failure: String?
    }

    /// node's answer for every pattern, over the same texts; throws if node fails or does not answer in time.
    static func answers(for patterns: [String], over texts: [String]) async throws -> [Answer] {
        guard let executable else { throw NodeFailure(description: "node is not installed") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("regex-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scriptURL = directory.appendingPathComponent("regex-oracle.mjs")
        try Data(script.utf8).write(to: scriptURL)
        let encoder = JSONEncoder()
        var input = Data()
        for (index, pattern) in patterns.enumerated() {
            input += try encoder.encode(Request(pattern: pattern, texts: index == 0 ? texts : nil))
            input += Data("\n".utf8)
        }

        // V8 backtracks; its linear engine takes over from patterns that would stall it, and `timeout` ends a
        // run that still hangs, so the test fails instead of never finishing.
        let arguments = ["--enable-experimental-regexp-engine-on-excessive-backtracks", scriptURL.path]
        let command = FileManager.default.isExecutableFile(atPath: "/usr/bin/timeout")
            ? ["/usr/bin/timeout", "300", executable] + arguments : [executable] + arguments
        let run = try await Subprocess.run(
            .path(.init(command[0])), arguments: Arguments(Array(command.dropFirst())), input: .data(input),
            output: .data(limit: .max), error: .string(limit: .max)
        )
        let (answered, complaint) = (run.standardOutput, run.standardError)
        guard run.terminationStatus == .exited(0) else {
            throw NodeFailure(description: "node exited with \(run.terminationStatus): \(complaint.prefix(2000))")
        }
        let lines = answered.split(separator: UInt8(ascii: "\n"))
        guard lines.count == patterns.count else {
            throw NodeFailure(description: "node answered \(lines.count) of \(patterns.count) patterns: \(complaint.prefix(2000))")
        }
        let decoder = JSONDecoder()
        return try zip(lines, patterns).map { line, pattern in
            let reply = try decoder.decode(Reply.self, from: Data(line))
            if let matches = reply.matches { return .matches(matches.map { $0 == "1" }) }
            if let message = reply.syntaxError { return .syntaxError(message) }
            throw NodeFailure(description: "node failed on \(pattern.debugDescription): \(reply.failure ?? "?")")
        }
    }
}

/// node could not be run, or did not answer as the script promises.
struct NodeFailure: Error, CustomStringConvertible {
    let description: String
}

extension Trait where Self == ConditionTrait {
    /// Runs a test only where node is installed; elsewhere it is skipped, saying why.
    static var requiresNode: Self {
        .enabled(
            if: NodeRegExp.executable != nil,
            "node is not installed (apt-get install nodejs, as .ci/run does): the regex engine is compared with JavaScript's RegExp"
        )
    }
}
