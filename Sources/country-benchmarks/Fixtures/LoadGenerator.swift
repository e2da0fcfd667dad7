/// Sends requests from several concurrent clients for a fixed time and collects every request's latency.
enum LoadGenerator {
    /// What a load run measured.
    struct Report: Sendable {
        /// Each request's latency, as its client saw it.
        let latencies: Samples
        /// From the start of the timed phase until the last request returned.
        let elapsed: Duration

        /// Completed requests per second over the timed phase.
        var requestsPerSecond: Double {
            Double(latencies.count) / (elapsed.milliseconds / 1000)
        }
    }

    /// Runs `warmUp` untimed requests per client, then has each of `clients` tasks send requests back to back
    /// until `duration` has passed; `request` receives its client's index (0..<clients).
    static func run(
        clients: Int, duration: Duration, warmUp: Int,
        request: @escaping @Sendable (_ client: Int) async throws -> Void
    ) async throws -> Report {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for client in 0..<clients {
                group.addTask { for _ in 0..<warmUp { try await request(client) } }
            }
            try await group.waitForAll()
        }
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start + duration
        let latencies = try await withThrowingTaskGroup(of: [Duration].self) { group in
            for client in 0..<clients {
                group.addTask {
                    var latencies: [Duration] = []
                    while clock.now < deadline {
                        let sent = clock.now
                        try await request(client)
                        latencies.append(clock.now - sent)
                    }
                    return latencies
                }
            }
            var all: [Duration] = []
            for try await latencies in group { all += latencies }
            return all
        }
        return Report(latencies: Samples(latencies), elapsed: clock.now - start)
    }
}
