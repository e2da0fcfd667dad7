/// A set of timings and its order statistics.
struct Samples: Sendable {
    /// Every timing, shortest first.
    let sorted: [Duration]

    /// Collects timings in any order.
    init(_ durations: [Duration]) {
        sorted = durations.sorted()
    }

    /// How many timings there are.
    var count: Int { sorted.count }

    /// The shortest timing.
    var min: Duration { sorted.first ?? .zero }

    /// The middle timing (the mean of the two middle ones for an even count).
    var median: Duration {
        guard !sorted.isEmpty else { return .zero }
        let middle = sorted.count / 2
        return sorted.count.isMultiple(of: 2) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
    }

    /// The 90th percentile, by nearest rank.
    var p90: Duration {
        guard !sorted.isEmpty else { return .zero }
        let rank = Int((Double(sorted.count) * 0.9).rounded(.up))
        return sorted[Swift.max(rank, 1) - 1]
    }
}
