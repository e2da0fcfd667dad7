import CountryExplorerTesting
import Foundation

/// Gzip streams made by the system's `gzip`, for replies with `Content-Encoding: gzip`.
enum Gzip {
    /// `data` compressed.
    static func compress(_ data: Data) throws -> Data {
        try run("exec gzip -c -n -9", on: data)
    }

    /// `data` decompressed (empty when it is not gzip).
    static func decompress(_ data: Data) throws -> Data {
        try run("exec gzip -d -c 2>/dev/null", on: data)
    }

    private static func run(_ command: String, on data: Data) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", command]
        let input = Pipe.closedOnExec(), output = Pipe.closedOnExec()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // Write from another thread, so that neither pipe fills up and blocks gzip.
        let writer = Thread {
            input.fileHandleForWriting.write(data)
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let compressed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return compressed
    }
}
