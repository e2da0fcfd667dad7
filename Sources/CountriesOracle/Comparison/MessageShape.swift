/// An error message with what varies from one document to the next taken out (quoted text, numbers), so that
/// messages of one kind group together: `Cannot query field "bogus" on type "Country".` becomes
/// `Cannot query field "…" on type "…".`
enum MessageShape {
    /// The shape of `message`'s first line, at most 140 characters.
    static func of(_ message: String) -> String {
        var shape = ""
        var quoted = false
        var previousWasDigit = false
        for character in message.prefix(while: { $0 != "\n" }) {
            if character == "\"" {
                shape.append(quoted ? "…\"" : "\"")
                quoted.toggle()
                continue
            }
            if quoted { continue }
            if character.isNumber {
                if !previousWasDigit { shape.append("N") }
                previousWasDigit = true
                continue
            }
            previousWasDigit = false
            shape.append(character)
        }
        return shape.count > 140 ? String(shape.prefix(139)) + "…" : shape
    }
}
