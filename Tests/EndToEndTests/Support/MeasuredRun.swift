import Foundation
import Testing

/// A run of one of this package's executables with its CPU time and peak resident memory (VmHWM).
///
/// CPU time, not wall time: it bounds the work a run does whatever else the machine is doing.
struct MeasuredRun: Sendable {
    /// The run itself.
    let run: CommandRun
    /// From start to exit, in real time, as `/usr/bin/time` reports it: the child's own life, not how long the test
    /// took to hear of its end, which a busy thread pool can delay.
    let elapsed: Duration
    /// The CPU time the run used, user and system, as `/usr/bin/time` reports it (in hundredths).
    let cpu: Duration
    /// The peak resident set size in KiB, as `/usr/bin/time` reports it.
    let peakKiB: Int

    /// The peak resident set size in MiB.
    var peakMiB: Int { peakKiB / 1024 }

    /// GNU time, which reports a child's peak memory.
    static let timeProgram = "/usr/bin/time"

    /// Runs `executable` under `/usr/bin/time`, which reads the child's CPU time and peak memory when it exits.
    static func run(_ executable: String, _ arguments: [String], timeout: TimeInterval = 120) async throws -> MeasuredRun {
        let report = FileManager.default.temporaryDirectory.appendingPathComponent("time-\(UUID().uuidString.prefix(8)).txt")
        defer { try? FileManager.default.removeItem(at: report) }
        let run = try await CommandRun.run(
            executable, arguments, timeout: timeout, launcher: [timeProgram, "-f", "%e %U %S %M", "-o", report.path]
        )
        let text = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
        // The last line: `elapsed user system peak`; a line before it may say that the child was killed.
        let fields = text.split(separator: "\n").last?.split(separator: " ") ?? []
        let seconds = fields.prefix(3).compactMap { Double($0) }
        func duration(_ seconds: Double) -> Duration { .milliseconds(Int64((seconds * 1000).rounded())) }
        let elapsed = seconds.count == 3 ? duration(seconds[0]) : .seconds(Int64.max)
        let cpu = seconds.count == 3 ? duration(seconds[1] + seconds[2]) : .seconds(Int64.max)
        let peak = fields.count == 4 ? Int(fields[3]) ?? Int.max : Int.max
        return MeasuredRun(run: run, elapsed: elapsed, cpu: cpu, peakKiB: peak)
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
