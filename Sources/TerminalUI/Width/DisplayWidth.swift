/// How many terminal columns text takes, as glibc's `wcwidth` (and so ncurses and tmux) count them:
/// a grapheme cluster's width is the sum of its scalars' widths, so a flag is 2, 日 is 2, é is 1, ❤️ is 1.
public enum DisplayWidth {
    /// The columns of one scalar: 0, 1 or 2 (controls count 0; they are sanitised before drawing).
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value < 0x20 ? 0 : 1 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        if contains(WidthTable.zero, value) { return 0 }
        return contains(WidthTable.double, value) ? 2 : 1
    }

    /// The columns of one grapheme cluster.
    public static func of(_ character: Character) -> Int {
        if let ascii = character.asciiValue { return ascii < 0x20 || ascii == 0x7F ? 0 : 1 }
        return character.unicodeScalars.reduce(0) { $0 + of($1) }
    }

    /// The columns of a string.
    public static func of(_ text: String) -> Int {
        var total = 0
        for scalar in text.unicodeScalars {
            total += of(scalar)
        }
        return total
    }

    /// The columns of a substring.
    public static func of(_ text: Substring) -> Int {
        of(String(text))
    }

    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.lowerBound {
                high = middle - 1
            } else if value > range.upperBound {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
