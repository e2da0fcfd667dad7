/// GraphQL string literals for generated values, written in the ways the spec allows: plain, with escapes
/// (`\n`, `\/`, `\u00E9`, surrogate pairs, `\u{1F1EF}`), or as block strings where one holds the value exactly.
enum GraphQLLiteral {
    /// Every escape GraphQL's strings have.
    static let escapes = [#"\b"#, #"\f"#, #"\n"#, #"\r"#, #"\t"#, #"\/"#, #"\\"#, #"\""#, #"\u"#]

    /// A literal whose value is `value`.
    static func string(_ value: String, random: inout SeededRandom) -> String {
        if isBlockSafe(value), random.chance(0.1) { return "\"\"\"" + value + "\"\"\"" }
        let escapeNonASCII = random.chance(0.15)
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case "\n": literal += "\\n"
            case "\t": literal += random.chance(0.5) ? "\\t" : "\\u0009"
            case "\r": literal += "\\r"
            case "\u{08}": literal += "\\b"
            case "\u{0C}": literal += "\\f"
            case "/": literal += random.chance(0.3) ? "\\/" : "/"
            case _ where scalar.isASCII && random.chance(0.02): literal += unicodeEscape(UInt16(scalar.value))
            case _ where scalar.value < 0x20: literal += unicodeEscape(UInt16(scalar.value))
            case _ where scalar.value > 0x7E && escapeNonASCII:
                if scalar.value > 0xFFFF, random.chance(0.3) {
                    literal += "\\u{" + hex(scalar.value) + "}"
                } else {
                    for unit in String(scalar).utf16 { literal += unicodeEscape(unit) }
                }
            default: literal.unicodeScalars.append(scalar)
            }
        }
        return literal + "\""
    }

    /// The escapes a literal of `string(_:random:)` holds (`\u` for any of its forms); none in a block string.
    static func escapesWritten(in literal: String) -> Set<String> {
        guard !literal.hasPrefix("\"\"\"") else { return [] }
        var found: Set<String> = []
        var characters = literal.makeIterator()
        while let character = characters.next() {
            if character == "\\", let escaped = characters.next() { found.insert("\\\(escaped)") }
        }
        return found
    }

    /// Whether `"""value"""` means `value`: one line, no surrounding blanks, nothing a block string changes.
    private static func isBlockSafe(_ value: String) -> Bool {
        guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last else { return false }
        let blank: Set<Unicode.Scalar> = [" ", "\t"]
        return !blank.contains(first) && !blank.contains(last) && !value.contains("\"\"\"") && !value.contains("\\\"\"\"")
            && !value.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" } && !value.hasSuffix("\"")
    }

    private static func unicodeEscape(_ unit: UInt16) -> String {
        let digits = hex(UInt32(unit))
        return "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex(_ value: UInt32) -> String {
        String(value, radix: 16, uppercase: true)
    }
}
