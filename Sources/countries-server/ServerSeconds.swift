import ArgumentParser

/// A server timeout from the command line, parsed once: more than 0 and at most a day, so that `inf`, `nan` or a
/// negative value is refused by ArgumentParser (exit 64) instead of becoming a `Duration`.
struct ServerSeconds: ExpressibleByArgument, Sendable {
    /// The most seconds any of the server's timeouts may be.
    static let highest: Double = 86_400

    /// The timeout.
    let duration: Duration

    init?(argument: String) {
        guard let seconds = Double(argument), seconds.isFinite, seconds > 0, seconds <= Self.highest else { return nil }
        duration = .seconds(seconds)
    }

    /// A default of the server's own.
    init(_ duration: Duration) {
        self.duration = duration
    }

    var defaultValueDescription: String {
        "\(Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18)"
    }
}
