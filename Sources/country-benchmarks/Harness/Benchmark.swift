/// One named measurement, the target it is held to, and how to run it.
struct Benchmark: Sendable {
    /// The part of the system a benchmark exercises; results are grouped by it.
    enum Area: String, Sendable, CaseIterable {
        /// `CountriesEngine`, in process.
        case service
        /// The Hummingbird server over loopback.
        case server
        /// `GraphQLClient` and its transports.
        case client
        /// The normalized cache, in memory and in SQLite.
        case cache
        /// The explorer's state, reducer and views.
        case explorer
    }

    /// The name used by `--filter` and in the results, such as `service.countryDetail`.
    let name: String
    /// Where it belongs.
    let area: Area
    /// The median it should stay under, if it has one.
    let target: Duration?
    /// One sentence on what is timed and how.
    let method: String
    /// Timed runs when `--samples` is not given; load benchmarks run for `--duration` instead and ignore it.
    let defaultSamples: Int
    /// Prepares, measures and checks; throws when the system does not answer as expected.
    let run: @Sendable (RunPlan) async throws -> Measurement
}

/// What one benchmark measured: timings plus anything else worth reporting (throughput, the client used).
struct Measurement: Sendable {
    /// The timings.
    let samples: Samples
    /// Extra figures or context for the notes column.
    var note: String = ""
}

/// What a benchmark is asked to do in this invocation, resolved from the command line and its defaults.
struct RunPlan: Sendable {
    /// Timed runs.
    let samples: Int
    /// Untimed runs before them.
    let warmUp: Int
    /// How long load benchmarks drive the server.
    let loadDuration: Duration
    /// Concurrent clients in load benchmarks.
    let clients: Int

    /// Times `body` with `ContinuousClock` as planned: `warmUp` untimed runs, then `samples` timed ones; each run
    /// gets its own index (warm-up runs first), so a body can vary its input per run.
    func measure(_ body: (_ index: Int) async throws -> Void) async throws -> Samples {
        for index in 0..<warmUp { try await body(index) }
        let clock = ContinuousClock()
        var durations: [Duration] = []
        durations.reserveCapacity(samples)
        for index in warmUp..<(warmUp + samples) {
            let start = clock.now
            try await body(index)
            durations.append(clock.now - start)
        }
        return Samples(durations)
    }
}
