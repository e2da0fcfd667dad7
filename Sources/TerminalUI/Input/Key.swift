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
        }
    }
}
