import Testing
import TerminalUI

/// A frame as text for a stream: styles as SGR sequences, each row starting plain and ending reset.
@Suite("ScreenBuffer.ansiText")
struct ANSITextTests {
    @Test func stylesBecomeSGRSequencesAndRowsEndReset() {
        var buffer = ScreenBuffer(width: 20, height: 3)
        buffer.put("Japan", x: 0, y: 0, style: Style(foreground: .cyan, bold: true))
        buffer.put("Tokyo", x: 2, y: 1, style: Style())
        buffer.put("(2023)", x: 8, y: 1, style: Style(dim: true))
        buffer.put("⣿", x: 0, y: 2, style: Style(foreground: .yellow, background: .blue, reverse: true, underline: true))
        let lines = buffer.ansiText().split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines == [
            "\u{1B}[0;1;36mJapan\u{1B}[0m",
            "  Tokyo \u{1B}[0;2m(2023)\u{1B}[0m",
            "\u{1B}[0;4;7;33;44m⣿\u{1B}[0m",
        ])
    }

    @Test func aPlainFrameIsItsTextSnapshot() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        buffer.put("plain", x: 1, y: 1, style: Style())
        #expect(buffer.ansiText() == buffer.textSnapshot())
    }
}
