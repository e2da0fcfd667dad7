/// Keys by the names a config file gives them (`q`, `?`, `space`, `enter`, `ctrl-c`, `alt-b`, `shift-f2`, `f10`),
/// and back.
extension Key {
    /// The keys with a name of their own, by that name in lower case; a key's first name is the one it is given.
    private static let named: [(name: String, key: Key)] = [
        ("space", .character(" ")), ("enter", .enter), ("esc", .escape), ("escape", .escape), ("backspace", .backspace),
        ("tab", .tab), ("shift-tab", .backTab), ("backtab", .backTab), ("up", .up), ("down", .down), ("left", .left),
        ("right", .right), ("home", .home), ("end", .end), ("pgup", .pageUp), ("pageup", .pageUp), ("pgdn", .pageDown),
        ("pagedown", .pageDown), ("del", .delete), ("delete", .delete),
    ]

    /// The key `name` names: one printable character as it is (`q`, `Y`, `?`), else a name in any case (`Enter`,
    /// `PgDn`, `F5`), `ctrl-` with a letter, `alt-` with a character or Backspace, `shift-` with a function key.
    /// Nil for anything else, and for Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M, which terminals send as Backspace, Tab
    /// and Enter.
    public init?(name: String) {
        if name.count == 1, let character = name.first {
            guard !character.isWhitespace || character == " ", character.unicodeScalars.allSatisfy({ $0.value >= 0x20 && $0.value != 0x7F })
            else { return nil }
            self = .character(character)
            return
        }
        let lower = name.lowercased()
        if let key = Self.named.first(where: { $0.name == lower })?.key {
            self = key
        } else if lower.hasPrefix("f"), let number = Int(lower.dropFirst()), (1...24).contains(number), !lower.hasPrefix("f0") {
            self = .function(number)
        } else if lower.hasPrefix("ctrl-"), lower.count == 6, let letter = lower.last, letter.isASCII, letter.isLetter,
                  !"hijm".contains(letter) {
            self = .control(letter)
        } else if lower.hasPrefix("alt-"), name.count > 4 {
            let rest = String(name.dropFirst(4))
            guard let key = Key(name: rest) else { return nil }
            switch key {
            case .character(let character) where character != " ": self = .modified(.character(character), .alt)
            case .backspace: self = .modified(.backspace, .alt)
            default: return nil
            }
        } else if lower.hasPrefix("shift-"), let key = Key(name: String(name.dropFirst(6))), case .function = key {
            self = .modified(key, .shift)
        } else {
            return nil
        }
    }

    /// The name a config file gives the key, which `init(name:)` reads back: nil for a key that has none (a
    /// resize, a mouse event, a paste).
    public var name: String? {
        if let named = Self.named.first(where: { $0.key == self }) { return named.name }
        switch self {
        case .character(let character): return String(character)
        case .function(let number): return "f\(number)"
        case .control(let letter): return "ctrl-\(letter)"
        case .modified(let key, .alt): return key.name.map { "alt-" + $0 }
        case .modified(let key, .shift): return key.name.map { "shift-" + $0 }
        default: return nil
        }
    }
}
