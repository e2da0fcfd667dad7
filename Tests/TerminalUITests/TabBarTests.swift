import TerminalUI
import Testing

@Suite("Tab bar: labels, selection, title and hit columns")
struct TabBarTests {
    private let selected = Style(reverse: true)
    private let label = Style(underline: true)
    private let title = Style(dim: true)

    private func drawn(_ bar: TabBar, width: Int, x: Int = 0) -> ScreenBuffer {
        var buffer = ScreenBuffer(width: width, height: 1)
        bar.draw(in: Rect(x: x, y: 0, width: width - x, height: 1), background: Style(), labelStyle: label, selectedStyle: selected,
                 titleStyle: title, into: &buffer)
        return buffer
    }

    @Test func labelColumnsAreOneColumnApartFromTheStart() {
        let bar = TabBar(labels: [" 1 One ", "2 Two", "三"], selected: 0)
        #expect(bar.labelColumns(startingAt: 0) == [0..<7, 8..<13, 14..<16])
        #expect(bar.labelColumns(startingAt: 3) == [3..<10, 11..<16, 17..<19])
        #expect(TabBar(labels: [], selected: nil).labelColumns(startingAt: 0).isEmpty)
    }

    @Test func labelsAreDrawnWhereTheirColumnsSayInTheirStyles() {
        let bar = TabBar(labels: ["One", "Two"], selected: 1)
        let buffer = drawn(bar, width: 10)
        #expect(buffer.row(0) == "One Two")
        let columns = bar.labelColumns(startingAt: 0)
        #expect(columns[0].allSatisfy { buffer[x: $0, y: 0].style == label })
        #expect(columns[1].allSatisfy { buffer[x: $0, y: 0].style == selected })
        #expect(buffer[x: 3, y: 0].style == Style())
    }

    @Test func titleNeedsMoreThanAColumnAfterTheLabels() {
        let bar = TabBar(labels: ["One"], selected: nil, title: "App")
        // "One" ends at column 3: one blank column before the title is not enough, two are.
        #expect(drawn(bar, width: 7).row(0) == "One")
        #expect(drawn(bar, width: 8).row(0) == "One  App")
        #expect(drawn(bar, width: 8)[x: 5, y: 0].style == title)
    }

    @Test func labelsPastTheRightEdgeAreClipped() {
        let buffer = drawn(TabBar(labels: ["One", "Two", "Three"], selected: 2, title: "App"), width: 9)
        #expect(buffer.row(0) == "One Two T")
    }
}
