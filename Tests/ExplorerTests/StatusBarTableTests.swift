import Explorer
import Foundation
import TerminalUI
import Testing

/// The status-bar table of `docs/status-bar.md`, read from the file.
private enum StatusBarTable {
    /// `docs/status-bar.md` under the repository's root.
    static let readme: String = {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/status-bar.md")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    /// The first column of the table under "### The status bar", without its backquotes.
    static var documented: [String] {
        guard let start = readme.range(of: "# The status bar") else { return [] }
        return readme[start.upperBound...].split(separator: "\n").drop { !$0.hasPrefix("| The bar says") }.dropFirst(2)
            .prefix { $0.hasPrefix("|") }
            .compactMap { $0.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "`")) } }
    }
}

/// Each state docs/status-bar.md lists, driven with plain values: its text, up to the table's `…`, is what the bar shows.
@Suite("The status bar's states, as docs/status-bar.md lists them")
struct StatusBarTableTests {
    typealias States = StatusBarStatesTests
    static let start = States.start

    /// A state for each row of the table, by its text.
    static func state(for row: String) -> (state: ExplorerState, now: Date)? {
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
            var state = ExplorerState(width: 100, height: 30)
            _ = state.update(.key(.resize(width: 100, height: 30)))
            return (state, start)
        case "live · 127.0.0.1 · 12:03:04": return (States.state(list: liveAtNoon), noon)
        case "cached 3 min ago": return (States.state(list: minutes3), start)
        case "bundled data, asking the network… · 12:03:04":
            return (States.state(list: DataOrigin(kind: .bundled(reason: .awaitingNetwork), receivedAt: noon)), noon)
        case "bundled data, offline · 12:03:04":
            return (States.state(list: DataOrigin(kind: .bundled(reason: .offline), receivedAt: noon)), noon)
        case "stale · cached 3 min ago · network error: …":
            return (failed(States.state(list: minutes3), States.refused, refresh: false), start)
        case "stale · cached 3 min ago · refresh failed: HTTP 500 …":
            return (failed(States.state(list: minutes3), "HTTP 500 from the server", refresh: true), start)
        case "stale · live · 127.0.0.1 · 12:03:04 (2 min ago) · refresh failed: …":
            return (failed(States.state(list: liveAtNoon), "HTTP 500 from the server", refresh: true), noon.addingTimeInterval(150))
        case "stale · bundled data · GraphQL error: rate limited":
            return (failed(States.state(list: States.awaiting), "GraphQL error: rate limited", refresh: false), start)
        case "stale · bundled data, offline · refresh failed: offline: …":
            return (failed(States.state(list: States.offline), "offline: there is no network to refresh from", refresh: true), start)
        case "no data · …":
            var state = ExplorerState(width: 100, height: 30)
            _ = state.update(.key(.resize(width: 100, height: 30)))
            _ = state.update(.loaded(.allCountries, .failed(States.refused)))
            return (state, start)
        case "live · … · Åland: stale · bundled data · …":
            var state = ExplorerState(width: 100, height: 30)
            let aland = Fixtures.country("AX", "Åland", "Åland", "🇦🇽", capital: "Mariehamn", currency: "EUR", continent: ("EU", "Europe"))
            _ = state.update(.key(.resize(width: 100, height: 30)))
            _ = state.update(.loaded(.allCountries, .loaded(.countries(heading: nil, [aland]), States.live)))
            let details = CountryDetails(summary: aland, phones: ["358"], currencies: ["EUR"], languages: [], states: [])
            _ = state.update(.loaded(.countryDetail("AX"), .loaded(.countryDetail(details), States.awaiting)))
            _ = state.update(.loaded(.countryDetail("AX"), .failed(States.refused)))
            return (state, start)
        case "⠋ refreshing · …":
            var state = States.state(list: States.live)
            state.press([.control("r")], answering: false)
            return (state, start)
        case "cache disabled: …":
            var state = States.state(list: States.live)
            _ = state.update(.notice("cache disabled: file is not a database (/tmp/x/cache.sqlite); keeping data in memory"))
            return (state, start)
        default: return nil
        }
    }

    @Test func theDocsListEveryStateThisTestDrives() {
        let documented = StatusBarTable.documented
        #expect(documented.count >= 14, "\(documented)")
        for row in documented {
            #expect(Self.state(for: row) != nil, "docs/status-bar.md lists a state no test drives: \(row)")
        }
    }

    @Test func eachStateReadsAsTheDocsSay() {
        for row in StatusBarTable.documented {
            guard let (state, now) = Self.state(for: row) else { continue }
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
}
