import CountryExplorerTesting
import Foundation
import Testing

/// No answer came in time; the issue recorded says what the server counted.
struct UnansweredExchange: Error {}

extension RawConnection {
    /// Reads one response as `readResponse` does; when none comes within `timeout`, records an issue that says what
    /// the server on `port` counts as answered (its `/metrics`, asked on a new connection), which tells a request
    /// the server never answered from an answer that never arrived, then throws.
    func answer(
        within timeout: TimeInterval, toHEAD: Bool = false, from port: Int, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> RawResponse {
        if let response = await readResponse(timeout: timeout, toHEAD: toHEAD) { return response }
        Issue.record("no answer within \(timeout) s; the server counts: \(await Self.answered(by: port))", sourceLocation: sourceLocation)
        throw UnansweredExchange()
    }

    /// The server's count of the requests it answered and of its memo's lookups.
    private static func answered(by port: Int) async -> String {
        guard let metrics = try? RawConnection(port: port) else { return "(no new connection)" }
        metrics.send("GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        guard let reply = await metrics.readResponse(timeout: 10) else { return "(no answer on /metrics either)" }
        return String(decoding: reply.body, as: UTF8.self).split(separator: "\n")
            .filter { !$0.hasPrefix("#") && ($0.contains("requests_total") || $0.contains("memo")) }
            .joined(separator: "; ")
    }
}
