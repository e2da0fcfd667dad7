import CountriesServer
import CountriesEngine
import Foundation
import Testing

/// The server's limits table in `docs/limits.md`, read from the file: each row's name and the first number of its value.
private enum ReadmeLimitsTable {
    static let url = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs/limits.md")

    static func rows() throws -> [String: Int] {
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        guard let header = lines.firstIndex(of: "| Limit | Value | Past it |") else { return [:] }
        var rows: [String: Int] = [:]
        for line in lines[(header + 2)...].prefix(while: { $0.hasPrefix("|") }) {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 2 else { continue }
            let digits = cells[2].prefix { $0.isNumber || $0 == "," }.filter(\.isNumber)
            rows[cells[1]] = Int(digits)
        }
        return rows
    }
}

@Suite("The server's limits table in docs/limits.md is the code's")
struct LimitsTableTests {
    @Test func everyLimitOfTheServiceAndTheServerIsInTheTableWithItsValue() throws {
        let service = try CountriesEngine()
        let timeouts = ServerTimeouts.standard
        let code = service.enforcedLimits + [
            EnforcedLimit("Request body", GraphQLHTTPEndpoint.maxBodySize),
            EnforcedLimit("Operations in a batch", GraphQLHTTPEndpoint.standardBatchLimit),
            EnforcedLimit("Persisted documents", PersistedQueries.capacity),
            EnforcedLimit("Persisted documents' bytes", PersistedQueries.maxBytes),
            EnforcedLimit("Answers by request bytes", AnswersByRequestBytes.capacity),
            EnforcedLimit("Answers by request bytes' bytes", AnswersByRequestBytes.maxBytes),
            EnforcedLimit("Request deadline", Int(timeouts.requestDeadline.components.seconds)),
            EnforcedLimit("Request read timeout", Int(timeouts.requestRead.components.seconds)),
            EnforcedLimit("Idle timeout", Int(timeouts.idle.components.seconds)),
        ]
        let table = try ReadmeLimitsTable.rows()
        for limit in code {
            #expect(table[limit.name] == limit.value, "\(limit.name): the code enforces \(limit.value)")
        }
        #expect(Set(table.keys) == Set(code.map(\.name)), "a row of the table that the code does not enforce")
    }
}
