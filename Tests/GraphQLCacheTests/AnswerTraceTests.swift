import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import JSONCore
import Testing

@Suite("Each answer's trace and the client's request log")
struct AnswerTraceTests {
    @Test func aNetworkAnswerCarriesItsOperationVariablesPolicyOriginAndSize() async throws {
        let harness = try CacheHarness()
        let started = harness.clock.date
        let response = try await harness.client.fetch(CountryDetailQuery(code: "JP", lang: "ja"), policy: .networkOnly)
        let trace = try #require(response.trace)
        #expect(trace.title == "query CountryDetail")
        #expect(trace.document == CountryDetailQuery.document)
        #expect(try JSONValue(parsing: trace.variables) == .object(["code": .string("JP"), "lang": .string("ja")]))
        #expect(trace.policy == .networkOnly)
        #expect(trace.startedAt == started)
        guard case .network(let endpoint, let status, let bytes, _)? = trace.origin else {
            Issue.record("not from the network: \(String(describing: trace.origin))")
            return
        }
        #expect(endpoint == CountingTransport.endpoint && status == 200 && bytes > 500)
        #expect(trace.data?["country"]?["capital"] == .string("Tokyo"))
        #expect(trace.errors.isEmpty && trace.failure == nil)
    }

    @Test func aCachedAnswerSaysHowManyRecordsItWasReadFromAndHowOldTheyAre() async throws {
        let harness = try CacheHarness()
        let stored = harness.clock.date
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
        harness.clock.advance(by: .seconds(90))
        let cached = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .cacheFirst)
        let trace = try #require(cached.trace)
        guard case .cache(let storedAt, let records, let file)? = trace.origin else {
            Issue.record("not from the cache: \(String(describing: trace.origin))")
            return
        }
        // ROOT_QUERY, Country:JP, its continent, its language and its states and subdivisions.
        #expect(storedAt == stored && records > 3 && file == nil)
        #expect(trace.originText(now: harness.clock.date).hasPrefix("cache · \(records) records · stored 1 min ago · in memory"))
    }

    @Test func theDurationIsMeasuredOnTheClientsClock() async throws {
        let harness = try CacheHarness()
        let clock = harness.clock
        let slow = GraphQLClient(transport: AdvancingTransport(inner: harness.transport, clock: clock, by: .milliseconds(250)), now: { clock.date })
        let trace = try #require(try await slow.fetch(ContinentsListQuery(), policy: .networkOnly).trace)
        #expect(trace.duration == .milliseconds(250))
        #expect(trace.durationText == "250 ms")
    }

    @Test func theLogHoldsAnswersAndFailuresNewestFirst() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        _ = try await harness.client.fetch(ContinentsListQuery(), policy: .cacheFirst)
        harness.transport.setFailing(true)
        await #expect(throws: GraphQLClientError.self) {
            try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        }
        let log = await harness.client.requestLog()
        #expect(log.map(\.id) == [3, 2, 1])
        #expect(log[0].origin == nil && log[0].failure == "network error: cannot reach countries.test: connection refused")
        if case .cache? = log[1].origin {} else { Issue.record("the second answer came from the cache: \(log[1])") }
        #expect(await harness.client.trace(id: 2) == log[1])
    }

    @Test func theBundledAnswerGivenAtOnceIsTracedWithoutAPolicy() async throws {
        let harness = try CacheHarness(fallback: try CountingTransport())
        let response = try #require(try await harness.client.fallbackAnswer(ContinentsListQuery(), reason: .awaitingNetwork))
        let trace = try #require(response.trace)
        #expect(trace.policy == nil)
        guard case .bundled(.awaitingNetwork, let bytes)? = trace.origin else {
            Issue.record("not bundled: \(String(describing: trace.origin))")
            return
        }
        #expect(bytes > 100)
    }

    @Test func theLogKeepsTheLast500() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        for _ in 1..<500 { _ = try await harness.client.fetch(ContinentsListQuery(), policy: .cacheOnly) }
        var log = await harness.client.requestLog()
        #expect(log.count == 500 && log.last?.id == 1, "500 answers: all kept")
        _ = try await harness.client.fetch(ContinentsListQuery(), policy: .cacheOnly)
        log = await harness.client.requestLog()
        #expect(log.count == 500 && log.first?.id == 501 && log.last?.id == 2, "the 501st drops the first")
        #expect(await harness.client.trace(id: 1) == nil)
        #expect(await harness.client.trace(id: 2)?.id == 2)
    }

    @Test func tracesAreNotPartOfAnAnswersValue() async throws {
        let harness = try CacheHarness()
        let first = try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        let second = try await harness.client.fetch(ContinentsListQuery(), policy: .networkOnly)
        #expect(first.trace?.id != second.trace?.id)
        #expect(first == second)
    }

    @Test func theCacheCanBeListedReadAndEvictedOneRecordAtATime() async throws {
        let harness = try CacheHarness()
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
        let contents = try #require(try await harness.client.cacheContents())
        #expect(contents.keys.contains("Country:JP") && contents.keys.contains("Continent:AS") && contents.keys == contents.keys.sorted())
        #expect(contents.file == nil)
        let japan = try #require(try await harness.client.cachedRecord(forKey: "Country:JP"))
        #expect(japan.fields["continent"] == .reference("Continent:AS"))
        #expect(try await harness.client.evictCachedRecord(forKey: "Country:JP"))
        #expect(try await !harness.client.evictCachedRecord(forKey: "Country:JP"))
        #expect(try await harness.client.cachedRecord(forKey: "Country:JP") == nil)
        // The next fetch that needs it asks the network, and refills it.
        let calls = harness.transport.calls
        _ = try await harness.client.fetch(CountryDetailQuery(code: "JP"), policy: .cacheFirst)
        #expect(harness.transport.calls == calls + 1)
        #expect(try await harness.client.cachedRecord(forKey: "Country:JP") != nil)
    }
}

/// A transport that moves the manual clock on while it answers, as a slow network would.
private struct AdvancingTransport: GraphQLTransport {
    let inner: any GraphQLTransport
    let clock: ManualClock
    let by: Duration

    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        clock.advance(by: by)
        return try await inner.send(request)
    }
}
