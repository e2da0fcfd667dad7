import TerminalUI
import Testing

@Suite("Rect: borders, rows and splits")
struct RectTests {
    private let rect = Rect(x: 2, y: 3, width: 10, height: 6)

    @Test func innerIsInsideAOneCellBorderAndNeverNegative() {
        #expect(rect.inner == Rect(x: 3, y: 4, width: 8, height: 4))
        #expect(Rect(x: 0, y: 0, width: 1, height: 0).inner == Rect(x: 1, y: 1, width: 0, height: 0))
    }

    @Test func rowIsOneRowCountedFromTheTop() {
        #expect(rect.row(0) == Rect(x: 2, y: 3, width: 10, height: 1))
        #expect(rect.row(5) == Rect(x: 2, y: 8, width: 10, height: 1))
    }

    @Test func splitsCoverTheRectangleAndClampTheCut() {
        let (left, right) = rect.splitColumns(at: 4)
        #expect(left == Rect(x: 2, y: 3, width: 4, height: 6))
        #expect(right == Rect(x: 6, y: 3, width: 6, height: 6))
        let (top, bottom) = rect.splitRows(at: 2)
        #expect(top == Rect(x: 2, y: 3, width: 10, height: 2))
        #expect(bottom == Rect(x: 2, y: 5, width: 10, height: 4))
        #expect(rect.splitColumns(at: 99).right.width == 0)
        #expect(rect.splitColumns(at: -1).left.width == 0)
        #expect(rect.splitRows(at: 7).top == rect)
        #expect(rect.splitRows(at: 7).bottom == Rect(x: 2, y: 9, width: 10, height: 0))
        #expect(rect.splitRows(at: -3).bottom == rect)
    }
}
