import Foundation
import Synchronization
import TerminalUI
import Testing

@Suite("OSC 52: copying to the terminal's clipboard")
struct OSC52Tests {
    @Test func theSequenceCarriesTheTextInBase64() {
        #expect(OSC52.sequence(copying: "hi") == "\u{1B}]52;c;aGk=\u{07}")
        let curl = "curl 'http://h/graphql' --data-raw '{\"query\":\"{ a }\"}' é"
        let sequence = OSC52.sequence(copying: curl)
        let payload = sequence.dropFirst("\u{1B}]52;c;".count).dropLast()
        #expect(Data(base64Encoded: String(payload)).map { String(decoding: $0, as: UTF8.self) } == curl)
        #expect(!payload.contains { $0 == "\u{1B}" || $0 == "\u{07}" }, "nothing in it ends the sequence early")
    }

    @Test func theClipboardWritesTheSequence() {
        let written = Mutex<[String]>([])
        OSC52Clipboard { text in written.withLock { $0.append(text) } }.copy("hi")
        #expect(written.withLock { $0 } == ["\u{1B}]52;c;aGk=\u{07}"])
    }
}
