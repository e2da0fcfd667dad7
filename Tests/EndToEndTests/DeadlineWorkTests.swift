import Foundation
import Testing

@Suite("A request past its deadline leaves no work behind", .serialized, .requiresProcStat)
struct DeadlineWorkTests {
    /// Twelve new documents whose field merging needs 9,870 comparisons each (141 fields under one name, written
    /// differently), each answered 504 after a millisecond: the work stops with the answer, so the server is idle
    /// once the last one is answered. It went on to the end of each document before: seconds of CPU for the debug
    /// build.
    @Test func requestsPastTheirDeadlineStopWorkingWhenTheyAreAnswered() async throws {
        try await withServer(arguments: ["--request-deadline", "0.001"]) { server in
            for round in 0..<12 {
                let query = "{ " + (1...141).map { "countries{r\(round)f\($0):name}" }.joined(separator: " ") + " }"
                let answer = try await HTTPExchange.graphQL(server.endpoint, query: query)
                #expect(answer.status == 504)
            }
            let leftover = try #require(await ProcessCPU.ticks(of: server.pid, over: .seconds(3)))
            #expect(leftover <= 30, "\(leftover) ticks of CPU in the 3 s after the last 504")
        }
    }
}
