import CNcurses
@testable import TerminalCurses
import TerminalUI
import Testing

@Suite("ncurses styles")
struct CursesMappingTests {
    @Test func colourPairsAreAllocatedOncePerPair() {
        var registered: [(Int16, Int16, Int16)] = []
        var style = CursesStyle(usesColor: true) { registered.append(($0, $1, $2)) }
        let selection = Style(foreground: .black, background: .cyan)
        let first = style.attributes(for: selection)
        let again = style.attributes(for: selection)
        _ = style.attributes(for: Style(foreground: .red, bold: true))
        _ = style.attributes(for: Style())
        #expect(first == again)
        #expect(style.pairCount == 2)
        #expect(registered.count == 2)
        #expect(registered.first.map { [$0.0, $0.1, $0.2] } == [1, 0, 6])
    }

    @Test func withoutColourOnlyAttributesRemain() {
        var registered = 0
        var style = CursesStyle(usesColor: false) { _, _, _ in registered += 1 }
        let attributes = style.attributes(for: Style(foreground: .red, background: .cyan, bold: true, reverse: true))
        #expect(attributes == cn_a_bold() | cn_a_reverse())
        #expect(registered == 0)
    }
}
