import CountryExplorerTesting
import Foundation
import Testing

/// A request got no answer in time; the issue recorded says what the server counted.
struct UnansweredExchange: Error {}

extension RawConnection {
    /// `converse`'s answers, every one of them; when one does not come within `timeout`, records an issue that says
    /// what the connection's descriptor is now and what the server on `port` counts as answered (its `/metrics`,
    /// asked on a new connection), which tells a request the server never answered from an answer that never
    /// arrived, then throws.
    func answers(
        to requests: [String], within timeout: TimeInterval, lastToClose: Bool = false, from port: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [RawResponse] {
        let answers = await converse(requests, timeout: timeout, lastToClose: lastToClose)
        guard let missing = answers.firstIndex(where: { $0 == nil }) else { return answers.compactMap { $0 } }
        Issue.record(
            "request \(missing + 1) of \(requests.count) got no answer within \(timeout) s; \(descriptorNow); the server counts: \(await Self.answered(by: port))",
            sourceLocation: sourceLocation
        )
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
