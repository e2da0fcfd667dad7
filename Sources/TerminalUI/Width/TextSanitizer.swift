/// Makes text safe to hand to a terminal, replacing what terminals disagree on.
public enum TextSanitizer {
    /// The text with every grapheme cluster made safe to draw, one cluster at a time:
    ///
    /// - a cluster with a control character (tab, newline, escape, DEL, a C1 control) or a line or paragraph
    ///   separator becomes a space, so nothing can move the cursor or change the terminal's state;
    /// - an emoji ZWJ sequence (👨‍👩‍👧, 🏳️‍🌈) or an emoji tag sequence (the flag of England) becomes its first emoji
    ///   alone, and an emoji with a skin-tone modifier (👍🏽) loses the modifier: terminals draw those 2, 4 or 6
    ///   columns wide, while the first emoji's width is agreed on;
    /// - a cluster with a scalar that is not printed (one unassigned in `WidthTable`'s Unicode version, say)
    ///   becomes "\u{FFFD}" (�).
    ///
    /// Stray tag characters are dropped, and so are bidirectional embeddings, overrides and isolates (U+202A to
    /// U+202E, U+2066 to U+2069), with which text could reorder what follows it on the line; anything else
    /// (accents, CJK, flags, ❤️, Indic conjuncts) is kept as is.
    public static func forTerminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsCare) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            if character.unicodeScalars.contains(where: needsCare) {
                result.unicodeScalars.append(contentsOf: clean(character.unicodeScalars))
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// The safe form of one cluster that needs care.
    private static func clean(_ scalars: Character.UnicodeScalarView) -> [Unicode.Scalar] {
        if scalars.contains(where: isBreaking) { return [" "] }
        if scalars.contains(where: isUnprintable) { return ["\u{FFFD}"] }
        let kept = scalars.filter { !isBidiControl($0) }
        guard let first = kept.first, first.properties.isEmoji else { return kept.filter { !isTag($0) } }
        if kept.contains(where: { isJoiner($0) || isTag($0) }) { return [first] }
        return [first] + kept.dropFirst().filter { !isModifier($0) }
    }

    /// A scalar that may make this cluster unsafe or disputed (ASCII letters and most text never are).
    private static func needsCare(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0xA0 { return value < 0x20 || value >= 0x7F }
        return isJoiner(scalar) || isTag(scalar) || isModifier(scalar) || isBidiControl(scalar) || isUnprintable(scalar)
    }

    /// Controls and line or paragraph separators: what would break a line or drive the terminal.
    private static func isBreaking(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    private static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        ScalarClass.of(scalar.value) == .unprintable
    }

    private static func isJoiner(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value == 0x200D
    }

    private static func isTag(_ scalar: Unicode.Scalar) -> Bool {
        (0xE0020...0xE007F).contains(scalar.value)
    }

    private static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    private static func isModifier(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }
}
