/// Edits of the search field beyond typing a character: pastes and readline's Ctrl-W.
enum QueryEditing {
    /// Pasted text as search text: line breaks and tabs become spaces, other control characters are dropped, so
    /// that a paste never runs a command.
    static func pasted(_ text: String) -> String {
        var result = ""
        for character in text {
            if character.isNewline || character == "\t" {
                result.append(" ")
            } else if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                result.append(character)
            }
        }
        return result
    }

    /// The query without its last word and the spaces after it, as readline's Ctrl-W does.
    static func droppingLastWord(_ query: String) -> String {
        var text = Substring(query)
        while text.last?.isWhitespace == true { text.removeLast() }
        while let last = text.last, !last.isWhitespace { text.removeLast() }
        return String(text)
    }
}
