/// Makes text safe to hand to a terminal.
public enum TextSanitizer {
    /// Replaces what terminals disagree on: a ZWJ sequence (🏳️‍🌈, 👨‍👩‍👧) or an emoji tag sequence (the flag of
    /// England) becomes its first emoji, whose width every terminal agrees on; control characters (tab, newline,
    /// escape) become a space, so nothing can move the cursor or change the terminal's state.
    public static func forTerminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsCare) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            result += clean(character)
        }
        return result
    }

    /// One grapheme made safe.
    static func clean(_ character: Character) -> String {
        let scalars = character.unicodeScalars
        if scalars.contains(where: { $0.properties.generalCategory == .control }) {
            return " "
        }
        let joins = scalars.contains { $0.value == 0x200D }
        let tags = scalars.contains { (0xE0020...0xE007F).contains($0.value) }
        guard joins || tags, let first = scalars.first else { return String(character) }
        return String(first)
    }

    private static func needsCare(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F..<0xA0).contains(value) || value == 0x200D || (0xE0020...0xE007F).contains(value)
    }
}
