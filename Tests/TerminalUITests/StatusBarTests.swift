import TerminalUI
import Testing

@Suite("Status bar: left text, right segments, what is dropped when narrow")
struct StatusBarTests {
    private func drawn(_ bar: StatusBar, width: Int) -> String {
        var buffer = ScreenBuffer(width: width, height: 1)
        bar.draw(in: Rect(x: 0, y: 0, width: width, height: 1), style: Style(reverse: true), into: &buffer)
        #expect((0..<width).allSatisfy { buffer[x: $0, y: 0].style == Style(reverse: true) })
        return buffer.row(0)
    }

    @Test func segmentsArePackedRightWithAColumnBetween() {
        let bar = StatusBar(left: "live", right: ["12", "? help"])
        #expect(bar.shownSegments(width: 14) == 2)
        #expect(drawn(bar, width: 14) == "live 12 ? help")
        #expect(drawn(bar, width: 16) == "live   12 ? help")
    }

    @Test func laterSegmentsGoFirstWhenTheLeftTextWouldNotFit() {
        let bar = StatusBar(left: "live", right: ["12", "? help"])
        #expect(bar.shownSegments(width: 13) == 1)
        #expect(drawn(bar, width: 13) == "live       12")
        let three = StatusBar(left: "ab", right: ["1", "22", "333"])
        #expect(three.shownSegments(width: 11) == 3)
        #expect(three.shownSegments(width: 10) == 2)
        #expect(three.shownSegments(width: 7) == 2)
        #expect(three.shownSegments(width: 6) == 1)
    }

    @Test func theFirstSegmentStaysAndTheLeftTextIsCut() {
        let bar = StatusBar(left: "bundled data", right: ["250", "? help"])
        #expect(bar.shownSegments(width: 8) == 1)
        #expect(drawn(bar, width: 8) == "bun… 250")
        #expect(drawn(bar, width: 4) == " 250")
        #expect(drawn(bar, width: 2) == "50")
        #expect(StatusBar(left: "x", right: []).shownSegments(width: 0) == 0)
        #expect(drawn(StatusBar(left: "bundled", right: []), width: 5) == "bund…")
    }
}
