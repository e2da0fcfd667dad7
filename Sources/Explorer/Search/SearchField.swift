import TerminalUI

/// A screen's search field, edited as fzf edits its query: the search typed, its caret, whether the field has the
/// focus and whether Enter left it. Each screen has its own; the screen reselects its rows when the text changes.
struct SearchField: Sendable, Hashable {
    /// The search typed.
    var text = ""
    /// How many of the text's characters come before the caret.
    var caret = 0
    /// Whether the field has the focus (after `/`): everything printable, digits too, is search text.
    var isFocused = false
    /// Whether Enter left the field with the search kept: the letters that act on a country (Space, `y`, `Y`,
    /// `o`) act again until the search is edited.
    var isCommitted = false

    /// The longest search, in characters; typing or pasting more is ignored.
    static let maxLength = 100

    /// Whether the field shows a search: it has the focus or holds one. Home and End (Ctrl-A, Ctrl-E) then move
    /// its caret rather than the selection, as in fzf, whose query is always being edited.
    var isActive: Bool { isFocused || !text.isEmpty }

    /// Whether a search is being typed as `key` comes, so that Space, `y`, `Y` and `o` are search text: always in
    /// the field, and with a search not yet left with Enter; where a first letter starts a search
    /// (`startsOnLetters`: a list) unless Enter has left the field; on a country's own screen or a comparison,
    /// only then. A space, or a letter the config binds (`quit: [q]`), cannot start a search: on an empty one it
    /// acts, wherever the field is not focused (after `/` it is text).
    func types(_ key: Key, keymap: Keymap, startsOnLetters: Bool) -> Bool {
        if !isActive, key == .character(" ") || keymap.bindsSearchText(key) { return false }
        return isFocused || (!isCommitted && (startsOnLetters || !text.isEmpty))
    }

    /// Whether a typed character belongs to a search: anything printable but digits (never part of a name).
    static func takes(_ character: Character) -> Bool {
        !character.isNumber && QueryEditing.isPrintable(character)
    }

    /// Takes a key bound to `action` (if any), walking or adding to the searches remembered in `history`; returns
    /// the command that keeps them, or nil for a key that keeps its meaning on the screen (the moves, opening, and
    /// Home, End, Esc or Backspace with no search to edit).
    mutating func update(_ key: Key, action: Action?, history: inout SearchHistory?) -> [Command]? {
        switch (key, action) {
        case (.paste(let pasted), _): insert(QueryEditing.pasted(pasted))
        // In the field, printable characters, digits and `?` too, are text, ← and → move the caret, and Enter and
        // Esc leave it; ↑ ↓, Tab and Ctrl-C keep their meaning.
        case (.enter, _) where isFocused:
            isFocused = false
            isCommitted = true
            return remember(in: &history)
        case (.escape, _) where isFocused, (_, .escape?) where isActive:
            edit(("", 0))
            isFocused = false
        case (.character(let character), _) where isFocused && QueryEditing.isPrintable(character): insert(String(character))
        case (.left, _) where isFocused: caret = max(0, caret - 1)
        case (.right, _) where isFocused: caret = min(text.count, caret + 1)
        case (_, .home?) where isActive: caret = 0
        case (_, .end?) where isActive: caret = text.count
        case (_, .deleteBackward?) where !isActive: return nil
        case (_, .historyPrevious?): walk(back: true, in: &history)
        case (_, .historyNext?): walk(back: false, in: &history)
        case (_, .search?): isFocused = true
        case (_, let action?):
            guard let edited = QueryEditing.edit(action, text, at: caret) else { return nil }
            edit(edited)
        case (.character(let character), nil) where Self.takes(character): insert(String(character))
        default: return nil
        }
        return []
    }

    /// Remembers the search, when history is on and it holds one: the command that keeps the history.
    func remember(in history: inout SearchHistory?) -> [Command] {
        guard history?.record(text) == true, let entries = history?.entries else { return [] }
        return [.saveSearchHistory(entries)]
    }

    /// Shows the search Ctrl-P or Ctrl-N walked to, its caret at its end; nothing when there is none.
    private mutating func walk(back: Bool, in history: inout SearchHistory?) {
        guard let shown = back ? history?.previous(from: text) : history?.next() else { return }
        edit((shown, shown.count))
    }

    /// Types or pastes text at the caret.
    private mutating func insert(_ typed: String) {
        edit(QueryEditing.inserting(typed, into: text, at: caret, maxLength: Self.maxLength))
    }

    /// Puts an edit's text and caret in place: a search edited is no longer the one Enter left.
    private mutating func edit(_ edited: (query: String, caret: Int)) {
        if edited.query != text { isCommitted = false }
        text = edited.query
        caret = edited.caret
    }
}
