/// How many terminal columns text takes, by the Unicode version `WidthTable` was generated from and the rules
/// `wcwidth` implementations follow (see `scripts/generate-width-table`), whatever the machine's libc says.
///
/// A grapheme cluster takes the sum of its scalars' widths, unprintable scalars counting 0: a flag (two regional
/// indicators) is 2, 日 is 2, é and e + U+0301 are 1, ❤️ (U+2764 U+FE0F) is 1, East Asian Ambiguous (±, α) is 1.
/// docs/display-width.md says where terminals disagree. Text is measured as written;
/// `TextSanitizer` replaces what terminals disagree on (emoji ZWJ sequences, say) before anything is drawn.
public enum DisplayWidth {
    /// The columns of one scalar: 0, 1 or 2 (controls and unprintable scalars take 0).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value >= 0x20, value < 0x7F { return 1 }
        return ScalarClass.of(value).columns
    }

    /// The columns of one grapheme cluster.
    public static func of(_ character: Character) -> Int {
        sum(character.unicodeScalars)
    }

    /// The columns of a string (concrete, so that `strings.map(DisplayWidth.of)` type-checks unambiguously).
    public static func of(_ text: String) -> Int {
        sum(text.unicodeScalars)
    }

    /// The columns of any other string-like text, a `Substring` for instance.
    public static func of(_ text: some StringProtocol) -> Int {
        sum(text.unicodeScalars)
    }

    private static func sum(_ scalars: some Sequence<Unicode.Scalar>) -> Int {
        var total = 0
        for scalar in scalars {
            total += of(scalar)
        }
        return total
    }
}
