import Foundation

/// A run of one of this package's executables with its wall time and peak resident memory (VmHWM).
struct MeasuredRun: Sendable {
    /// The run itself.
    let run: CommandRun
    /// From start to exit.
    let elapsed: Duration
    /// The peak resident set size in KiB, as `/usr/bin/time` reports it.
    let peakKiB: Int

    /// The peak resident set size in MiB.
    var peakMiB: Int { peakKiB / 1024 }

    /// Runs `executable` under `/usr/bin/time`, which reads the child's peak memory when it exits.
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> MeasuredRun {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("time-\(UUID().uuidString.prefix(8)).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        let start = ContinuousClock.now
        let run = try CommandRun.run(
            executable, arguments, timeout: timeout, launcher: ["/usr/bin/time", "-f", "%M", "-o", report.path]
        )
        let elapsed = ContinuousClock.now - start
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let peak = text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? Int.max
        return MeasuredRun(run: run, elapsed: elapsed, peakKiB: peak)
    }
}
