import CountriesEngine
import Foundation

/// The differential fuzzer: generated documents run on the engine and on graphql-js, every answer compared.
/// Node answers one batch while the engine answers the one before, so the two processes share the work.
public enum FuzzRun {
    /// A batch of requests and the number of its first one in the seed's sequence (from 0).
    private struct Batch {
        let first: Int
        let requests: [GeneratedRequest]
    }

    /// Runs `settings.documents` documents through `engine` (which should not memoize) and `oracle`, calling
    /// `progress` after each batch with the report so far.
    public static func run(
        _ settings: FuzzSettings, engine: CountriesEngine, oracle: NodeOracle,
        progress: (FuzzReport) -> Void = { _ in }
    ) async throws -> FuzzReport {
        let clock = ContinuousClock()
        let start = clock.now
        var generator = DocumentGenerator(
            seed: settings.seed, schema: SchemaModel(engine.executableSchema), dataset: engine.dataset,
            options: settings.generator
        )
        for _ in 0..<settings.skipped { _ = generator.next() }
        var report = FuzzReport(seed: settings.seed, reference: oracle.versions)
        var comparison = ResponseComparison()
        var next = settings.skipped
        let end = settings.skipped + settings.documents
        func nextBatch() -> Batch? {
            let count = min(end - next, max(1, settings.batchSize))
            guard count > 0 else { return nil }
            defer { next += count }
            return Batch(first: next, requests: (0..<count).map { _ in generator.next() })
        }
        var batch = nextBatch()
        var theirs = batch.map { Self.answers(of: oracle, to: $0.requests) }
        while let current = batch, let pending = theirs {
            let engineStart = clock.now
            let ours = if let trace = settings.trace {
                await Self.answersOneByOne(of: engine, to: current, trace: trace)
            } else {
                await Self.answers(of: engine, to: current.requests)
            }
            report.engineTime += clock.now - engineStart
            batch = nextBatch()
            let waitStart = clock.now
            let answers = try await pending.value
            report.waitTime += clock.now - waitStart
            theirs = batch.map { Self.answers(of: oracle, to: $0.requests) }
            for (request, (our, their)) in zip(current.requests, zip(ours, answers)) {
                report.record(comparison.verdict(on: request, engine: our, reference: their), keptInFull: settings.keptInFull)
            }
            report.wordings = comparison.wordings
            report.errorMembers = comparison.errorMembers
            report.elapsed = clock.now - start
            progress(report)
        }
        return report
    }

    /// The engine's answers, in order; the batch is shared among as many tasks as there are cores, since
    /// GraphQLSwift's parsing and validation of each new document is most of the engine's time.
    ///
    /// An execution never suspends, so each lane yields after each document: without it, the lanes held every
    /// thread of Swift's cooperative pool for a whole batch (seconds, more on a busy machine), and every other task
    /// of the process, such as the rest of a test suite, waited that long.
    private static func answers(of engine: CountriesEngine, to batch: [GeneratedRequest]) async -> [Data] {
        let lanes = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 4))
        return await withTaskGroup(of: (Int, [Data]).self) { group in
            for lane in 0..<lanes {
                group.addTask {
                    var bodies: [Data] = []
                    for index in stride(from: lane, to: batch.count, by: lanes) {
                        bodies.append(await engine.execute(batch[index].serviceRequest).body)
                        await Task.yield()
                    }
                    return (lane, bodies)
                }
            }
            var byLane = Array(repeating: [Data](), count: lanes)
            for await (lane, bodies) in group { byLane[lane] = bodies }
            return batch.indices.map { byLane[$0 % lanes][$0 / lanes] }
        }
    }

    /// The engine's answers one request at a time, each announced to `trace` first.
    private static func answersOneByOne(
        of engine: CountriesEngine, to batch: Batch, trace: @Sendable (Int, GeneratedRequest) -> Void
    ) async -> [Data] {
        var bodies: [Data] = []
        for (offset, request) in batch.requests.enumerated() {
            trace(batch.first + offset, request)
            bodies.append(await engine.execute(request.serviceRequest).body)
            await Task.yield()
        }
        return bodies
    }

    private static func answers(of oracle: NodeOracle, to batch: [GeneratedRequest]) -> Task<[Data], any Error> {
        Task { try await oracle.answers(to: batch) }
    }
}
