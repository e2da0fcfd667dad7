import ArgumentParser
import BenchmarkFixtures
import Foundation

/// `country-benchmarks`: times the service, the server and the client, and prints the results as Markdown.
@main
struct CountryBenchmarksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "country-benchmarks",
        abstract: "Measure Country Explorer's performance and print a Markdown table of the results.",
        discussion: """
        Build it in release mode for meaningful figures:
          swift build -c release --product country-benchmarks --scratch-path .build-release
          .build-release/release/country-benchmarks --filter service
        Results go to stdout; progress and failures go to stderr. The exit status is non-zero \
        when a benchmark fails (a missed target is reported, not a failure).
        `countries-oracle` compares the engine with graphql-js instead (see its --help).
        """
    )

    @Option(name: .long, help: "Run only benchmarks whose name contains this text (repeatable).")
    var filter: [String] = []

    @Option(name: .long, help: "Timed runs per benchmark, overriding each one's default (load benchmarks run for --duration instead).")
    var samples: Int?

    @Option(name: .long, help: "Seconds each load benchmark drives the server.")
    var duration: Double = 3

    @Option(name: .long, help: "Concurrent clients in load benchmarks.")
    var clients: Int = 8

    @Flag(name: .long, help: "List the benchmarks, their targets and how each is measured, then exit.")
    var list = false

    /// Rejects impossible settings and filters that match no benchmark.
    func validate() throws {
        if let samples, samples < 1 { throw ValidationError("--samples must be at least 1.") }
        if duration <= 0 { throw ValidationError("--duration must be positive.") }
        if clients < 1 { throw ValidationError("--clients must be at least 1.") }
        if BenchmarkRegistry.selected(by: filter).isEmpty {
            let names = BenchmarkRegistry.all.map(\.name).joined(separator: ", ")
            throw ValidationError("No benchmark matches \(filter); the benchmarks are: \(names).")
        }
    }

    /// Lists the selected benchmarks, or runs them one after another and prints the results.
    func run() async throws {
        let benchmarks = BenchmarkRegistry.selected(by: filter)
        if list {
            for benchmark in benchmarks {
                let target = benchmark.target.map { "target ≤ \(ResultTable.format($0))" } ?? "no target"
                print("\(benchmark.name) (\(target)): \(benchmark.method)")
            }
            return
        }
        #if DEBUG
        Self.log("warning: this is a debug build; the figures are not representative. Build with -c release.")
        #endif
        var results: [BenchmarkResult] = []
        for benchmark in benchmarks {
            results.append(await run(benchmark))
        }
        print(ResultTable.markdown(results))
        if results.contains(where: { if case .failure = $0.outcome { true } else { false } }) {
            throw ExitCode.failure
        }
    }

    /// Runs one benchmark with its sample count (or `--samples`), turning a thrown error into a failed result.
    private func run(_ benchmark: Benchmark) async -> BenchmarkResult {
        let count = samples ?? benchmark.defaultSamples
        let plan = RunPlan(
            samples: count, warmUp: max(1, count / 10),
            loadDuration: .milliseconds(Int64(duration * 1000)), clients: clients
        )
        Self.log("running \(benchmark.name)…")
        do {
            return BenchmarkResult(benchmark: benchmark, outcome: .success(try await benchmark.run(plan)))
        } catch {
            Self.log("\(benchmark.name) failed: \(error)")
            let failure = error as? BenchmarkFailure ?? BenchmarkFailure(description: String(describing: error))
            return BenchmarkResult(benchmark: benchmark, outcome: .failure(failure))
        }
    }

    /// Writes a progress or warning line to stderr, keeping stdout for the results.
    private static func log(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
