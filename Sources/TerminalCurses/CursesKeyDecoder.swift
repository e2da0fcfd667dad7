import CNcurses
import TerminalUI

/// Turns what `wget_wch` returns into a `Key`: pure, so every mapping is unit-tested without a terminal.
public enum CursesKeyDecoder {
    /// The key for a `wget_wch` result: `isFunctionKey` when it returned `KEY_CODE_YES`, else `code` is a character.
    /// Nil for codes that mean nothing to the app (and for Ctrl-Z and the mouse, which the backend handles itself).
    public static func key(isFunctionKey: Bool, code: UInt32) -> Key? {
        isFunctionKey ? functionKey(Int32(bitPattern: code)) : characterKey(code)
    }

    private static func characterKey(_ code: UInt32) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 27: return .escape
        case 1...26:
            guard let scalar = Unicode.Scalar(code + 96) else { return nil }
            return .control(Character(scalar))
        case 0..<32, 0x7F..<0xA0: return nil
        default:
            guard let scalar = Unicode.Scalar(code) else { return nil }
            return .character(Character(scalar))
        }
    }

    private static func functionKey(_ code: Int32) -> Key? {
        switch code {
        case KEY_UP: return .up
        case KEY_DOWN: return .down
        case KEY_LEFT: return .left
        case KEY_RIGHT: return .right
        case KEY_HOME: return .home
        case KEY_END: return .end
        case KEY_PPAGE: return .pageUp
        case KEY_NPAGE: return .pageDown
        case KEY_DC: return .delete
        case KEY_BTAB: return .backTab
        case KEY_ENTER: return .enter
        case KEY_BACKSPACE: return .backspace
        case cn_key_f(1)...cn_key_f(24): return .function(Int(code - cn_key_f(0)))
        default: return nil
        }
    }
}
