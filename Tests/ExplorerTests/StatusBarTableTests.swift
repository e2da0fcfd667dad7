@testable import Explorer
import Foundation
import TerminalUI
import Testing

/// The documentation's status-bar table, read from the file.
enum StatusBarTable {
    /// The repository's root.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The table of `docs/status-bar.md`, line by line.
    static var documented: String {
        guard let text = try? String(contentsOf: root.appendingPathComponent("docs/status-bar.md"), encoding: .utf8) else { return "" }
        return text.components(separatedBy: "\n").drop { !$0.hasPrefix("| The bar says") }.prefix { $0.hasPrefix("|") }.joined(separator: "\n")
    }
}

/// Each state the documentation lists (`StatusBarStates`, which writes its table), driven with plain values: its
/// text, up to each `…`, is what the bar shows.
@Suite("The status bar's states, as the documentation lists them")
struct StatusBarTableTests {
    typealias States = StatusBarStatesTests
    static let start = States.start

    /// A state for each row of the table, by its text, on a terminal `width` columns wide.
    static func state(for row: String, width: Int = 100) -> (state: ExplorerState, now: Date)? {
        let minutes3 = DataOrigin(kind: .cache(storedAt: start.addingTimeInterval(-180)), receivedAt: start)
        func failed(_ state: ExplorerState, _ message: String, refresh: Bool) -> ExplorerState {
            var state = state
            if refresh { state.press([.control("r")], answering: false) }
            _ = state.update(.loaded(.allCountries, .failed(message)))
            if refresh { _ = state.update(.loaded(.countryDetail("AQ"), .failed(message))) }
            return state
        }
        // 12:03:04 UTC on the fixtures' day.
        let noon = Date(timeIntervalSince1970: 1_789_992_184)
        let liveAtNoon = DataOrigin(kind: .live(host: "127.0.0.1"), receivedAt: noon)
        switch row {
        case "loading…":
            var state = ExplorerState(width: width, height: 30)
            _ = state.update(.key(.resize(width: width, height: 30)))
            return (state, start)
        case "live · 127.0.0.1 · 12:03:04": return (States.state(list: liveAtNoon, width: width), noon)
        case "cached 3 min ago": return (States.state(list: minutes3, width: width), start)
        case "bundled data, asking the network… · 12:03:04":
            return (States.state(list: DataOrigin(kind: .bundled(reason: .awaitingNetwork), receivedAt: noon), width: width), noon)
        case "bundled data, offline · 12:03:04":
            return (States.state(list: DataOrigin(kind: .bundled(reason: .offline), receivedAt: noon), width: width), noon)
        case "stale · cached 3 min ago · network error: …":
            return (failed(States.state(list: minutes3, width: width), States.refused, refresh: false), start)
        case "stale · cached 3 min ago · refresh failed: HTTP 500 …":
            return (failed(States.state(list: minutes3, width: width), "HTTP 500 from the server", refresh: true), start)
        case "stale · live · 127.0.0.1 · 12:03:04 (2 min ago) · refresh failed: …":
            return (failed(States.state(list: liveAtNoon, width: width), "HTTP 500 from the server", refresh: true), noon.addingTimeInterval(150))
        case "stale · bundled data · GraphQL error: rate limited":
            return (failed(States.state(list: States.awaiting, width: width), "GraphQL error: rate limited", refresh: false), start)
        case "stale · bundled data, offline · refresh failed: offline: …":
            return (failed(States.state(list: States.offline, width: width), "offline: there is no network to refresh from", refresh: true), start)
        case "no data · …":
            var state = ExplorerState(width: width, height: 30)
            _ = state.update(.key(.resize(width: width, height: 30)))
            _ = state.update(.loaded(.allCountries, .failed(States.refused)))
            return (state, start)
        case "stale · cached 3 min ago · malformed response: …":
            let refused = "malformed response: the data does not match CountryDetail: data.country: expected Country, found nothing"
            return (failed(States.state(list: minutes3, width: width), refused, refresh: false), start)
        case "… · Åland: stale · bundled data · …":
            var state = ExplorerState(width: width, height: 30)
            let aland = Fixtures.country("AX", "Åland", "Åland", "🇦🇽", capital: "Mariehamn", currency: "EUR", continent: ("EU", "Europe"))
            _ = state.update(.key(.resize(width: width, height: 30)))
            _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, [aland]), States.live)))
            let details = CountryDetails(summary: aland, phones: ["358"], currencies: ["EUR"], languages: [], states: [])
            _ = state.update(.loaded(.countryDetail("AX"), .loaded(.countryDetail(details), States.awaiting)))
            _ = state.update(.loaded(.countryDetail("AX"), .failed(States.refused)))
            // The list's refresh failed too: its long words must not push the pane's origin off the bar.
            state.press([.control("r")], answering: false)
            _ = state.update(.loaded(.allCountries, .failed(States.refused)))
            _ = state.update(.loaded(.countryDetail("AX"), .failed(States.refused)))
            return (state, start)
        case "⠋ refreshing · …":
            var state = States.state(list: States.live, width: width)
            state.press([.control("r")], answering: false)
            return (state, start)
        case "cache disabled: …":
            var state = States.state(list: States.live, width: width)
            _ = state.update(.notice("cache disabled: file is not a database (/tmp/x/cache.sqlite); keeping data in memory"))
            return (state, start)
        default: return nil
        }
    }

    @Test func theDocumentedTableIsTheOneTheCodeWrites() {
        #expect(StatusBarTable.documented == StatusBarStates.markdownTable, "it should read:\n\(StatusBarStates.markdownTable)")
    }

    @Test func everyStateIsDriven() {
        #expect(StatusBarStates.rows.count >= 15)
        for row in StatusBarStates.rows {
            #expect(Self.state(for: row.says) != nil, "a state no test drives: \(row.says)")
        }
    }

    @Test func eachStateReadsAsTheTableSaysWhereTheBarHasRoom() {
        for row in StatusBarStates.rows.map(\.says) {
            guard let (state, now) = Self.state(for: row, width: 220) else { continue }
            let bar = States.bar(state, now: now)
            // Each `…` stands for any text.
            var rest = Substring(bar)
            for piece in row.components(separatedBy: "…").filter({ !$0.isEmpty }) {
                guard let found = rest.range(of: piece) else {
                    Issue.record("the bar reads \(bar), not \(row)")
                    break
                }
                rest = rest[found.upperBound...]
            }
        }
    }

    /// At 80, 100 and 120 columns every state names the origin of what is on screen whole, the detail pane's too;
    /// an age is left out only once no failure's words are left, and the failures' words are shortened first.
    @Test(arguments: [80, 100, 120])
    func eachStateNamesItsOriginsAtEveryWidth(width: Int) {
        for row in StatusBarStates.rows.map(\.says) {
            guard let (state, now) = Self.state(for: row, width: width), state.notice == nil else { continue }
            let bar = States.bar(state, now: now)
            let line = StatusLine(state, now: now, timeZone: TimeZone(identifier: "UTC") ?? .current)
            #expect(DisplayWidth.of(bar) <= width)
            for part in line.parts where part.kind == .origin {
                #expect(bar.contains(part.text), "at \(width) columns, \(row): the bar reads \(bar), without \(part.text)")
            }
            let failureShown = line.parts.contains { $0.kind == .failure && bar.contains($0.text.prefix(StatusLine.shortestFailure - 1)) }
            for part in line.parts where part.kind == .age && failureShown {
                #expect(bar.contains(part.text), "at \(width) columns, \(row): a failure's words outlast the age \(part.text): \(bar)")
            }
        }
    }

    /// The list's refresh failed with long words, and the pane shows a country never fetched, from the bundled data.
    @Test func theListsLongFailureNeverHidesThePanesOriginAt100Columns() throws {
        let (state, now) = try #require(Self.state(for: "… · Åland: stale · bundled data · …", width: 100))
        let bar = States.bar(state, now: now)
        #expect(bar.contains("stale · live · 127.0.0.1"), "\(bar)")
        #expect(bar.contains("Åland: stale · bundled data"), "\(bar)")
        #expect(bar.contains("refresh fai"), "the failure shortened, not left out, while it fits: \(bar)")
    }
}
