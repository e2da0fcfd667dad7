import Foundation
import Subprocess

/// Gzip streams made by the system's `gzip`, for replies with `Content-Encoding: gzip`.
enum Gzip {
    /// `data` compressed.
    static func compress(_ data: Data) async throws -> Data {
        try await run(["-c", "-n", "-9"], on: data)
    }

    /// `data` decompressed (empty when it is not gzip).
    static func decompress(_ data: Data) async throws -> Data {
        try await run(["-d", "-c"], on: data)
    }

    private static func run(_ arguments: Arguments, on data: Data) async throws -> Data {
        try await Subprocess.run(.name("gzip"), arguments: arguments, input: .data(data), output: .data(limit: .max)).standardOutput
    }
}
