import TerminalUI
import Testing

@Suite("ScreenBuffer shapes: fill, box, centred text, clipped at the edges")
struct ShapeTests {
    private let bold = Style(bold: true)

    @Test func fillPaintsTheRectangleOnly() {
        var buffer = ScreenBuffer(width: 5, height: 3)
        buffer.put("xxxxx", x: 0, y: 1, style: Style())
        buffer.fill(Rect(x: 1, y: 1, width: 2, height: 1), style: bold)
        #expect(buffer.row(1) == "x  xx")
        #expect(buffer[x: 1, y: 1] == Cell(grapheme: " ", style: bold))
        #expect(buffer[x: 0, y: 1].style == Style())
        #expect(buffer[x: 1, y: 0].style == Style())
    }

    @Test func fillIsClippedAtTheBufferEdgesAndIgnoresEmptyOrNegativeSizes() {
        var buffer = ScreenBuffer(width: 4, height: 3)
        buffer.fill(Rect(x: -2, y: -1, width: 4, height: 3), style: bold)
        #expect(buffer[x: 0, y: 0].style == bold)
        #expect(buffer[x: 1, y: 1].style == bold)
        #expect(buffer[x: 2, y: 0].style == Style())
        #expect(buffer[x: 0, y: 2].style == Style())
        buffer.fill(Rect(x: 3, y: 2, width: 5, height: 5), style: bold)
        #expect(buffer[x: 3, y: 2].style == bold)
        let before = buffer
        buffer.fill(Rect(x: 0, y: 0, width: 4, height: -2), style: Style(dim: true))
        buffer.fill(Rect(x: 0, y: 0, width: -1, height: 2), style: Style(dim: true))
        #expect(buffer == before)
    }

    @Test func boxDrawsItsBorderAndTitle() {
        var buffer = ScreenBuffer(width: 12, height: 4)
        buffer.drawBox(Rect(x: 0, y: 0, width: 12, height: 4), title: "Countries", border: Style(), titleStyle: bold)
        #expect(buffer.textSnapshot() == "┌─ Count… ─┐\n│          │\n│          │\n└──────────┘")
        #expect(buffer[x: 3, y: 0] == Cell(grapheme: "C", style: bold))
    }

    @Test func boxTitleNeedsMoreThanSixColumnsAndTheBoxTwoByTwo() {
        var buffer = ScreenBuffer(width: 6, height: 3)
        buffer.drawBox(Rect(x: 0, y: 0, width: 6, height: 2), title: "Title", border: Style(), titleStyle: bold, ellipsis: "...")
        #expect(buffer.row(0) == "┌────┐")
        buffer.drawBox(Rect(x: 0, y: 2, width: 1, height: 1), title: "", border: Style(), titleStyle: bold)
        #expect(buffer.row(2) == "")
    }

    @Test func boxIsClippedAtTheBufferEdges() {
        var buffer = ScreenBuffer(width: 5, height: 3)
        buffer.drawBox(Rect(x: 2, y: 1, width: 6, height: 4), title: "", border: Style(), titleStyle: bold)
        #expect(buffer.textSnapshot() == "\n  ┌──\n  │")
        buffer = ScreenBuffer(width: 5, height: 3)
        buffer.drawBox(Rect(x: -3, y: -1, width: 6, height: 3), title: "", border: Style(), titleStyle: bold)
        #expect(buffer.textSnapshot() == "  │\n──┘\n")
    }

    @Test func centredTextIsCutToTheRectangle() {
        var buffer = ScreenBuffer(width: 10, height: 2)
        buffer.putCentered("abc", in: Rect(x: 2, y: 0, width: 7, height: 2), y: 1, style: bold)
        #expect(buffer.row(1) == "    abc")
        buffer.putCentered("abcdefgh", in: Rect(x: 0, y: 0, width: 5, height: 1), y: 0, style: bold, ellipsis: "..")
        #expect(buffer.row(0) == "abc..")
    }
}

@Suite("ScreenBuffer highlights: matched graphemes in their own style")
struct HighlightTests {
    private let plain = Style()
    private let match = Style(underline: true)

    private func styles(_ buffer: ScreenBuffer, _ columns: Range<Int>) -> [Bool] {
        columns.map { buffer[x: $0, y: 0].style == match }
    }

    @Test func theHighlightedGraphemesGetTheHighlightStyle() {
        var buffer = ScreenBuffer(width: 8, height: 1)
        buffer.putHighlighted("Japan", highlights: [0, 2], x: 1, y: 0, width: 7, style: plain, highlightStyle: match)
        #expect(buffer.row(0) == " Japan")
        #expect(styles(buffer, 0..<7) == [false, true, false, true, false, false, false])
    }

    @Test func theEllipsisOfACutTextIsNeverHighlighted() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.putHighlighted("Germany", highlights: [0, 3, 4, 5, 6], x: 0, y: 0, width: 5, style: plain, highlightStyle: match)
        #expect(buffer.row(0) == "Germ…")
        #expect(styles(buffer, 0..<5) == [true, false, false, true, false])
        buffer.putHighlighted("Germany", highlights: [2, 3, 4], x: 0, y: 0, width: 6, style: plain, highlightStyle: match, ellipsis: "..")
        #expect(buffer.row(0) == "Germ..")
        #expect(styles(buffer, 0..<6) == [false, false, true, true, false, false])
    }

    @Test func itIsClippedAtTheBufferEdge() {
        var buffer = ScreenBuffer(width: 3, height: 1)
        buffer.putHighlighted("Peru", highlights: [3], x: 0, y: 0, width: 4, style: plain, highlightStyle: match)
        #expect(buffer.row(0) == "Per")
        #expect(styles(buffer, 0..<3) == [false, false, false])
    }
}
