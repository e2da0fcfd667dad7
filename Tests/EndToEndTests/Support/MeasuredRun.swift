import Foundation
import Testing

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

    /// GNU time, which reports a child's peak memory.
    static let timeProgram = "/usr/bin/time"

    /// Runs `executable` under `/usr/bin/time`, which reads the child's peak memory when it exits.
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120) throws -> MeasuredRun {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("time-\(UUID().uuidString.prefix(8)).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        let start = ContinuousClock.now
        let run = try CommandRun.run(
            executable, arguments, timeout: timeout, launcher: [timeProgram, "-f", "%M", "-o", report.path]
        )
        let elapsed = ContinuousClock.now - start
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        let peak = text.split(separator: "\n").last.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) } ?? Int.max
        return MeasuredRun(run: run, elapsed: elapsed, peakKiB: peak)
    }
}

extension Trait where Self == ConditionTrait {
    /// Runs a suite only where `/usr/bin/time` is installed; elsewhere it is skipped, saying why.
    static var requiresTimeProgram: Self {
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: MeasuredRun.timeProgram),
            "/usr/bin/time is not installed (apt-get install time, as .ci/run does): it measures peak memory"
        )
    }
}
