import BenchmarkFixtures
import Foundation
import GraphQLClient

/// A benchmark together with what came of running it.
struct BenchmarkResult: Sendable {
    /// The benchmark.
    let benchmark: Benchmark
    /// Its measurement, or why it failed.
    let outcome: Result<Measurement, BenchmarkFailure>
}

/// Prints results as Markdown: one table per area, with median, p90, min, sample count, target and verdict.
enum ResultTable {
    /// The Markdown for `results`, areas in their declared order; areas without results are left out.
    static func markdown(_ results: [BenchmarkResult]) -> String {
        var lines: [String] = []
        for area in Benchmark.Area.allCases {
            let rows = results.filter { $0.benchmark.area == area }
            guard !rows.isEmpty else { continue }
            lines.append("### \(area.rawValue)")
            lines.append("")
            lines.append("| Benchmark | Median | p90 | Min | Samples | Target | Met? | Notes |")
            lines.append("|---|---:|---:|---:|---:|---:|:---:|---|")
            lines.append(contentsOf: rows.map(row))
            lines.append("")
        }
        return lines.joined(separator: "\n")
    }

    /// One table row: the figures and verdict, or the failure.
    private static func row(_ result: BenchmarkResult) -> String {
        let benchmark = result.benchmark
        let target = benchmark.target.map { "≤ \(format($0))" } ?? "—"
        switch result.outcome {
        case .success(let measurement):
            let samples = measurement.samples
            let met = benchmark.target.map { samples.median <= $0 ? "yes" : "**no**" } ?? "—"
            let cells = [
                "`\(benchmark.name)`", format(samples.median), format(samples.p90), format(samples.min),
                String(samples.count), target, met, cell(measurement.note),
            ]
            return "| " + cells.joined(separator: " | ") + " |"
        case .failure(let failure):
            return "| `\(benchmark.name)` | — | — | — | 0 | \(target) | **failed** | \(cell(failure.description)) |"
        }
    }

    /// Text made safe for one table cell: pipes escaped, line breaks flattened.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// Milliseconds with two decimals, or microseconds below a tenth of a millisecond.
    static func format(_ duration: Duration) -> String {
        let milliseconds = duration.milliseconds
        if milliseconds < 0.1 { return String(format: "%.1f µs", milliseconds * 1000) }
        return String(format: "%.2f ms", milliseconds)
    }
}
