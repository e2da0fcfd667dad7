import Testing
@testable import TerminalUI

@Suite("OSC 52: the clipboard through the terminal")
struct OSC52Tests {
    @Test func base64IsRFC4648s() {
        // RFC 4648's test vectors.
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (text, encoded) in vectors {
            #expect(OSC52.base64(Array(text.utf8)) == encoded, "\(text)")
        }
        #expect(OSC52.base64([0xFF, 0xFE, 0x00]) == "//4A")
    }

    @Test func theSequenceCarriesTheTextsUTF8() {
        #expect(OSC52.sequence(copying: "## 🇩🇪") == "\u{1B}]52;c;IyMg8J+HqfCfh6o=\u{07}")
    }

    @Test func textOverTheLimitIsRefusedWhole() throws {
        let atLimit = String(repeating: "a", count: OSC52.maxBytes)
        let sequence = try #require(OSC52.sequence(copying: atLimit))
        #expect(sequence.utf8.count == 7 + 133_336 + 1)
        #expect(OSC52.sequence(copying: atLimit + "a") == nil)
        // The limit counts bytes, not characters: 50,001 two-byte letters are over it.
        #expect(OSC52.sequence(copying: String(repeating: "é", count: 50_001)) == nil)
    }
}
