import ArgumentParser

/// The range an option's seconds must fall in.
protocol SecondsBounds: Sendable {
    /// The fewest seconds allowed.
    static var lowest: Double { get }
    /// Whether `lowest` itself is allowed, or only more.
    static var lowestIncluded: Bool { get }
    /// The most seconds allowed.
    static var highest: Double { get }
}

/// A number of seconds from the command line, parsed once and checked against its option's `Bounds`, so that
/// `inf`, `nan`, negative or huge values are refused by ArgumentParser (exit 64) and never become a `Duration`.
struct Seconds<Bounds: SecondsBounds>: ExpressibleByArgument, ExpressibleByIntegerLiteral, Sendable, Equatable {
    /// The seconds, finite and within `Bounds`.
    let value: Double

    init?(argument: String) {
        guard let value = Double(argument), value.isFinite, value <= Bounds.highest,
              Bounds.lowestIncluded ? value >= Bounds.lowest : value > Bounds.lowest
        else { return nil }
        self.value = value
    }

    /// A default written in the code.
    init(integerLiteral value: Int) {
        self.value = Double(value)
    }

    /// The seconds as a `Duration`, to the millisecond.
    var duration: Duration {
        .milliseconds(Int64((value * 1000).rounded()))
    }

    var defaultValueDescription: String {
        value == value.rounded() ? String(Int64(value)) : String(value)
    }
}

/// `--timeout`: more than 0 and at most an hour.
enum TimeoutBounds: SecondsBounds {
    static let lowest: Double = 0
    static let lowestIncluded = false
    static let highest: Double = 3600
}

/// `--max-age`: 0 to a year.
enum MaxAgeBounds: SecondsBounds {
    static let lowest: Double = 0
    static let lowestIncluded = true
    static let highest: Double = 365 * 86_400
}
