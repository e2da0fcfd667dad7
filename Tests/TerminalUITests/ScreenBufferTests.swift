import TerminalUI
import Testing

@Suite("Screen buffer: cells, clipping and wide characters")
struct ScreenBufferTests {
    private let plain = Style()

    @Test func putClipsAtTheRightEdgeAndReportsColumns() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        #expect(buffer.put("Canada!", x: 1, y: 0, style: plain) == 5)
        #expect(buffer.row(0) == " Canad")
        #expect(buffer.put("abcdef", x: 0, y: 1, style: plain, maxWidth: 3) == 3)
        #expect(buffer.row(1) == "abc")
        #expect(buffer.put("日本", x: 6, y: 1, style: plain) == 0)
    }

    @Test func rowsOutsideTheFrameWriteNothing() {
        var buffer = ScreenBuffer(width: 4, height: 2)
        #expect(buffer.put("x", x: 0, y: 2, style: plain) == 0)
        #expect(buffer.put("x", x: 0, y: -1, style: plain) == 0)
        #expect(buffer.textSnapshot() == "\n")
        #expect(buffer[x: 9, y: 9] == Cell.blank)
    }

    @Test func columnsLeftOfTheFrameAreSkipped() {
        var buffer = ScreenBuffer(width: 6, height: 2)
        #expect(buffer.put("Japan", x: -2, y: 0, style: plain) == 5)
        #expect(buffer.row(0) == "pan")
        buffer.put("xxxxxx", x: 0, y: 1, style: plain)
        buffer.put("日本", x: -1, y: 1, style: Style(bold: true))
        #expect(buffer.row(1) == " 本xxx")
        #expect(buffer[x: 0, y: 1] == Cell(grapheme: " ", style: Style(bold: true)))
    }

    @Test func wideCharactersTakeTwoCellsAndNeverStraddleTheEdge() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        #expect(buffer.put("日本語", x: 0, y: 0, style: plain) == 5)
        #expect(buffer[x: 0, y: 0].grapheme == "日")
        #expect(buffer[x: 1, y: 0].grapheme == "")
        #expect(buffer[x: 4, y: 0].grapheme == " ")
        #expect(buffer.row(0) == "日本")
        #expect(buffer.put("🇨🇦 Canada", x: 0, y: 0, style: plain, maxWidth: 1) == 1)
        #expect(buffer.row(0) == "  本")
    }

    @Test func aClusterCoversAsManyCellsAsItIsWide() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        #expect(buffer.put("क्षि!", x: 0, y: 0, style: plain) == 4)
        #expect((0..<4).map { buffer[x: $0, y: 0].grapheme } == ["क्षि", "", "", "!"])
        buffer.put("x", x: 1, y: 0, style: plain)
        #expect(buffer.row(0) == " x !")
    }

    @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
        var buffer = ScreenBuffer(width: 4, height: 1)
        buffer.put("🇨🇦", x: 0, y: 0, style: plain)
        buffer.put("x", x: 1, y: 0, style: plain)
        #expect(buffer.row(0) == " x")
        buffer.put("日", x: 2, y: 0, style: plain)
        buffer.put("y", x: 2, y: 0, style: plain)
        #expect(buffer.row(0) == " xy")
        #expect(buffer[x: 3, y: 0].grapheme == " ")
    }

    @Test func aWideCharacterOverTwoOthersBlanksWhatRemainsOfThem() {
        var buffer = ScreenBuffer(width: 5, height: 1)
        buffer.put("a日本", x: 0, y: 0, style: plain)
        buffer.put("語", x: 0, y: 0, style: plain)
        #expect(buffer.row(0) == "語 本")
        #expect((0..<5).map { buffer[x: $0, y: 0].grapheme } == ["語", "", " ", "本", ""])
        buffer.put("の", x: 2, y: 0, style: plain)
        #expect((0..<5).map { buffer[x: $0, y: 0].grapheme } == ["語", "", "の", "", " "])
    }

    @Test func blankedHalvesKeepTheirStyleAndNewCellsTakeTheirs() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        let bold = Style(bold: true)
        buffer.put("日", x: 0, y: 0, style: bold)
        buffer.put("x", x: 1, y: 0, style: plain)
        #expect(buffer[x: 0, y: 0] == Cell(grapheme: " ", style: bold))
        #expect(buffer[x: 1, y: 0] == Cell(grapheme: "x", style: plain))
    }

    @Test func putSanitisesSoNothingUnsafeIsStored() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        #expect(buffer.put("a\u{1B}[2Jb\tc", x: 0, y: 0, style: plain) == 8)
        #expect(buffer.row(0) == "a [2Jb c")
        buffer.put("👨‍👩‍👧!", x: 0, y: 0, style: plain)
        #expect(buffer.row(0) == "👨!2Jb c")
        #expect(buffer.put("\u{200B}", x: 0, y: 0, style: plain) == 0)
    }

    @Test func snapshotJoinsRowsAndTrimsTrailingSpaces() {
        var buffer = ScreenBuffer(width: 12, height: 3)
        buffer.put("日本", x: 1, y: 1, style: plain)
        buffer.put("Côte   ", x: 0, y: 2, style: plain)
        #expect(buffer.textSnapshot() == "\n 日本\nCôte")
        #expect(ScreenBuffer(width: 0, height: 0).textSnapshot() == "")
    }
}
