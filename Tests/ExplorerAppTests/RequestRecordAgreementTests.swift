import CountriesAPI
import CountriesClientTesting
import CountriesEmbedded
import CountriesEngine
import CountryExplorerTesting
@testable import Explorer
@testable import ExplorerApp
import Foundation
import GraphQLClient
import TerminalUI
import Testing

/// One run of the explorer's loading, driven through the real client, loader and reducer: what the status bar
/// shows, and the client's record of each request, which the request log and `--log` render.
private struct Drive {
    let harness: CacheHarness
    let client: GraphQLClient
    let loader: DataLoader
    var state = ExplorerState(width: 400, height: 30)

    /// Over the harness's counting transport, with the bundled data as the fallback (`fallback`), or offline: the
    /// bundled data as the only transport.
    init(fallback: Bool = true, offline: Bool = false) throws {
        let service = try CountriesEngine()
        harness = try CacheHarness(fallback: fallback ? EmbeddedTransport(executor: service, reason: .awaitingNetwork) : nil)
        let clock = harness.clock
        client = offline
            ? GraphQLClient(
                transport: EmbeddedTransport(executor: service), cache: ClientCache(store: InMemoryNormalizedCache(), schema: CacheConfiguration.schema),
                now: { clock.date }
            )
            : harness.client
        loader = DataLoader(client: client, now: { clock.date })
        _ = state.update(.key(.resize(width: 400, height: 30)))
    }

    /// Follows `request` until `count` arrivals came, and hands them to the reducer.
    mutating func follow(_ request: DataRequest, arrivals count: Int) async {
        let posts = Arrivals<Loadable>()
        let loader = self.loader
        let task = Task { await loader.follow(request) { posts.append($0) } }
        let arrived = await posts.wait(for: count)
        task.cancel()
        for post in arrived.prefix(count) { _ = state.update(.loaded(request, post)) }
    }

    /// Ctrl-R, then each screen's refresh, handed to the reducer.
    mutating func refresh() async {
        _ = state.update(.key(.control("r")))
        for request in state.refreshing.sorted(by: { "\($0)" < "\($1)" }) {
            _ = state.update(.loaded(request, await loader.refresh(request)))
        }
    }

    /// Stores the list in the cache, as an earlier run would have, `minutes` ago.
    func cacheTheList(minutesAgo minutes: Int) async {
        _ = await loader.refresh(.allCountries)
        harness.clock.advance(by: .seconds(Int64(minutes) * 60))
    }

    /// The bar, drawn now.
    var bar: String {
        let frame = ExplorerView.render(state, now: harness.clock.date, timeZone: TimeZone(identifier: "UTC") ?? .current)
        return frame.row(frame.height - 1)
    }

    /// The newest record of `request`.
    func record(of request: DataRequest) async -> AnswerTrace? {
        guard let sent = await loader.graphQLRequest(for: request) else { return nil }
        return await client.requestLog().first { $0.document == sent.query && $0.variables == sent.variables }
    }
}

