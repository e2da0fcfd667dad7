/// A control sequence (`ESC [` …) as `KeyDecoder` reads it.
enum ControlSequence: Equatable {
    /// Parameters (`1;5`, `<0;3;4`) and the final byte.
    case standard(parameters: String, final: UInt8)
    /// The Linux console's `ESC [ [ A` … `ESC [ [ E` (F1…F5).
    case linuxFunction(UInt8)
    /// An X10 mouse report's three bytes.
    case x10Mouse(button: UInt8, x: UInt8, y: UInt8)
    /// Cut short by a control byte: swallowed.
    case malformed
    /// Longer than `KeyDecoder.maxSequenceBytes` so far: the rest is swallowed up to its final byte.
    case overlong

    /// `ESC [200~`, which starts a bracketed paste.
    static let pasteStart = ControlSequence.standard(parameters: "200", final: 0x7E)

    /// The key the sequence stands for; nil for sequences that mean nothing here (swallowed whole).
    var key: Key? {
        switch self {
        case .standard(let parameters, let final): EscapeSequences.csi(parameters: parameters, final: final)
        case .linuxFunction(let letter): (0x41...0x45).contains(letter) ? .function(Int(letter - 0x40)) : nil
        case .x10Mouse(let button, let x, let y):
            x >= 33 && y >= 33 ? EscapeSequences.mouse(button: Int(button) - 32, x: Int(x) - 33, y: Int(y) - 33, released: false) : nil
        case .malformed, .overlong: nil
        }
    }
}

/// The table of escape sequences the common terminals send: xterm (and so tmux, screen, GNOME, kitty,
/// iTerm2 and most others), rxvt and the Linux console, with xterm's modifier parameter.
enum EscapeSequences {
    /// `ESC [ n ~` keys by their number (xterm, rxvt, the Linux console and VT220 agree on these).
    private static let tildeKeys: [Int: Key] = [
        1: .home, 3: .delete, 4: .end, 5: .pageUp, 6: .pageDown, 7: .home, 8: .end,
        11: .function(1), 12: .function(2), 13: .function(3), 14: .function(4), 15: .function(5),
        17: .function(6), 18: .function(7), 19: .function(8), 20: .function(9), 21: .function(10),
        23: .function(11), 24: .function(12),
    ]

    /// Keys named by a final letter, in `ESC [` and `ESC O` forms alike.
    private static let letterKeys: [UInt8: Key] = [
        0x41: .up, 0x42: .down, 0x43: .right, 0x44: .left, 0x48: .home, 0x46: .end,
        0x50: .function(1), 0x51: .function(2), 0x52: .function(3), 0x53: .function(4),
    ]

    /// The key of `ESC [ parameters final`.
    static func csi(parameters: String, final: UInt8) -> Key? {
        if parameters.hasPrefix("<") { return sgrMouse(parameters.dropFirst(), final: final) }
        // Private parameters (`?`, `>`, `=`) mark the terminal's answers to queries, never keys.
        if parameters.first.map({ "?>=".contains($0) }) == true { return nil }
        let numbers = parameters.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let modifiers = numbers.count > 1 ? modifiers(numbers[1]) : []
        switch final {
        case 0x7E: // ~
            return numbers.first.flatMap { $0 }.flatMap { tildeKeys[$0] }.map { applying(modifiers, to: $0) }
        case 0x24, 0x5E, 0x40: // rxvt: $ Shift, ^ Ctrl, @ Ctrl-Shift
            let rxvt: KeyModifiers = final == 0x24 ? .shift : final == 0x5E ? .control : [.control, .shift]
            return numbers.first.flatMap { $0 }.flatMap { tildeKeys[$0] }.map { applying(rxvt, to: $0) }
        case 0x5A: // Z
            return .backTab
        case 0x61...0x64 where parameters.isEmpty: // rxvt's Shift-arrows: ESC [ a … d
            return letterKeys[final - 0x20].map { applying(.shift, to: $0) }
        default:
            return letterKeys[final].map { applying(modifiers, to: $0) }
        }
    }

    /// The key of `ESC O final`: arrows, Home, End, F1…F4, the keypad, and rxvt's Ctrl-arrows.
    static func ss3(_ final: UInt8) -> Key? {
        switch final {
        case 0x4D: .enter // keypad Enter
        case 0x61...0x64: letterKeys[final - 0x20].map { applying(.control, to: $0) }
        case 0x6A...0x79: .character(Character(Unicode.Scalar(final - 0x40))) // keypad * + , - . / 0…9
        default: letterKeys[final]
        }
    }

    /// A key with modifiers, under its plainer name where it has one (Shift-Tab).
    static func applying(_ modifiers: KeyModifiers, to key: Key) -> Key {
        guard !modifiers.isEmpty else { return key }
        if key == .tab, modifiers == .shift { return .backTab }
        if case .modified(let inner, let more) = key { return .modified(inner, more.union(modifiers)) }
        return .modified(key, modifiers)
    }

    /// xterm's modifier parameter: 1 + Shift 1 + Alt 2 + Ctrl 4 (+ Meta 8, read as Alt).
    private static func modifiers(_ parameter: Int?) -> KeyModifiers {
        guard let parameter, parameter > 1 else { return [] }
        let bits = parameter - 1
        return KeyModifiers(rawValue: (bits & 7) | (bits & 8 != 0 ? KeyModifiers.alt.rawValue : 0))
    }

    /// An SGR mouse report, `ESC [ < button ; column ; row M` (pressed) or `m` (released), 1-based.
    private static func sgrMouse(_ parameters: Substring, final: UInt8) -> Key? {
        let numbers = parameters.split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3, final == 0x4D || final == 0x6D, numbers[1] >= 1, numbers[2] >= 1 else { return nil }
        return mouse(button: numbers[0], x: numbers[1] - 1, y: numbers[2] - 1, released: final == 0x6D)
    }

    /// A left press or a wheel turn at a 0-based cell; releases, motion and other buttons mean nothing here.
    static func mouse(button: Int, x: Int, y: Int, released: Bool) -> Key? {
        guard !released, button & 32 == 0 else { return nil }
        switch button & ~(4 | 8 | 16) { // without Shift, Meta and Ctrl
        case 0: return .mouse(MouseEvent(kind: .click, x: x, y: y))
        case 64: return .mouse(MouseEvent(kind: .wheelUp, x: x, y: y))
        case 65: return .mouse(MouseEvent(kind: .wheelDown, x: x, y: y))
        default: return nil
        }
    }
}
