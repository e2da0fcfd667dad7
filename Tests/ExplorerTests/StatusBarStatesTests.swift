import Explorer
import Foundation
import TerminalUI
import Testing

/// Every state the status bar can be in, driven with plain values: the bar says where the data on screen came
/// from (live, cached, bundled), its age where it has one, and the last failure, the same from frame to frame.
@Suite("The status bar says where the data on screen came from")
struct StatusBarStatesTests {
    static let start = Date(timeIntervalSince1970: 1_790_000_000)
    static let live = DataOrigin(kind: .live(host: "127.0.0.1"), receivedAt: start)
    static let cached = DataOrigin(kind: .cache(storedAt: start.addingTimeInterval(-600)), receivedAt: start)
    static let awaiting = DataOrigin(kind: .bundled(reason: .awaitingNetwork), receivedAt: start)
    static let offline = DataOrigin(kind: .bundled(reason: .offline), receivedAt: start)
    static let unavailable = DataOrigin(
        kind: .bundled(reason: .networkFailed("network error: cannot reach 127.0.0.1: connection refused")), receivedAt: start
    )
    static let refused = "network error: cannot reach 127.0.0.1: connection refused"

    /// The bottom row of `state` drawn at `now`.
    static func bar(_ state: ExplorerState, now: Date = start) -> String {
        let frame = Fixtures.render(state, now: now)
        return frame.row(frame.height - 1)
    }

    /// A Countries tab whose list and whose first row's detail (Antarctica's) came from `list` and `detail`.
    static func state(list: DataOrigin, detail: DataOrigin? = nil, width: Int = 100) -> ExplorerState {
        var state = ExplorerState(width: width, height: 30)
        _ = state.update(.key(.resize(width: width, height: 30)))
        _ = state.update(.loaded(.allCountries, .loaded(Fixtures.payload(for: .allCountries), list)))
        _ = state.update(.loaded(.countryDetail("AQ"), .loaded(Fixtures.payload(for: .countryDetail("AQ")), detail ?? list)))
        state.draw()
        return state
    }

    @Test func aFailureAtStartOverCachedDataSaysStaleAndWhy() {
        var state = Self.state(list: Self.cached)
        _ = state.update(.loaded(.allCountries, .failed(Self.refused)))
        _ = state.update(.loaded(.countryDetail("AQ"), .failed(Self.refused)))
        let bar = Self.bar(state)
        #expect(bar.contains("stale · cached 10 min ago"), "\(bar)")
        #expect(bar.contains("connection refused"), "and why: \(bar)")
        state.press([.up], answering: false)
        #expect(Self.bar(state) == bar, "the same after a key")
    }

    @Test func bundledDataInTheDetailPaneIsNeverCalledLive() {
        let state = Self.state(list: Self.live, detail: Self.unavailable)
        let bar = Self.bar(state)
        #expect(bar.contains("live · 127.0.0.1"), "the list is live: \(bar)")
        #expect(bar.contains("Antarctica: stale · bundled data · network error"), "the pane on screen is the bundled data: \(bar)")
    }

    @Test func anErrorOverTheBundledDataSaysTheListIsTheBundledData() {
        var state = Self.state(list: Self.awaiting)
        _ = state.update(.loaded(.allCountries, .failed("GraphQL error: rate limited")))
        _ = state.update(.loaded(.countryDetail("AQ"), .failed("GraphQL error: rate limited")))
        let bar = Self.bar(state)
        #expect(bar.contains("bundled data · GraphQL error: rate limited"), "\(bar)")
        #expect(!bar.contains("asking the network"), "the network answered: \(bar)")
    }

    @Test func aFailedRefreshSaysStaleItsAgeAndTheFailureAtOnceAndOneKeyLater() {
        var state = Self.state(list: Self.live)
        state.press([.control("r")], answering: false)
        _ = state.update(.loaded(.allCountries, .failed("HTTP 500 from the server")))
        _ = state.update(.loaded(.countryDetail("AQ"), .failed("HTTP 500 from the server")))
        let first = Self.bar(state, now: Self.start.addingTimeInterval(5))
        #expect(first.contains("stale · live · 127.0.0.1 · 14:13:20 (just now) · refresh failed: HTTP 500"), "\(first)")
        state.press([.up], answering: false)
        let next = Self.bar(state, now: Self.start.addingTimeInterval(6))
        #expect(next == first, "no frame contradicts the one before it")
    }

    @Test func theBarShowsTheScreenInFrontNotTheLastRequest() {
        var state = Self.state(list: Self.cached)
        // The Continents tab's data arrives live while the Countries tab, from the cache, is in front.
        _ = state.update(.key(.character("2")))
        _ = state.update(.loaded(.continents, .loaded(Fixtures.payload(for: .continents), Self.live)))
        _ = state.update(.key(.character("1")))
        let bar = Self.bar(state)
        #expect(bar.contains("cached 10 min ago"), "\(bar)")
        #expect(!bar.contains("live"), "\(bar)")
        // The Languages tab, whose data is still on its way, has no origin yet: not the last request's.
        _ = state.update(.key(.character("3")))
        let languages = Self.bar(state)
        #expect(languages.hasPrefix(" loading…"), "\(languages)")
    }
}

@Suite("The status bar's next age change")
struct StatusAgeChangeTests {
    let start = StatusBarStatesTests.start

    @Test func itIsTheNextMinuteThenTheNextHourThenTheNextDay() {
        let state = StatusBarStatesTests.state(list: StatusBarStatesTests.cached)
        let stored = start.addingTimeInterval(-600)
        #expect(ExplorerView.nextStatusChange(state, after: start) == stored.addingTimeInterval(660))
        #expect(ExplorerView.nextStatusChange(state, after: stored.addingTimeInterval(59)) == stored.addingTimeInterval(60))
        #expect(ExplorerView.nextStatusChange(state, after: stored.addingTimeInterval(3601)) == stored.addingTimeInterval(7200))
        #expect(ExplorerView.nextStatusChange(state, after: stored.addingTimeInterval(90_000)) == stored.addingTimeInterval(172_800))
    }

    @Test func freshLiveDataShowsNoAgeSoNothingWakesTheLoop() {
        let state = StatusBarStatesTests.state(list: StatusBarStatesTests.live)
        #expect(ExplorerView.nextStatusChange(state, after: start) == nil)
    }

    @Test func aStaleLiveAgeMovesFromJustNowToOneMinuteAgo() {
        // Wide enough for every part: at 100 columns the pane's origin outranks the list's age.
        var state = StatusBarStatesTests.state(list: StatusBarStatesTests.live, width: 200)
        state.press([.control("r")], answering: false)
        _ = state.update(.loaded(.allCountries, .failed("HTTP 500 from the server")))
        let change = ExplorerView.nextStatusChange(state, after: start.addingTimeInterval(30))
        #expect(change == start.addingTimeInterval(60))
        #expect(StatusBarStatesTests.bar(state, now: start.addingTimeInterval(59)).contains("(just now)"))
        #expect(StatusBarStatesTests.bar(state, now: start.addingTimeInterval(60)).contains("(1 min ago)"))
    }
}
