/// Edits of the search field at its caret, as readline and fzf make them: typing and pasting insert, Backspace,
/// Ctrl-W, Alt-Backspace and Ctrl-U delete before the caret, Delete (Ctrl-D) and Ctrl-K after it, Alt-b and Alt-f
/// move it a word. The caret counts the characters before it.
enum QueryEditing {
    /// Pasted text as search text: line breaks and tabs become spaces, other control characters are dropped, so
    /// that a paste never runs a command.
    static func pasted(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline || character == "\t" {
                result.append(" ")
            } else if isPrintable(character) {
                result.append(character)
            }
        }
        return result
    }

    /// Whether `character` may stand in the search text: it holds no control character.
    static func isPrintable(_ character: Character) -> Bool {
        !character.unicodeScalars.contains { $0.properties.generalCategory == .control }
    }

    /// What a readline action does at the caret: a deletion, or Alt-b and Alt-f; nil for any other action.
    static func edit(_ action: Action, _ query: String, at caret: Int) -> (query: String, caret: Int)? {
        switch action {
        case .deleteBackward: deletingBackward(query, at: caret)
        case .deleteWord: deletingWordBackward(query, at: caret)
        case .deleteToStart: deletingToStart(query, at: caret)
        case .deleteForward: deletingForward(query, at: caret)
        case .deleteToEnd: deletingToEnd(query, at: caret)
        case .deleteWordPart: deletingWordPartBackward(query, at: caret)
        case .caretWordBackward: (query, wordStart(before: clamped(caret, in: query), in: Array(query)))
        case .caretWordForward: (query, wordEnd(after: caret, in: query))
        default: nil
        }
    }

    /// `text` inserted at the caret, as much of it as `maxLength` leaves room for.
    static func inserting(_ text: String, into query: String, at caret: Int, maxLength: Int) -> (query: String, caret: Int) {
        let added = Array(text.prefix(max(0, maxLength - query.count)))
        var characters = Array(query)
        let at = clamped(caret, in: query)
        characters.insert(contentsOf: added, at: at)
        return (String(characters), at + added.count)
    }

    /// The query without the character before the caret.
    static func deletingBackward(_ query: String, at caret: Int) -> (query: String, caret: Int) {
        let at = clamped(caret, in: query)
        guard at > 0 else { return (query, 0) }
        var characters = Array(query)
        characters.remove(at: at - 1)
        return (String(characters), at - 1)
    }

    /// The query without the word before the caret and the spaces after that word (Ctrl-W).
    static func deletingWordBackward(_ query: String, at caret: Int) -> (query: String, caret: Int) {
        let characters = Array(query)
        let end = clamped(caret, in: query)
        var start = end
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return (String(characters[..<start] + characters[end...]), start)
    }

    /// The query without everything before the caret (Ctrl-U): all of it when the caret is at the end.
    static func deletingToStart(_ query: String, at caret: Int) -> (query: String, caret: Int) {
        (String(query.dropFirst(clamped(caret, in: query))), 0)
    }

    /// The query without the character after the caret (Delete, Ctrl-D).
    static func deletingForward(_ query: String, at caret: Int) -> (query: String, caret: Int) {
        let at = clamped(caret, in: query)
        guard at < query.count else { return (query, at) }
        var characters = Array(query)
        characters.remove(at: at)
        return (String(characters), at)
    }

    /// The query without everything after the caret (Ctrl-K).
    static func deletingToEnd(_ query: String, at caret: Int) -> (query: String, caret: Int) {
        let at = clamped(caret, in: query)
        return (String(query.prefix(at)), at)
    }

    /// The query without the letters and digits before the caret and anything else between them and it
    /// (Alt-Backspace, readline's `backward-kill-word`): `Côte d'Ivoire|` becomes `Côte d'|`.
    static func deletingWordPartBackward(_ query: String, at caret: Int) -> (query: String, caret: Int) {
        let characters = Array(query)
        let end = clamped(caret, in: query)
        let start = wordStart(before: end, in: characters)
        return (String(characters[..<start] + characters[end...]), start)
    }

    /// Where the word after the caret ends (Alt-f): past any other characters, then over letters and digits.
    private static func wordEnd(after caret: Int, in query: String) -> Int {
        let characters = Array(query)
        var end = clamped(caret, in: query)
        while end < characters.count, !isWordCharacter(characters[end]) { end += 1 }
        while end < characters.count, isWordCharacter(characters[end]) { end += 1 }
        return end
    }

    /// Where the word before the caret starts (Alt-b): past any other characters, then back over letters and digits.
    private static func wordStart(before caret: Int, in characters: [Character]) -> Int {
        var start = caret
        while start > 0, !isWordCharacter(characters[start - 1]) { start -= 1 }
        while start > 0, isWordCharacter(characters[start - 1]) { start -= 1 }
        return start
    }

    /// Whether readline counts `character` as part of a word: a letter or a digit.
    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber
    }

    private static func clamped(_ caret: Int, in query: String) -> Int {
        max(0, min(caret, query.count))
    }
}
