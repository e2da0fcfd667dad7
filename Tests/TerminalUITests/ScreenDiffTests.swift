import TerminalUI
import Testing

@Suite("Screen diff: only what changed")
struct ScreenDiffTests {
    private let plain = Style()

    @Test func anIdenticalFrameNeedsNoRuns() {
        var frame = ScreenBuffer(width: 20, height: 3)
        frame.put("🇯🇵 Japan 日本", x: 0, y: 1, style: Style(bold: true))
        #expect(ScreenDiff.changes(from: frame, to: frame).isEmpty)
    }

    @Test func oneChangedCellIsOneRun() {
        var old = ScreenBuffer(width: 20, height: 3)
        old.put("Japan", x: 0, y: 1, style: plain)
        var new = old
        new.put("T", x: 3, y: 1, style: plain)
        #expect(ScreenDiff.changes(from: old, to: new) == [DrawRun(x: 3, y: 1, text: "T", style: plain)])
    }

    @Test func neighboursOfOneStyleMergeAndStyleOrGapsSplit() {
        let old = ScreenBuffer(width: 10, height: 2)
        var new = old
        new.put("ab", x: 1, y: 0, style: plain)
        new.put("cd", x: 3, y: 0, style: Style(reverse: true))
        new.put("e", x: 6, y: 0, style: plain)
        new.put("日本", x: 0, y: 1, style: plain)
        #expect(ScreenDiff.changes(from: old, to: new) == [
            DrawRun(x: 1, y: 0, text: "ab", style: plain),
            DrawRun(x: 3, y: 0, text: "cd", style: Style(reverse: true)),
            DrawRun(x: 6, y: 0, text: "e", style: plain),
            DrawRun(x: 0, y: 1, text: "日本", style: plain),
        ])
    }

    @Test func runsStartAtAClustersFirstColumn() {
        var old = ScreenBuffer(width: 6, height: 1)
        old.put("x日", x: 0, y: 0, style: plain)
        var new = old
        new.put("本", x: 1, y: 0, style: plain)
        #expect(ScreenDiff.changes(from: old, to: new) == [DrawRun(x: 1, y: 0, text: "本", style: plain)])
        var restyled = old
        restyled.put("日", x: 1, y: 0, style: Style(underline: true))
        #expect(ScreenDiff.changes(from: old, to: restyled) == [DrawRun(x: 1, y: 0, text: "日", style: Style(underline: true))])
    }

    @Test func aWideCharacterReplacedByNarrowOnesRedrawsBothColumns() {
        var old = ScreenBuffer(width: 4, height: 1)
        old.put("日", x: 0, y: 0, style: plain)
        var new = ScreenBuffer(width: 4, height: 1)
        new.put("ab", x: 0, y: 0, style: plain)
        #expect(ScreenDiff.changes(from: old, to: new) == [DrawRun(x: 0, y: 0, text: "ab", style: plain)])
        #expect(ScreenDiff.changes(from: new, to: old) == [DrawRun(x: 0, y: 0, text: "日", style: plain)])
    }

    @Test func noPreviousFrameOrANewSizeRedrawsEverything() {
        var frame = ScreenBuffer(width: 3, height: 2)
        frame.put("🇨🇦", x: 0, y: 1, style: plain)
        let full = [DrawRun(x: 0, y: 0, text: "   ", style: plain), DrawRun(x: 0, y: 1, text: "🇨🇦 ", style: plain)]
        #expect(ScreenDiff.changes(from: nil, to: frame) == full)
        #expect(ScreenDiff.changes(from: ScreenBuffer(width: 4, height: 2), to: frame) == full)
        #expect(ScreenDiff.changes(from: ScreenBuffer(width: 3, height: 1), to: frame) == full)
    }

    @Test func replayingTheRunsRebuildsTheNewFrame() {
        var old = ScreenBuffer(width: 30, height: 4)
        old.put("🇨🇦 Canada  日本 Japan", x: 0, y: 0, style: plain)
        old.put("Côte d'Ivoire", x: 2, y: 2, style: Style(foreground: .green))
        var new = old
        new.put("🇯🇵", x: 1, y: 0, style: Style(bold: true))
        new.put("e\u{301}日本", x: 5, y: 2, style: Style(reverse: true))
        new.put("x", x: 29, y: 3, style: plain)
        var replayed = old
        for run in ScreenDiff.changes(from: old, to: new) {
            replayed.put(run.text, x: run.x, y: run.y, style: run.style)
        }
        #expect(replayed == new)
    }
}
