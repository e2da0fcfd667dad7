import CNcurses
@testable import TerminalCurses
import TerminalUI
import Testing

@Suite("ncurses key codes and styles")
struct CursesMappingTests {
    @Test(arguments: [
        (UInt32(9), Key.tab), (10, .enter), (13, .enter), (127, .backspace), (8, .backspace), (27, .escape),
        (3, .control("c")), (17, .control("q")), (18, .control("r")), (14, .control("n")), (16, .control("p")),
        (97, .character("a")), (0xE9, .character("é")), (0x65E5, .character("日")), (32, .character(" ")),
    ])
    func characters(code: UInt32, key: Key) {
        #expect(CursesKeyDecoder.key(isFunctionKey: false, code: code) == key)
    }

    @Test func functionKeys() {
        let cases: [(Int32, Key)] = [
            (KEY_UP, .up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_HOME, .home),
            (KEY_END, .end), (KEY_PPAGE, .pageUp), (KEY_NPAGE, .pageDown), (KEY_DC, .delete), (KEY_BTAB, .backTab),
            (KEY_ENTER, .enter), (KEY_BACKSPACE, .backspace), (cn_key_f(1), .function(1)), (cn_key_f(10), .function(10)),
        ]
        for (code, key) in cases {
            #expect(CursesKeyDecoder.key(isFunctionKey: true, code: UInt32(bitPattern: code)) == key)
        }
    }

    @Test func controlsWithoutMeaningAreDropped() {
        #expect(CursesKeyDecoder.key(isFunctionKey: false, code: 0) == nil)
        #expect(CursesKeyDecoder.key(isFunctionKey: false, code: 0x85) == nil)
        #expect(CursesKeyDecoder.key(isFunctionKey: true, code: 0o777) == nil)
    }

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
