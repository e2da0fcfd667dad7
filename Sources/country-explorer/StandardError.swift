import Foundation
import TerminalUI

/// Writes one line to stderr, cleaned as the explorer's screen cleans text: servers' words reach stderr in error
/// messages, and their escape sequences, controls, line breaks and bidirectional overrides must not reach the
/// terminal, nor break the one line.
@Sendable func printError(_ line: String) {
    FileHandle.standardError.write(Data((TextSanitizer.forTerminal(line) + "\n").utf8))
}
