import Foundation
import TerminalUI

/// What the status bar says about the data on screen: where the main data came from (live, cached or bundled),
/// its age, and its last failure; then the detail pane's, when that differs. It also keeps the times whose age it
/// shows, so that the runtime redraws it when an age changes.
///
/// It is made of parts of three kinds, which give way in order when the bar is short (`fitted(toWidth:ellipsis:)`):
/// the failures' words are shortened first, then left out, then the ages; the origins stay, the detail pane's
/// before the list's, since the pane is what the person is reading. The origins' words (`live`, `cached`,
/// `bundled data`, `stale`) are marked with their theme roles, as far as they are shown.
struct StatusLine {
    /// One piece of the line, and how it gives way.
    struct Part: Hashable {
        /// What a part says, which decides how readily it gives way.
        enum Kind: Comparable {
            /// Where the data came from: `stale · live · 127.0.0.1`, `Åland: stale · bundled data`.
            case origin
            /// When: `12:03:04 (2 min ago)`, `3 min ago`.
            case age
            /// Why it is stale: `refresh failed: HTTP 500 …`; shortened before anything is left out.
            case failure
        }

        /// The words, and those of them marked with a role.
        var words: Marked
        /// What they say.
        var kind: Kind
        /// Whether the part belongs to the detail pane (whose parts outlast the list's of the same kind).
        var isPane = false
        /// What comes before it: ` · `, or a space between `cached` and its age.
        var joiner = " · "

        /// The words.
        var text: String { words.text }

        /// A part of unmarked words.
        init(text: String, kind: Kind, joiner: String = " · ") {
            self.init(words: Marked([(text, nil)]), kind: kind, joiner: joiner)
        }

        /// A part of words some of which are marked.
        init(words: Marked, kind: Kind, joiner: String = " · ") {
            self.words = words
            self.kind = kind
            self.joiner = joiner
        }
    }

    /// The parts, in the order they read.
    private(set) var parts: [Part] = []
    /// The times whose age the text shows ("cached 3 min ago", "(just now)").
    private(set) var agedFrom: [Date] = []

    /// The whole text.
    var text: String { whole.text }

    /// The whole text, marked.
    var whole: Marked { Self.join(parts) }

    /// The status of the data `state` shows, drawn at `now` with clock times in `timeZone`.
    init(_ state: ExplorerState, now: Date, timeZone: TimeZone) {
        let shown = state.requests(for: state.screen)
        guard let main = shown.first else { return }
        let mainPart = Self.describe(main, in: state, now: now, timeZone: timeZone)
        parts = mainPart.parts
        agedFrom = mainPart.agedFrom
        // The detail pane's data is named when it came from elsewhere: live data in the list never vouches for
        // bundled data in the pane.
        guard shown.count > 1, let pane = shown.last, case .loaded? = state.data[pane],
              Self.sameness(of: pane, in: state, now: now) != Self.sameness(of: main, in: state, now: now),
              let name = state.selectedRow?.item.title
        else { return }
        var panePart = Self.describe(pane, in: state, now: now, timeZone: timeZone)
        panePart.parts[0].words.prepend("\(name): ")
        parts += panePart.parts.map { part in
            var part = part
            part.isPane = true
            return part
        }
        agedFrom += panePart.agedFrom
    }

    /// The line in at most `width` columns: failures shortened (to no less than `shortestFailure` columns), else
    /// left out, the list's before the pane's; then ages left out; then the list's origin shortened or left out;
    /// last, the pane's origin cut from its end.
    func fitted(toWidth width: Int, ellipsis: String) -> Marked {
        var parts = self.parts
        // The least important first: failures, then ages, then origins; the list's before the pane's.
        let order = parts.indices.sorted { a, b in
            (parts[a].kind, parts[a].isPane ? 0 : 1) > (parts[b].kind, parts[b].isPane ? 0 : 1)
        }
        var kept = Set(parts.indices)
        for index in order where kept.count > 1 {
            let excess = DisplayWidth.of(Self.join(kept.sorted().map { parts[$0] }).text) - width
            guard excess > 0 else { break }
            let own = DisplayWidth.of(parts[index].text)
            switch parts[index].kind {
            // The pane's origin is the last thing cut, from the end of the line, below.
            case .origin where parts[index].isPane: break
            case .failure where own - excess >= Self.shortestFailure, .origin where own - excess >= Self.shortestFailure:
                parts[index].words = parts[index].words.truncated(toWidth: own - excess, ellipsis: ellipsis)
                continue
            default:
                kept.remove(index)
                continue
            }
            break
        }
        return Self.join(kept.sorted().map { parts[$0] }).truncated(toWidth: width, ellipsis: ellipsis)
    }

    /// The fewest columns a failure's words (or the list's origin) are shortened to before they are left out:
    /// enough for `refresh failed…` or `network erro…`.
    static let shortestFailure = 14

    private static func join(_ parts: [Part]) -> Marked {
        var line = Marked([])
        for (offset, part) in parts.enumerated() {
            if offset > 0 { line.append(part.joiner) }
            line.append(part.words)
        }
        return line
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
    ) -> (parts: [Part], agedFrom: [Date]) {
        let failure = state.failures[request]
        let why = failure.map { [Part(text: $0.description, kind: .failure)] } ?? []
        guard case .loaded(_, let origin)? = state.data[request] else {
            if case .failed(let message)? = state.data[request] {
                return ([Part(text: "no data", kind: .origin), Part(text: message, kind: .failure)], [])
            }
            return ([Part(text: "loading…", kind: .origin)] + why, [])
        }
        let time = Part(text: clockTime(origin.receivedAt, timeZone: timeZone), kind: .age)
        switch origin.kind {
        case .live(let host):
            guard failure != nil else { return ([Self.origin("live", .originLive, stale: false, then: " · \(host)"), time], []) }
            let age = RelativeAge.describe(from: origin.receivedAt, to: now)
            var aged = time
            aged.words.append(" (\(age))")
            return ([Self.origin("live", .originLive, stale: true, then: " · \(host)"), aged] + why, [origin.receivedAt])
        case .cache(let storedAt):
            let age = Part(text: RelativeAge.describe(from: storedAt, to: now), kind: .age, joiner: " ")
            return ([Self.origin("cached", .originCached, stale: failure != nil), age] + why, [storedAt])
        case .bundled(let reason) where failure != nil:
            return ([Self.origin("bundled data", .originBundled, stale: true, then: reason == .offline ? ", offline" : "")] + why, [])
        case .bundled(.offline):
            return ([Self.origin("bundled data", .originBundled, stale: false, then: ", offline"), time], [])
        case .bundled(.awaitingNetwork):
            return ([Self.origin("bundled data", .originBundled, stale: false, then: ", asking the network…"), time], [])
        case .bundled(.networkFailed(let failure)):
            return ([Self.origin("bundled data", .originBundled, stale: true), Part(text: failure, kind: .failure)], [])
        }
    }

    /// Where data came from: `stale · ` first when it is stale, the source's word marked with its role, then
    /// `then`.
    private static func origin(_ source: String, _ role: ThemeRole, stale: Bool, then rest: String = "") -> Part {
        let staleness: [(text: String, role: ThemeRole?)] = stale ? [("stale", .originStale), (" · ", nil)] : []
        return Part(words: Marked(staleness + [(source, role), (rest, nil)]), kind: .origin)
    }

    /// `14:03:07`: the time of day of `date` in `timeZone`.
    static func clockTime(_ date: Date, timeZone: TimeZone) -> String {
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
