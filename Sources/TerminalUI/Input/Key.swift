/// A key press, a resize or a mouse event, as the backend reports it and the reducer consumes it.
public enum Key: Sendable, Hashable {
    /// A printable character.
    case character(Character)
    /// Enter or Return.
    case enter
    /// Esc.
    case escape
    /// Backspace.
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// ↑.
    case up
    /// ↓.
    case down
    /// ←.
    case left
    /// →.
    case right
    /// Home.
    case home
    /// End.
    case end
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Delete.
    case delete
    /// F1…F24.
    case function(Int)
    /// Ctrl with a letter: Ctrl-C is `.control("c")`.
    case control(Character)
    /// The terminal's new size.
    case resize(width: Int, height: Int)
    /// A mouse event.
    case mouse(MouseEvent)
    /// Text the terminal pasted (bracketed paste), as typed: it is never a command.
    case paste(String)
    /// A key held with Shift, Alt or Ctrl that has no plainer name (Shift-F2, Alt-a, Ctrl-←).
    indirect case modified(Key, KeyModifiers)

    /// How the help screen names the key.
    public var label: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .enter: "Enter"
        case .escape: "Esc"
        case .backspace: "Backspace"
        case .tab: "Tab"
        case .backTab: "Shift-Tab"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .delete: "Del"
        case .function(let number): "F\(number)"
        case .control(let letter): "Ctrl-\(letter.uppercased())"
        case .resize: "Resize"
        case .mouse(let event): event.kind == .click ? "Click" : "Wheel"
        case .paste: "Paste"
        case .modified(let key, let modifiers): modifiers.label + key.label
        }
    }
}

/// The modifier keys held with a key.
public struct KeyModifiers: OptionSet, Sendable, Hashable {
    /// The bits, as xterm counts them (its modifier parameter minus one).
    public let rawValue: Int

    /// Creates modifiers from xterm's bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Shift.
    public static let shift = KeyModifiers(rawValue: 1)
    /// Alt (or Meta).
    public static let alt = KeyModifiers(rawValue: 2)
    /// Ctrl.
    public static let control = KeyModifiers(rawValue: 4)

    /// "Shift-", "Alt-", "Ctrl-Shift-", in the order people say them.
    var label: String {
        (contains(.control) ? "Ctrl-" : "") + (contains(.alt) ? "Alt-" : "") + (contains(.shift) ? "Shift-" : "")
    }
}
