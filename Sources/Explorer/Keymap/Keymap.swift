import TerminalUI

/// One row of the keymap: keys, what they do, when they apply, and how the help screen describes them.
public struct KeyBinding: Sendable {
    /// When a binding applies.
    public enum Condition: Sendable {
        /// Always.
        case always
        /// Only while the screen shows an error (so that `r` still types otherwise).
        case onError
    }

    /// The keys.
    public let keys: [Key]
    /// The action.
    public let action: Action
    /// When it applies.
    public let condition: Condition
    /// The help screen's section.
    public let section: String
    /// The help screen's description.
    public let summary: String
}

/// The one keymap table: it drives both key handling and the help overlay.
///
/// Printable characters that no binding claims edit the search query, so commands never steal a letter
/// (typing `qatar` finds Qatar).
public enum Keymap {
    /// Every binding, in help-screen order.
    public static let bindings: [KeyBinding] = [
        KeyBinding(keys: [.up, .control("p")], action: .moveUp, condition: .always, section: "Move", summary: "previous row"),
        KeyBinding(keys: [.down, .control("n")], action: .moveDown, condition: .always, section: "Move", summary: "next row"),
        KeyBinding(keys: [.pageUp], action: .pageUp, condition: .always, section: "Move", summary: "page up"),
        KeyBinding(keys: [.pageDown], action: .pageDown, condition: .always, section: "Move", summary: "page down"),
        KeyBinding(keys: [.home, .control("a")], action: .home, condition: .always, section: "Move", summary: "first row/start"),
        KeyBinding(keys: [.end, .control("e")], action: .end, condition: .always, section: "Move", summary: "last row/end"),
        KeyBinding(keys: [.enter, .right], action: .open, condition: .always, section: "Navigate", summary: "open"),
        KeyBinding(keys: [.left], action: .back, condition: .always, section: "Navigate", summary: "go back"),
        KeyBinding(keys: [.escape], action: .escape, condition: .always, section: "Navigate", summary: "clear or back"),
        KeyBinding(keys: [.tab], action: .nextTab, condition: .always, section: "Navigate", summary: "next tab"),
        KeyBinding(keys: [.backTab], action: .previousTab, condition: .always, section: "Navigate", summary: "previous tab"),
        KeyBinding(keys: [.character("1")], action: .showTab(.countries), condition: .always, section: "Navigate", summary: "Countries"),
        KeyBinding(keys: [.character("2")], action: .showTab(.continents), condition: .always, section: "Navigate", summary: "Continents"),
        KeyBinding(keys: [.character("3")], action: .showTab(.languages), condition: .always, section: "Navigate", summary: "Languages"),
        KeyBinding(keys: [.character("/")], action: .search, condition: .always, section: "Navigate", summary: "search first"),
        KeyBinding(keys: [.backspace], action: .deleteBackward, condition: .always, section: "Search", summary: "delete or back"),
        KeyBinding(keys: [.control("w")], action: .deleteWord, condition: .always, section: "Search", summary: "delete a word"),
        KeyBinding(keys: [.control("u")], action: .deleteToStart, condition: .always, section: "Search", summary: "clear search"),
        KeyBinding(keys: [.delete, .control("d")], action: .deleteForward, condition: .always, section: "Search", summary: "delete forward"),
        KeyBinding(keys: [.control("k")], action: .deleteToEnd, condition: .always, section: "Search", summary: "delete to end"),
        KeyBinding(keys: [.modified(.backspace, .alt)], action: .deleteWordPart, condition: .always, section: "Search", summary: "delete subword"),
        KeyBinding(keys: [.modified(.character("b"), .alt)], action: .caretWordBackward, condition: .always, section: "Search", summary: "previous word"),
        KeyBinding(keys: [.modified(.character("f"), .alt)], action: .caretWordForward, condition: .always, section: "Search", summary: "next word"),
        KeyBinding(keys: [.function(2)], action: .cycleContinent, condition: .always, section: "Search", summary: "next continent"),
        KeyBinding(keys: [.modified(.function(2), .shift)], action: .cycleContinentBackward, condition: .always, section: "Search", summary: "prev continent"),
        KeyBinding(keys: [.function(3)], action: .cycleSort, condition: .always, section: "Search", summary: "sort order"),
        KeyBinding(keys: [.control("r")], action: .refresh, condition: .always, section: "Other", summary: "refresh"),
        KeyBinding(keys: [.character("r")], action: .retry, condition: .onError, section: "Other", summary: "retry an error"),
        KeyBinding(keys: [.character("?"), .function(1)], action: .help, condition: .always, section: "Other", summary: "this help"),
        KeyBinding(keys: [.control("c"), .control("q"), .function(10)], action: .quit, condition: .always, section: "Other", summary: "quit"),
    ]

    /// The keymap as text, section by section: a section's title, then one line per binding, its keys padded to
    /// one column and what they do. The help screen and `--help` both show it.
    public static let describedSections: [[String]] = {
        var sections: [[String]] = []
        let labels = bindings.map { $0.keys.map(\.label).joined(separator: " ") }
        let keysWidth = labels.map(DisplayWidth.of).max() ?? 0
        for (binding, keys) in zip(bindings, labels) {
            let line = " " + TextLayout.pad(keys, toWidth: keysWidth) + "  " + binding.summary
            if sections.last?.first == binding.section {
                sections[sections.count - 1].append(line)
            } else {
                sections.append([binding.section, line])
            }
        }
        return sections
    }()

    /// The action a key triggers now, or nil (a printable character then edits the search).
    public static func action(for key: Key, errorShown: Bool) -> Action? {
        bindings.first { binding in
            binding.keys.contains(key) && (binding.condition == .always || errorShown)
        }?.action
    }
}

extension KeyBinding.Condition: Equatable {}
