import Foundation

/// Runs a config's command (`pass show countries`) with `/bin/sh -c`, for a header's value.
enum ShellCommand {
    /// A command that failed: its exit status.
    struct Failure: Error, CustomStringConvertible {
        let status: Int32
        var description: String { "exited \(status)" }
    }

    /// What `line` prints on stdout; throws when it cannot run or exits other than 0. Its stderr is the user's.
    static func output(of line: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", line]
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failure(status: process.terminationStatus) }
        return String(decoding: data, as: UTF8.self)
    }
}