@Suite("One record per request: the status bar, the request log and --log say the same")
struct RequestRecordAgreementTests {
    /// Drives the state a row of the status-bar table names through the real client; returns the drive and the
    /// request whose record the bar's words come from (nil for the rows the explorer says alone).
    private static func drive(_ row: String) async throws -> (Drive, DataRequest?) {
        switch row {
        case "live · 127.0.0.1 · 12:03:04":
            var drive = try Drive()
            await drive.follow(.allCountries, arrivals: 2)
            return (drive, .allCountries)
        case "cached 3 min ago":
            var drive = try Drive()
            await drive.cacheTheList(minutesAgo: 3)
            drive.harness.transport.hold("AllCountries")
            await drive.follow(.allCountries, arrivals: 1)
            return (drive, .allCountries)
        case "bundled data, asking the network… · 12:03:04":
            var drive = try Drive()
            drive.harness.transport.hold("AllCountries")
            await drive.follow(.allCountries, arrivals: 1)
            return (drive, .allCountries)
        case "bundled data, offline · 12:03:04":
            var drive = try Drive(offline: true)
            await drive.follow(.allCountries, arrivals: 1)
            return (drive, .allCountries)
        case "stale · cached 3 min ago · network error: …":
            var drive = try Drive()
            await drive.cacheTheList(minutesAgo: 3)
            drive.harness.transport.setFailing(true)
            await drive.follow(.allCountries, arrivals: 2)
            return (drive, .allCountries)
        case "stale · cached 3 min ago · refresh failed: HTTP 500 …":
            var drive = try Drive()
            await drive.cacheTheList(minutesAgo: 3)
            drive.harness.transport.replace(with: .failure(.httpStatus(code: 500, bodyExcerpt: "")))
            await drive.follow(.allCountries, arrivals: 2)
            await drive.refresh()
            return (drive, .allCountries)
        case "stale · live · 127.0.0.1 · 12:03:04 (2 min ago) · refresh failed: …":
            var drive = try Drive()
            await drive.follow(.allCountries, arrivals: 2)
            drive.harness.clock.advance(by: .seconds(150))
            drive.harness.transport.setFailing(true)
            await drive.refresh()
            return (drive, .allCountries)
        case "stale · cached 3 min ago · malformed response: …":
            var drive = try Drive()
            await drive.cacheTheList(minutesAgo: 3)
            drive.harness.transport.replace(with: .body(#"{"data":{}}"#))
            await drive.follow(.allCountries, arrivals: 2)
            return (drive, .allCountries)
        case "stale · bundled data · GraphQL error: rate limited":
            var drive = try Drive()
            drive.harness.transport.replace(with: .body(#"{"errors":[{"message":"rate limited"}]}"#))
            await drive.follow(.allCountries, arrivals: 2)
            return (drive, .allCountries)
        case "stale · bundled data, offline · refresh failed: offline: …":
            var drive = try Drive(offline: true)
            await drive.follow(.allCountries, arrivals: 1)
            await drive.refresh()
            return (drive, .allCountries)
        case "no data · …":
            var drive = try Drive(fallback: false)
            drive.harness.transport.setFailing(true)
            await drive.follow(.allCountries, arrivals: 1)
            return (drive, .allCountries)
        case "… · Åland: stale · bundled data · …":
            var drive = try Drive()
            await drive.follow(.allCountries, arrivals: 2)
            let index = try #require(drive.state.screen.rows.firstIndex { $0.item.title == "Åland" })
            for _ in 0..<index { _ = drive.state.update(.key(.down)) }
            drive.harness.transport.setFailing(true)
            await drive.follow(.countryDetail("AX"), arrivals: 2)
            await drive.refresh()
            return (drive, .countryDetail("AX"))
        default:
            // `loading…`, `⠋ refreshing · …` and `cache disabled: …`: said before, or beside, any record.
            return (try Drive(), nil)
        }
    }

    /// For each row of the status-bar table: the bar's words about the request (the detail pane's part, for the
    /// pane's row), the request log's row of its newest record, and that record's `--log` line name the same
    /// origin and the same failure, word for word.
    @Test(arguments: StatusBarStates.rows.map(\.says))
    func theThreeViewsOfARequestAgree(row: String) async throws {
        let (drive, request) = try await Self.drive(row)
        guard let request else {
            #expect(await drive.client.requestLog().isEmpty, "nothing was asked: \(row)")
            return
        }
        let record = try #require(await drive.record(of: request), "no record of \(request) for \(row)")
        let bar = drive.bar
        var said = bar
        if case .countryDetail = request, let pane = bar.range(of: "Åland: ") { said = String(bar[pane.upperBound...]) }
        let logRow = RequestLogView.text(of: InspectionWords.summary(record), timeZone: TimeZone(identifier: "UTC") ?? .current)
        let logLine = record.logLine

        // The same failure, in the same words, in all three.
        let fault = record.refusal ?? record.failure ?? record.attempts.lazy.compactMap { attempt -> String? in
            guard case .failed(_, let reason) = attempt.outcome else { return nil }
            return reason
        }.first
        if let fault {
            #expect(said.contains(fault), "\(row): the bar reads \(bar), without \(fault)")
            #expect(logRow.contains(fault), "\(row): the log's row reads \(logRow), without \(fault)")
            #expect(logLine.contains(fault), "\(row): --log reads \(logLine), without \(fault)")
            #expect(!logRow.hasSuffix(" ok") && !logLine.hasSuffix(" · ok"), "\(row): a failure is never ok: \(logRow) / \(logLine)")
        }
        // The same origin: what answered, or what was shown instead.
        switch record.shownInstead ?? record.origin {
        case .network?:
            #expect(said.contains("live"), "\(row): \(bar)")
            #expect(logRow.contains("network"), "\(row): \(logRow)")
            #expect(logLine.contains("network HTTP"), "\(row): \(logLine)")
        case .cache?:
            #expect(said.contains("cached"), "\(row): \(bar)")
            #expect(logRow.contains("cache"), "\(row): \(logRow)")
            #expect(logLine.contains("cache"), "\(row): \(logLine)")
        case .bundled?:
            #expect(said.contains("bundled data"), "\(row): \(bar)")
            #expect(logRow.contains("bundled"), "\(row): \(logRow)")
            #expect(logLine.contains("bundled"), "\(row): \(logLine)")
        case nil:
            // Nothing answered this time: the bar says the data on screen is stale, or that there is none.
            #expect(said.contains("stale") || said.contains("no data"), "\(row): \(bar)")
            #expect(logRow.contains("failed: ") || logRow.contains("refused: "), "\(row): \(logRow)")
        }
    }

    /// The example of the issue: `{"data":{}}` for a country after good data. The reply is refused, and all
    /// three say so, in the client's words: the bar keeps the data with why, the log's row and `--log` say refused.
    @Test func anEmptyDataObjectForACountryIsRefusedByAllThree() async throws {
        var drive = try Drive()
        await drive.follow(.allCountries, arrivals: 2)
        let code = try #require(drive.state.requests(for: drive.state.screen).last)
        await drive.follow(code, arrivals: 2)
        drive.harness.transport.replace(with: .body(#"{"data":{}}"#))
        await drive.refresh()
        let record = try #require(await drive.record(of: code))
        let why = "malformed response: the data does not match CountryDetail: data.country: expected Country?, found nothing"
        #expect(record.refusal == why)
        #expect(record.verdict == .refused(why))
        #expect(drive.bar.contains(why), "\(drive.bar)")
        let logRow = RequestLogView.text(of: InspectionWords.summary(record), timeZone: TimeZone(identifier: "UTC") ?? .current)
        #expect(logRow.contains("network") && logRow.contains("11 B") && logRow.contains("refused: \(why)"), "\(logRow)")
        #expect(record.logLine.contains("network HTTP 200 in 0 ms, 11 B · refused: \(why)"), "\(record.logLine)")
    }
}
