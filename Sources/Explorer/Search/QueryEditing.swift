/// Edits of the search field at its caret, as readline makes them: typing and pasting insert, Backspace, Ctrl-W
/// and Ctrl-U delete before the caret. The caret counts the characters before it.
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

    private static func clamped(_ caret: Int, in query: String) -> Int {
        max(0, min(caret, query.count))
    }
}
