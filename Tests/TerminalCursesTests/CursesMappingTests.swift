import CNcurses
@testable import TerminalCurses
import TerminalUI
import Testing

@Suite("ncurses styles")
struct CursesMappingTests {
    @Test func colourPairsAreAllocatedOncePerPair() {
        var registered: [(Int16, Int32, Int32)] = []
        var style = CursesStyle(depth: .basic) { registered.append(($0, $1, $2)) }
        let selection = Style(foreground: .black, background: .cyan)
        let first = style.attributes(for: selection)
        let again = style.attributes(for: selection)
        _ = style.attributes(for: Style(foreground: .red, bold: true))
        _ = style.attributes(for: Style())
        #expect(first == again)
        #expect(style.pairCount == 2)
        #expect(registered.count == 2)
        #expect(registered.first.map { [Int32($0.0), $0.1, $0.2] } == [1, 0, 6])
    }

    @Test func aColourTheTerminalLacksIsTheNearestItHas() {
        let orange = Color.rgb(red: 0xFF, green: 0x87, blue: 0x00)
        #expect(CursesStyle.number(orange, depth: .direct) == 0xFF8700)
        #expect(CursesStyle.number(orange, depth: .indexed) == 208)
        #expect(CursesStyle.number(orange, depth: .basic) == 3, "yellow")
        #expect(CursesStyle.number(.indexed(208), depth: .direct) == 0xFF8700)
        #expect(CursesStyle.number(.indexed(4), depth: .direct) == 4, "a basic colour stays one on a direct-colour terminal")
        #expect(CursesStyle.number(.rgb(red: 0, green: 0, blue: 3), depth: .direct) == 8, "never read as a basic colour")
        #expect(CursesStyle.number(.indexed(196), depth: .basic) == 1, "red")
        #expect(CursesStyle.number(.blue, depth: .indexed) == 4)
        #expect(CursesStyle.number(.default, depth: .direct) == -1)
    }

    @Test func withoutColourOnlyAttributesRemain() {
        var registered = 0
        var style = CursesStyle(depth: nil) { _, _, _ in registered += 1 }
        let attributes = style.attributes(for: Style(foreground: .red, background: .cyan, bold: true, reverse: true))
        #expect(attributes == cn_a_bold() | cn_a_reverse())
        #expect(registered == 0)
    }
}
