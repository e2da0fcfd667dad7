import Foundation

/// The time now in a country's IANA zones, from the system's time zone database through Foundation's
/// `TimeZone`, so that daylight saving is the system's.
public struct ZoneClock: Sendable, Hashable {
    /// The zone's IANA name.
    public var zone: String
    /// Local time, `14:05`; nil when the system does not know the zone.
    public var time: String?
    /// Seconds east of UTC now; nil when the system does not know the zone.
    public var offset: Int?

    /// The clock of `zone` at `now`.
    public init(zone: String, at now: Date) {
        self.zone = zone
        guard let timeZone = TimeZone(identifier: zone) else { return }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: now)
        time = String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
        offset = timeZone.secondsFromGMT(for: now)
    }

    /// `Europe/Berlin 14:05 UTC+1`, or the name and why there is no time.
    public var text: String {
        guard let time, let offset else { return "\(zone) (not in this system's time zone database)" }
        return "\(zone) \(time) \(Self.offsetText(offset))"
    }

    /// `UTC`, `UTC+1`, `UTC+5:30`, `UTC−10` (with a minus sign).
    public static func offsetText(_ seconds: Int) -> String {
        guard seconds != 0 else { return "UTC" }
        let sign = seconds < 0 ? "−" : "+"
        let minutes = abs(seconds) / 60
        return "UTC\(sign)\(minutes / 60)" + (minutes % 60 == 0 ? "" : String(format: ":%02d", minutes % 60))
    }

    /// One line for a country's zones: the zone's clock when they all share one offset now
    /// (`Europe/Berlin 14:05 UTC+1`); where one zone is the `official` time and the others local use, the official
    /// offset and each other offset's zone (`UTC+8 (official); Asia/Urumqi UTC+6 is local use`); else the range
    /// and how many offsets (`UTC+2 to UTC+12 · 11 zones`); nil without zones.
    public static func summary(of zones: [String], official: String? = nil, at now: Date) -> String? {
        let clocks = zones.map { ZoneClock(zone: $0, at: now) }
        guard let first = clocks.first else { return nil }
        let offsets = Set(clocks.compactMap(\.offset)).sorted()
        guard offsets.count > 1, let lowest = offsets.first, let highest = offsets.last else {
            return first.text + (clocks.count > 1 ? " · \(clocks.count) IANA zones" : "")
        }
        if let officialClock = clocks.first(where: { $0.zone == official }), let officialOffset = officialClock.offset {
            var localOffsets = Set([officialOffset])
            let local = clocks.compactMap { clock -> String? in
                guard let offset = clock.offset, localOffsets.insert(offset).inserted else { return nil }
                return "\(clock.zone) \(offsetText(offset)) is local use"
            }
            return (["\(offsetText(officialOffset)) (official)"] + local).joined(separator: "; ")
        }
        return "\(offsetText(lowest)) to \(offsetText(highest)) · \(offsets.count) zones"
    }
}
