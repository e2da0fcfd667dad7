import TerminalUI
import Testing

@Suite("Scroll window: clamping, keeping the selection in view, paging")
struct ScrollWindowTests {
    @Test func anEmptyListSelectsAndShowsNothing() {
        let window = ScrollWindow(count: 0, height: 5)
        #expect(window.clampedSelection(3) == 0)
        #expect(window.clampedSelection(-1) == 0)
        #expect(window.maxOffset == 0)
        #expect(window.offset(4, showing: 0) == 0)
        #expect(window.visibleRows(from: 0).isEmpty)
    }

    @Test func aSelectionPastTheEndIsTheLastRow() {
        let window = ScrollWindow(count: 10, height: 4)
        #expect(window.clampedSelection(25) == 9)
        #expect(window.offset(0, showing: window.clampedSelection(25)) == 6)
        #expect(window.visibleRows(from: 6) == 6..<10)
    }

    @Test func theOffsetMovesOnlyAsFarAsTheSelectionNeeds() {
        let window = ScrollWindow(count: 20, height: 5)
        #expect(window.offset(3, showing: 5) == 3)
        #expect(window.offset(3, showing: 7) == 3)
        #expect(window.offset(3, showing: 8) == 4)
        #expect(window.offset(3, showing: 1) == 1)
        #expect(window.offset(-4, showing: 0) == 0)
        #expect(window.offset(99, showing: 19) == 15)
    }

    @Test func aWindowTallerThanTheListNeverScrolls() {
        let window = ScrollWindow(count: 3, height: 10)
        #expect(window.pageSize == 10)
        #expect(window.maxOffset == 0)
        #expect(window.clampedOffset(2) == 0)
        #expect(window.clampedSelection(0 + window.pageSize) == 2)
        #expect(window.visibleRows(from: 0) == 0..<3)
    }

    @Test func aWindowSqueezedToNothingStillPagesByOne() {
        let window = ScrollWindow(count: 4, height: 0)
        #expect(window.height == 1)
        #expect(window.pageSize == 1)
        #expect(window.maxOffset == 3)
        #expect(window.offset(0, showing: 2) == 2)
        #expect(ScrollWindow(count: -3, height: 2).count == 0)
    }
}
