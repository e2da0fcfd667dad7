import CountriesAPI
import CountriesClientTesting
import CountriesEmbedded
import CountriesEngine
import CountryExplorerTesting
import Foundation
import GraphQLClient
import Testing

/// A transport that fails as a server that never answers does, after `after` on the client's clock.
private struct HangingTransport: GraphQLTransport {
    let clock: ManualClock
    let after: Duration

    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        clock.advance(by: after)
        throw .timeout(host: "127.0.0.1", seconds: 10)
    }
}

@Suite("The record of each request: the sources asked, the verdict, and what was shown instead")
struct RequestRecordTests {
    /// Before, a hanging server's request read `bundled  10015 ms  5369 B  ok`: the failure was nowhere, and the
    /// time overflowed its column.
    @Test func aHangingServerIsRecordedAsFailedWithTheBundledDataShownInstead() async throws {
        let clock = ManualClock()
        let client = GraphQLClient(
            transport: HangingTransport(clock: clock, after: .milliseconds(10_015)),
            fallback: EmbeddedTransport(executor: try CountriesEngine()), now: { clock.date }
        )
        let response = try await client.fetch(CountryDetailQuery(code: "AL"), policy: .cacheFirst)
        let record = try #require(response.trace)
        let why = "network error: 127.0.0.1 did not answer within 10 s"
        #expect(record.attempts.count == 2)
        #expect(record.attempts.first == TransportAttempt(standIn: false, outcome: .failed(status: nil, reason: why), duration: .milliseconds(10_015)))
        #expect(record.attempts.last?.standIn == true)
        guard case .bundled? = record.shownInstead else {
            Issue.record("the bundled data was shown instead: \(String(describing: record.shownInstead))")
            return
        }
        #expect(record.outcomeText == "failed: \(why) · bundled data shown")
        #expect(record.durationText == "10.0 s", "a time from a second on keeps to its column")
        #expect(record.logLine.hasPrefix(#"CountryDetail {"code":"AL""#), "\(record.logLine)")
        #expect(record.logLine.contains(": network no reply in 10.0 s, then bundled HTTP 200 in 0 ms, "), "\(record.logLine)")
        #expect(record.logLine.hasSuffix(" B · failed: \(why) · bundled data shown"), "\(record.logLine)")
    }

    @Test func aRefusedConnectionIsAFailureNotAnOKBundledAnswer() async throws {
        let harness = try CacheHarness(fallback: EmbeddedTransport(executor: try CountriesEngine()))
        harness.transport.setFailing(true)
        let record = try #require(try await harness.client.fetch(ContinentsListQuery(), policy: .cacheFirst).trace)
        #expect(record.outcomeText == "failed: network error: cannot reach countries.test: connection refused · bundled data shown")
        #expect(record.verdict == .accepted, "the bundled data's own reply was taken")
    }

    /// A reply that does not match the operation is refused by the client, as `query` refuses it: the record
    /// keeps the reply's status and size, and why it was refused; the cache's data is what was shown instead.
    @Test func aRefusedReplyOverCachedDataIsRecordedAsRefusedWithTheCacheShown() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(CountryDetailQuery(code: "AL"), policy: .networkOnly)
        harness.transport.replace(with: .body(#"{"data":{}}"#))
        let why = "malformed response: the data does not match CountryDetail: data.country: expected Country?, found nothing"
        await #expect(throws: GraphQLClientError.malformedResponse(String(why.dropFirst("malformed response: ".count)))) {
            _ = try await harness.client.fetch(CountryDetailQuery(code: "AL"), policy: .networkOnly)
        }
        let refused = try #require(await harness.client.requestLog().first)
        #expect(refused.verdict == .refused(why))
        #expect(refused.attempts.map(\.outcome) == [.replied(status: 200, bytes: 11)])
        #expect(refused.outcomeText == "refused: \(why)")
        let fallen = try #require(try await harness.client.fetch(CountryDetailQuery(code: "AL"), policy: .networkFirst).trace)
        guard case .cache? = fallen.shownInstead else {
            Issue.record("the cache's data was shown instead: \(String(describing: fallen.shownInstead))")
            return
        }
        #expect(fallen.outcomeText == "refused: \(why) · cached data shown")
    }

    @Test func eachRecordIsHandedOnAsItIsMade() async throws {
        let transport = try CountingTransport()
        let records = Arrivals<AnswerTrace>()
        let client = GraphQLClient(transport: transport, onRecord: { records.append($0) })
        _ = try await client.fetch(ContinentsListQuery(), policy: .networkOnly)
        transport.setFailing(true)
        _ = try? await client.fetch(ContinentsListQuery(), policy: .networkOnly)
        let handed = await records.wait(for: 2)
        #expect(handed.map(\.id) == [1, 2])
        #expect(handed.last?.outcomeText == "failed: network error: cannot reach countries.test: connection refused")
        #expect(await client.requestLog().map(\.id) == [2, 1], "the log holds the same records")
    }
}
