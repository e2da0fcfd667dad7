import TerminalUI
import Testing

@Suite("Styles and key labels")
struct StyleAndKeyTests {
    @Test(arguments: [
        (Key.control("c"), "Ctrl-C"), (.control("p"), "Ctrl-P"), (.function(2), "F2"), (.backTab, "Shift-Tab"),
        (.up, "↑"), (.down, "↓"), (.left, "←"), (.right, "→"), (.pageUp, "PgUp"), (.pageDown, "PgDn"),
        (.enter, "Enter"), (.escape, "Esc"), (.tab, "Tab"), (.character("?"), "?"), (.character(" "), "Space"),
        (.character("é"), "é"), (.home, "Home"), (.end, "End"), (.delete, "Del"), (.backspace, "Backspace"),
        (.mouse(MouseEvent(kind: .click, x: 1, y: 2)), "Click"), (.mouse(MouseEvent(kind: .wheelUp, x: 0, y: 0)), "Wheel"),
        (.resize(width: 80, height: 24), "Resize"),
    ])
    func keyLabels(key: Key, label: String) {
        #expect(key.label == label)
    }
}
