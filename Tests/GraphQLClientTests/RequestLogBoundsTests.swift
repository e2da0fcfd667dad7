import Foundation
@testable import GraphQLClient
import JSONCore
import Testing

/// The request log's bound in bytes, beside its bound in count: large answers cannot pile up in memory.
@Suite("The request log's bounds")
struct RequestLogBoundsTests {
    /// A trace whose data is one string of `bytes` bytes (estimated `bytes + 2 + …`).
    private func trace(_ id: Int, bytes: Int) -> AnswerTrace {
        AnswerTrace(
            id: id, operationName: "Big", operationType: .query, document: "{ big }", variables: Data("{}".utf8),
            policy: .networkOnly, origin: nil, startedAt: Date(timeIntervalSince1970: 0), duration: .zero,
            data: .object(["big": .string(String(repeating: "x", count: bytes))])
        )
    }

    @Test func answersJustUnderTheByteBoundAreAllKeptAndOneMoreDropsTheOldest() {
        var log = RequestLog()
        // Four answers of a quarter of the bound, less their keys and quotes: just under it together.
        let quarter = RequestLog.maxBytes / 4 - 16
        for _ in 0..<4 { _ = log.append { trace($0, bytes: quarter) } }
        #expect(log.traces.map(\.id) == [1, 2, 3, 4])
        _ = log.append { trace($0, bytes: quarter) }
        #expect(log.traces.map(\.id) == [2, 3, 4, 5], "the fifth goes over: the oldest goes")
    }

    @Test func oneAnswerOverTheBoundIsStillKeptAlone() {
        var log = RequestLog()
        _ = log.append { trace($0, bytes: 10) }
        _ = log.append { trace($0, bytes: RequestLog.maxBytes + 1) }
        #expect(log.traces.map(\.id) == [2], "the newest is always there to inspect")
        _ = log.append { trace($0, bytes: 10) }
        #expect(log.traces.map(\.id) == [3])
    }

    @Test func theEstimateCountsStringsKeysAndValues() {
        #expect(RequestLog.estimatedBytes(.string("abc")) == 5)
        #expect(RequestLog.estimatedBytes(.object(["ab": .number(1)])) == 2 + 2 + 4 + 8)
        #expect(RequestLog.estimatedBytes(.array([.null, .bool(true)])) == 2 + 9 + 9)
    }
}
