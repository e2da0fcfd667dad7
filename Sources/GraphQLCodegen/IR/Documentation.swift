/// One-line doc comment texts for generated declarations.
enum Documentation {
    /// `text` with runs of whitespace (including newlines) collapsed to single spaces, or `nil` if empty.
    static func oneLine(_ text: String?) -> String? {
        guard let text else { return nil }
        let words = text.split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The doc text of a selected field: the schema's description if there is one, else a plain phrase.
    static func field(name: String, responseKey: String, description: String?, conditional: Bool) -> String {
        var text = oneLine(description)
            ?? (name == responseKey ? "The `\(name)` field." : "The `\(name)` field, under the alias `\(responseKey)`.")
        if conditional {
            text += " `nil` when `@skip` or `@include` leaves it out."
        }
        return text
    }
}
