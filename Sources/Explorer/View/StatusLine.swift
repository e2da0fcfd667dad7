import Foundation

/// What the status bar says about the data on screen: where the main data came from (live, cached or bundled),
/// its age, and its last failure; then the detail pane's, when that differs. It also keeps the times whose age it
/// shows, so that the runtime redraws it when an age changes.
struct StatusLine {
    /// The text.
    private(set) var text: String
    /// The times whose age the text shows ("cached 3 min ago", "(just now)").
    private(set) var agedFrom: [Date] = []

    /// The status of the data `state` shows, drawn at `now` with clock times in `timeZone`.
    init(_ state: ExplorerState, now: Date, timeZone: TimeZone) {
        text = ""
        let shown = state.requests(for: state.screen)
        guard let main = shown.first else { return }
        let mainPart = Self.describe(main, in: state, now: now, timeZone: timeZone)
        text = mainPart.text
        agedFrom = mainPart.agedFrom
        // The detail pane's data is named when it came from elsewhere: live data in the list never vouches for
        // bundled data in the pane.
        guard shown.count > 1, let pane = shown.last, case .loaded? = state.data[pane],
              Self.sameness(of: pane, in: state, now: now) != Self.sameness(of: main, in: state, now: now),
              let name = state.selectedRow?.item.title
        else { return }
        let panePart = Self.describe(pane, in: state, now: now, timeZone: timeZone)
        text += " · \(name): \(panePart.text)"
        agedFrom += panePart.agedFrom
    }

    /// What two requests' data must share for one description to cover both: the kind of source (the host, the
    /// cache's age) and the failure.
    private static func sameness(of request: DataRequest, in state: ExplorerState, now: Date) -> String {
        let failure = state.failures[request]?.message ?? ""
        guard case .loaded(_, let origin)? = state.data[request] else { return "none · \(failure)" }
        switch origin.kind {
        case .live(let host): return "live \(host) · \(failure)"
        case .cache(let storedAt): return "cached \(RelativeAge.describe(from: storedAt, to: now)) · \(failure)"
        case .bundled: return "bundled · \(failure)"
        }
    }

    /// One request's data: its source, "stale" and why after a failure, and the times whose age it shows.
    private static func describe(
        _ request: DataRequest, in state: ExplorerState, now: Date, timeZone: TimeZone
    ) -> (text: String, agedFrom: [Date]) {
        let failure = state.failures[request]
        let why = failure.map { " · " + $0.description } ?? ""
        guard case .loaded(_, let origin)? = state.data[request] else {
            if case .failed(let message)? = state.data[request] { return ("no data · \(message)", []) }
            return ("loading…" + why, [])
        }
        let time = clockTime(origin.receivedAt, timeZone: timeZone)
        switch origin.kind {
        case .live(let host):
            guard failure != nil else { return ("live · \(host) · \(time)", []) }
            let age = RelativeAge.describe(from: origin.receivedAt, to: now)
            return ("stale · live · \(host) · \(time) (\(age))\(why)", [origin.receivedAt])
        case .cache(let storedAt):
            let age = RelativeAge.describe(from: storedAt, to: now)
            return ((failure == nil ? "" : "stale · ") + "cached \(age)\(why)", [storedAt])
        case .bundled(let reason) where failure != nil:
            return ("stale · bundled data" + (reason == .offline ? ", offline" : "") + why, [])
        case .bundled(.offline):
            return ("bundled data, offline · \(time)", [])
        case .bundled(.awaitingNetwork):
            return ("bundled data, asking the network… · \(time)", [])
        case .bundled(.networkFailed(let failure)):
            return ("stale · bundled data · \(failure)", [])
        }
    }

    private static func clockTime(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute, .second], from: date)
        return String(format: "%02d:%02d:%02d", parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0)
    }
}

/// "just now", "5 min ago", "3 h ago", "2 days ago".
enum RelativeAge {
    /// How long before `now` a time was, in a person's words.
    static func describe(from date: Date, to now: Date) -> String {
        let seconds = max(0, Int(now.timeIntervalSince(date)))
        switch seconds {
        case ..<60: return "just now"
        case ..<3600: return "\(seconds / 60) min ago"
        case ..<86_400: return "\(seconds / 3600) h ago"
        default: return seconds / 86_400 == 1 ? "1 day ago" : "\(seconds / 86_400) days ago"
        }
    }

    /// The first time after `now` at which `describe(from: date, to:)` reads differently: the next minute, hour
    /// or day since `date`, by how old it is.
    static func nextChange(from date: Date, after now: Date) -> Date {
        let seconds = max(0, now.timeIntervalSince(date))
        let unit: TimeInterval = seconds < 3600 ? 60 : seconds < 86_400 ? 3600 : 86_400
        return date.addingTimeInterval(((seconds / unit).rounded(.down) + 1) * unit)
    }
}
