import TerminalUI
import Testing

@Suite("Screen buffer and diff")
struct ScreenBufferTests {
    @Test func putClipsAtTheEdgeAndReportsColumns() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        #expect(buffer.put("Canada!", x: 1, y: 0, style: Style()) == 5)
        #expect(buffer.row(0) == " Canad")
        #expect(buffer.put("x", x: 0, y: 5, style: Style()) == 0)
        #expect(buffer.put("abcdef", x: 0, y: 1, style: Style(), maxWidth: 3) == 3)
        #expect(buffer.row(1) == "abc")
    }

    @Test func wideCharactersTakeTwoCellsAndNeverStraddleTheEdge() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        #expect(buffer.put("日本語", x: 0, y: 0, style: Style()) == 5)
        #expect(buffer[x: 0, y: 0].grapheme == "日")
        #expect(buffer[x: 1, y: 0].grapheme == "")
        #expect(buffer[x: 4, y: 0].grapheme == " ")
        #expect(buffer.row(0) == "日本")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("🇨🇦", x: 0, y: 0, style: Style())
        buffer.put("x", x: 1, y: 0, style: Style())
        #expect(buffer.row(0) == " x")
        buffer.put("日", x: 2, y: 0, style: Style())
        buffer.put("y", x: 2, y: 0, style: Style())
        #expect(buffer.row(0) == " xy")
    }

    @Test func snapshotTrimsTrailingSpaces() {
        var buffer = ScreenBuffer(width: 8, height: 2)
        buffer.put("日本", x: 1, y: 1, style: Style())
        #expect(buffer.textSnapshot() == "\n 日本")
    }

    @Test func diffOfAnIdenticalFrameIsEmpty() {
        var frame = ScreenBuffer(width: 20, height: 3)
        frame.put("🇯🇵 Japan 日本", x: 0, y: 1, style: Style(bold: true))
        #expect(ScreenDiff.changes(from: frame, to: frame).isEmpty)
    }

    @Test func oneChangedCellIsOneRun() {
        var old = ScreenBuffer(width: 20, height: 3)
        old.put("Japan", x: 0, y: 1, style: Style())
        var new = old
        new.put("T", x: 3, y: 1, style: Style())
        #expect(ScreenDiff.changes(from: old, to: new) == [DrawRun(x: 3, y: 1, text: "T", style: Style())])
    }

    @Test func runsSplitOnStyleAndKeepWideCharactersWhole() {
        var new = ScreenBuffer(width: 6, height: 1)
        new.put("🇨🇦", x: 0, y: 0, style: Style())
        new.put("ab", x: 2, y: 0, style: Style(reverse: true))
        let runs = ScreenDiff.changes(from: ScreenBuffer(width: 6, height: 1), to: new)
        #expect(runs == [
            DrawRun(x: 0, y: 0, text: "🇨🇦", style: Style()),
            DrawRun(x: 2, y: 0, text: "ab", style: Style(reverse: true)),
        ])
    }

    @Test func noPreviousFrameOrANewSizeRedrawsEverything() {
        let frame = ScreenBuffer(width: 3, height: 2)
        #expect(ScreenDiff.changes(from: nil, to: frame).count == 2)
        #expect(ScreenDiff.changes(from: ScreenBuffer(width: 4, height: 2), to: frame).count == 2)
    }

    @Test func noColorKeepsAttributes() {
        let style = Style(foreground: .black, background: .cyan, bold: true, reverse: true)
        #expect(style.withoutColor == Style(bold: true, reverse: true))
    }

    @Test func keyLabels() {
        #expect(Key.control("c").label == "Ctrl-C")
        #expect(Key.function(2).label == "F2")
        #expect(Key.backTab.label == "Shift-Tab")
        #expect(Key.up.label == "↑")
    }
}
