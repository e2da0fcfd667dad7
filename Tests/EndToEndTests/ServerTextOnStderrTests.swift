import CountryExplorerTesting
import Foundation
import Testing

/// What a hostile server puts in its words: an OSC title, a screen clear, a forged second line, a bidi override.
private let hostileText = "\u{1B}]0;pwned\u{07}\u{1B}[2J\r\nerror: forged line\u{9B}31m\u{7F} \u{202E}desrever\u{2066}"

/// Whether `text` holds anything that drives a terminal, reorders a line or breaks it.
private func drivesTheTerminal(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }
}

/// Runs `query` against a server that always answers `reply`, with `extra` arguments.
private func query(replying reply: String, _ extra: [String] = []) async throws -> CommandRun {
    let server = try FaultyServer { _ in .raw(reply) }
    defer { server.stop() }
    return try await CommandRun.run(
        "country-explorer", ["query", "ContinentsList", "--endpoint", server.endpoint.absoluteString, "--no-cache"] + extra
    )
}

@Suite("A server's words reach stderr cleaned, on one line")
struct ServerTextOnStderrTests {
    @Test(arguments: [
        ("a body that is not JSON", FaultyServer.http("200 OK", body: hostileText, headers: ["Content-Type: text/plain"]), Int32(2), "body is not JSON"),
        ("an HTTP 500", FaultyServer.http("500 Internal Server Error", body: hostileText, headers: ["Content-Type: text/plain"]), 2, "HTTP 500"),
        (
            "a GraphQL error",
            FaultyServer.http("200 OK", body: #"{"errors":[{"message":"\u001b]0;pwned\u0007\u001b[2J\r\nerror: forged line\u009b31m\u007f \u202edesrever\u2066"}]}"#),
            1, "GraphQL error: "
        ),
    ])
    func escapeSequencesAndLineBreaksAreCleaned(what: String, reply: String, status: Int32, message: String) async throws {
        let run = try await query(replying: reply, ["--policy", "networkOnly"])
        #expect(run.status == status, "\(what): \(run.stderr)")
        #expect(run.stderr.contains(message), "\(what): \(run.stderr)")
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 2 && lines.last == "", "\(what): one line, then its end: \(run.stderr.debugDescription)")
        #expect(!drivesTheTerminal(String(lines.first ?? "")), "\(what): \(run.stderr.debugDescription)")
        #expect(run.stderr.contains("forged line"), "\(what): the words stay, made harmless: \(run.stderr.debugDescription)")
        #expect(!drivesTheTerminal(run.stdout.replacingOccurrences(of: "\n", with: "")), "\(what): JSON on stdout escapes them")
    }
}
