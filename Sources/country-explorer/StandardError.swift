import Foundation

/// Writes one line to stderr.
@Sendable func printError(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}
