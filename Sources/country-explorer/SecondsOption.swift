import ArgumentParser

/// The bounds of the options that take seconds, checked before anything runs so that `inf`, `nan`, negative or
/// huge values get a clear message (exit 64) instead of a crash when they become a `Duration`.
enum SecondsOption {
    /// The longest `--timeout`: one hour.
    static let maxTimeout: Double = 3600
    /// The longest `--max-age`: one year.
    static let maxAge: Double = 365 * 86_400

    /// Throws a usage error unless `value` is finite and in `range` (above the lower bound when it is `exclusive`).
    static func check(_ value: Double, option: String, range: ClosedRange<Double>, lowerExclusive: Bool) throws {
        let aboveLower = lowerExclusive ? value > range.lowerBound : value >= range.lowerBound
        guard value.isFinite, aboveLower, value <= range.upperBound else {
            let lower = lowerExclusive ? "more than \(format(range.lowerBound))" : "at least \(format(range.lowerBound))"
            throw ValidationError("\(option) must be a number of seconds \(lower) and at most \(format(range.upperBound)), not '\(format(value))'")
        }
    }

    /// The value as milliseconds for a `Duration` (checked first, so it fits).
    static func duration(_ seconds: Double) -> Duration {
        .milliseconds(Int64(seconds * 1000))
    }

    private static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
