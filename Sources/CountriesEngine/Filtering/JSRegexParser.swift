/// Parses a pattern as JavaScript's `new RegExp(pattern)` reads it, without flags, against an allow-list.
///
/// The allow-list: literals; the escapes `\t \n \r \v \f \0 \xHH \uHHHH \cX`, `\d \D \w \W \s \S` and escaped
/// punctuation; classes with ranges, negation and escapes; `.`; `^ $ \b \B`; capturing, non-capturing and named
/// groups; `|`; and the quantifiers `* + ? {m} {m,} {m,n}`, greedy or lazy. Anything else is refused by name
/// (backreferences, lookaround, recursion, inline flags, property escapes, ...), as are syntax errors.
///
/// JavaScript's Annex B leniencies are read as node reads them where they are plain (a lone `]` or `}`, a `{` that
/// starts no quantifier, `\x`/`\u` without their hex digits, `\c` without a letter, `\d` at the end of a class
/// range), and refused where they would surprise (`\u{…}`, `\p{…}`, octal escapes, escaped letters with no
/// meaning). A refusal is always safe; an accepted pattern must match exactly what node's `RegExp` matches.
struct JSRegexParser {
    /// The pattern as JavaScript sees it without the `u` flag: UTF-16 code units.
    private let units: [UInt16]
    /// The next unit to read.
    private var index = 0
    /// The names of the groups read so far, which must differ.
    private var groupNames: Set<String> = []

    private init(_ pattern: String) {
        units = Array(pattern.utf16)
    }

    /// The tree of `pattern`, or why it is refused.
    static func parse(_ pattern: String) throws(JSRegexRefusal) -> JSRegexNode {
        var parser = JSRegexParser(pattern)
        let node = try parser.parseDisjunction()
        if parser.index < parser.units.count {
            // parseDisjunction stops only at the end or at a `)` that no group opened.
            throw JSRegexRefusal("unmatched )")
        }
        return node
    }

    // MARK: Structure

    /// Alternatives separated by `|`, up to the end or a `)`.
    private mutating func parseDisjunction() throws(JSRegexRefusal) -> JSRegexNode {
        var alternatives = [try parseAlternative()]
        while peek() == .bar {
            index += 1
            alternatives.append(try parseAlternative())
        }
        return alternatives.count == 1 ? alternatives[0] : .alternation(alternatives)
    }

    /// Terms in sequence, up to a `|`, a `)` or the end.
    private mutating func parseAlternative() throws(JSRegexRefusal) -> JSRegexNode {
        var terms: [JSRegexNode] = []
        while let unit = peek(), unit != .bar, unit != .closeParen {
            terms.append(try parseTerm())
        }
        switch terms.count {
        case 0: return .empty
        case 1: return terms[0]
        default: return .sequence(terms)
        }
    }

    /// One atom or assertion and its quantifier, if any.
    private mutating func parseTerm() throws(JSRegexRefusal) -> JSRegexNode {
        let (atom, quantifiable) = try parseAtom()
        guard let (min, max) = try parseQuantifier() else { return atom }
        guard quantifiable else { throw JSRegexRefusal("nothing to repeat") }
        return .repetition(atom, min: min, max: max)
    }

    /// An atom or an assertion, and whether a quantifier may follow it.
    private mutating func parseAtom() throws(JSRegexRefusal) -> (JSRegexNode, quantifiable: Bool) {
        guard let unit = next() else { throw JSRegexRefusal("unexpected end of pattern") }
        switch unit {
        case .caret: return (.assertion(.start), false)
        case .dollar: return (.assertion(.end), false)
        case .dot: return (.units(.dot), true)
        case .openParen: return (try parseGroup(), true)
        case .openBracket: return (.units(try parseClass()), true)
        case .star, .plus, .question: throw JSRegexRefusal("nothing to repeat")
        case .openBrace:
            index -= 1
            if bracedQuantifierAhead() { throw JSRegexRefusal("nothing to repeat") }
            index += 1
            return (.units(JSRegexCodeUnitSet([unit...unit])), true)
        case .backslash:
            if peek() == UInt16(ascii: "b") || peek() == UInt16(ascii: "B") {
                let negated = next() == UInt16(ascii: "B")
                return (.assertion(negated ? .notWordBoundary : .wordBoundary), false)
            }
            return (.units(try parseEscape(inClass: false)), true)
        default:
            // Annex B: `]`, `}` and every other character stand for themselves.
            return (.units(JSRegexCodeUnitSet([unit...unit])), true)
        }
    }

    /// A group after its `(`: capturing, `(?:…)` or `(?<name>…)`; every other `(?` form is refused by name.
    private mutating func parseGroup() throws(JSRegexRefusal) -> JSRegexNode {
        if peek() == .star, let verb = peek(1), isASCIILetter(verb) {
            throw JSRegexRefusal("backtracking control verbs are not supported")
        }
        if peek() == .question {
            index += 1
            try parseGroupSpecifier()
        }
        let body = try parseDisjunction()
        guard next() == .closeParen else { throw JSRegexRefusal("unterminated group") }
        return body
    }

    /// Reads what follows `(?` up to the group's body, refusing every kind of group but `(?:` and `(?<name>`.
    private mutating func parseGroupSpecifier() throws(JSRegexRefusal) {
        guard let first = next() else { throw JSRegexRefusal("invalid group") }
        switch first {
        case UInt16(ascii: ":"):
            return
        case UInt16(ascii: "="), UInt16(ascii: "!"):
            throw JSRegexRefusal("lookahead is not supported")
        case UInt16(ascii: "<"):
            if peek() == UInt16(ascii: "=") || peek() == UInt16(ascii: "!") {
                throw JSRegexRefusal("lookbehind is not supported")
            }
            try parseGroupName()
        case UInt16(ascii: "P"):
            switch peek() {
            case UInt16(ascii: "="): throw JSRegexRefusal("named-group references are not supported")
            case UInt16(ascii: ">"): throw JSRegexRefusal("subroutine calls are not supported")
            case UInt16(ascii: "<"): throw JSRegexRefusal("Python-style named groups (?P<name>…) are not supported; write (?<name>…)")
            default: throw JSRegexRefusal("invalid group")
            }
        case UInt16(ascii: "R"), UInt16(ascii: "0"):
            throw JSRegexRefusal("recursion is not supported")
        case UInt16(ascii: "&"), UInt16(ascii: "+"), UInt16(ascii: "1")...UInt16(ascii: "9"):
            throw JSRegexRefusal("subroutine calls are not supported")
        case UInt16(ascii: "-") where peek().map(isASCIIDigit) == true:
            throw JSRegexRefusal("subroutine calls are not supported")
        case UInt16(ascii: "#"):
            throw JSRegexRefusal("comments are not supported")
        case UInt16(ascii: ">"):
            throw JSRegexRefusal("atomic groups are not supported")
        case UInt16(ascii: "|"):
            throw JSRegexRefusal("branch-reset groups are not supported")
        case UInt16(ascii: "("):
            throw JSRegexRefusal("conditionals are not supported")
        case let unit where isASCIILetter(unit) || unit == UInt16(ascii: "-") || unit == .caret:
            throw JSRegexRefusal("inline flags are not supported")
        default:
            throw JSRegexRefusal("invalid group")
        }
    }

    /// The `name>` of a named group: an ASCII identifier, new in this pattern.
    ///
    /// JavaScript also allows Unicode and escaped names; refusing those keeps the parser small.
    private mutating func parseGroupName() throws(JSRegexRefusal) {
        var name: [UInt16] = []
        while let unit = next() {
            if unit == UInt16(ascii: ">") {
                guard let first = name.first, !isASCIIDigit(first) else { throw JSRegexRefusal("invalid group name") }
                let text = String(decoding: name, as: UTF16.self)
                guard groupNames.insert(text).inserted else { throw JSRegexRefusal("duplicate group name <\(text)>") }
                return
            }
            guard unit < 128, unit != .backslash else {
                throw JSRegexRefusal("group names other than ASCII letters, digits, _ and $ are not supported")
            }
            guard isASCIILetter(unit) || isASCIIDigit(unit) || unit == UInt16(ascii: "_") || unit == .dollar else {
                throw JSRegexRefusal("invalid group name")
            }
            name.append(unit)
        }
        throw JSRegexRefusal("invalid group name")
    }

    // MARK: Quantifiers

    /// `* + ? {m} {m,} {m,n}` and an optional lazy `?`, as bounds; nil, reading nothing, when none follows.
    private mutating func parseQuantifier() throws(JSRegexRefusal) -> (Int, Int?)? {
        let bounds: (Int, Int?)
        switch peek() {
        case .star: index += 1; bounds = (0, nil)
        case .plus: index += 1; bounds = (1, nil)
        case .question: index += 1; bounds = (0, 1)
        case .openBrace where bracedQuantifierAhead():
            index += 1
            let min = readDecimal()
            var max: Int? = min
            if peek() == .comma {
                index += 1
                max = peek() == .closeBrace ? nil : readDecimal()
            }
            index += 1  // the `}`
            if let max, max < min { throw JSRegexRefusal("numbers out of order in {} quantifier") }
            bounds = (min, max)
        default:
            return nil
        }
        // Laziness changes which match is found, never whether there is one.
        if peek() == .question { index += 1 }
        return bounds
    }

    /// Whether `{` at the current index starts `{m}`, `{m,}` or `{m,n}`; Annex B reads any other `{` as a literal.
    private func bracedQuantifierAhead() -> Bool {
        var cursor = index + 1
        func digits() -> Bool {
            let start = cursor
            while cursor < units.count, isASCIIDigit(units[cursor]) { cursor += 1 }
            return cursor > start
        }
        guard digits() else { return false }
        if cursor < units.count, units[cursor] == .comma {
            cursor += 1
            _ = digits()
        }
        return cursor < units.count && units[cursor] == .closeBrace
    }

    /// Reads decimal digits, saturating far above any bound the program size allows.
    private mutating func readDecimal() -> Int {
        var value = 0
        while let unit = peek(), isASCIIDigit(unit) {
            value = min(value * 10 + Int(unit - UInt16(ascii: "0")), 1 << 31)
            index += 1
        }
        return value
    }

    // MARK: Classes and escapes

    /// A class after its `[`, with Annex B's reading of `\d-x` as `\d`, `-` and `x`.
    private mutating func parseClass() throws(JSRegexRefusal) -> JSRegexCodeUnitSet {
        let negated = peek() == .caret
        if negated { index += 1 }
        var builder = JSRegexCodeUnitSet.Builder()
        while true {
            guard let unit = peek() else { throw JSRegexRefusal("unterminated character class") }
            if unit == .closeBracket {
                index += 1
                break
            }
            let low = try parseClassAtom()
            guard peek() == .hyphen, let after = peek(1), after != .closeBracket else {
                builder.insert(low)
                continue
            }
            index += 1
            let high = try parseClassAtom()
            if let first = low.single, let last = high.single {
                guard first <= last else { throw JSRegexRefusal("invalid range in class") }
                builder.insert(first...last)
            } else {
                builder.insert(low)
                builder.insert(.hyphen)
                builder.insert(high)
            }
        }
        return negated ? builder.set.inverted : builder.set
    }

    /// One unit or one class escape inside a class.
    private mutating func parseClassAtom() throws(JSRegexRefusal) -> JSRegexCodeUnitSet {
        guard let unit = next() else { throw JSRegexRefusal("unterminated character class") }
        switch unit {
        case .backslash:
            switch peek() {
            case UInt16(ascii: "b"):
                index += 1
                return JSRegexCodeUnitSet([0x08...0x08])
            case UInt16(ascii: "B"):
                throw JSRegexRefusal("\\B inside a class is not supported")
            case UInt16(ascii: "c"):
                // Annex B: inside a class `\c` also takes a digit or `_`.
                if let control = peek(1), isASCIIDigit(control) || control == UInt16(ascii: "_") {
                    index += 2
                    return JSRegexCodeUnitSet([(control % 32)...(control % 32)])
                }
                return try parseEscape(inClass: true)
            default:
                return try parseEscape(inClass: true)
            }
        case .openBracket where peek() == UInt16(ascii: ":") || peek() == UInt16(ascii: "=") || peek() == .dot:
            throw JSRegexRefusal("POSIX classes such as [:alpha:] are not supported")
        default:
            return JSRegexCodeUnitSet([unit...unit])
        }
    }

    /// An escape after its backslash (assertions `\b` and `\B` are read by the caller).
    private mutating func parseEscape(inClass: Bool) throws(JSRegexRefusal) -> JSRegexCodeUnitSet {
        guard let unit = next() else { throw JSRegexRefusal("\\ at end of pattern") }
        func single(_ value: UInt16) -> JSRegexCodeUnitSet { JSRegexCodeUnitSet([value...value]) }
        switch unit {
        case UInt16(ascii: "d"): return .digits
        case UInt16(ascii: "D"): return JSRegexCodeUnitSet.digits.inverted
        case UInt16(ascii: "w"): return .wordCharacters
        case UInt16(ascii: "W"): return JSRegexCodeUnitSet.wordCharacters.inverted
        case UInt16(ascii: "s"): return .whitespace
        case UInt16(ascii: "S"): return JSRegexCodeUnitSet.whitespace.inverted
        case UInt16(ascii: "t"): return single(0x09)
        case UInt16(ascii: "n"): return single(0x0A)
        case UInt16(ascii: "v"): return single(0x0B)
        case UInt16(ascii: "f"): return single(0x0C)
        case UInt16(ascii: "r"): return single(0x0D)
        case UInt16(ascii: "0"):
            if let after = peek(), isASCIIDigit(after) { throw JSRegexRefusal("octal escapes are not supported") }
            return single(0)
        case UInt16(ascii: "1")...UInt16(ascii: "9"):
            throw JSRegexRefusal(inClass ? "octal escapes are not supported" : "backreferences are not supported")
        case UInt16(ascii: "x"):
            // Annex B: `\x` without two hex digits is a plain `x`.
            guard let value = readHex(count: 2) else { return single(unit) }
            return single(value)
        case UInt16(ascii: "u"):
            if peek() == .openBrace { throw JSRegexRefusal("\\u{…} escapes are not supported (they need the u flag)") }
            guard let value = readHex(count: 4) else { return single(unit) }
            return single(value)
        case UInt16(ascii: "c"):
            if let letter = peek(), isASCIILetter(letter) {
                index += 1
                return single(letter % 32)
            }
            // Annex B: `\c` with no letter after it is a backslash, and the `c` is read again as itself.
            index -= 1
            return single(.backslash)
        case UInt16(ascii: "k"):
            throw JSRegexRefusal("named-group references are not supported")
        case UInt16(ascii: "g"):
            throw JSRegexRefusal("backreferences are not supported")
        case UInt16(ascii: "p"), UInt16(ascii: "P"):
            throw JSRegexRefusal("Unicode property escapes (\\p{…}) are not supported")
        case UInt16(ascii: "Q"), UInt16(ascii: "E"):
            throw JSRegexRefusal("quoting with \\Q…\\E is not supported")
        default:
            // Escaped punctuation means the same in every dialect; an escaped letter JavaScript would read as the
            // plain letter (`\z` is `z`), which is never what its writer meant, so it is refused.
            guard unit < 128, !isASCIILetter(unit), !isASCIIDigit(unit) else {
                throw JSRegexRefusal("the escape \\\(Self.display(unit)) is not supported")
            }
            return single(unit)
        }
    }

    /// `count` hex digits as one value, consumed; nil, consuming nothing, when they are not all there.
    private mutating func readHex(count: Int) -> UInt16? {
        guard index + count <= units.count else { return nil }
        var value: UInt16 = 0
        for offset in 0..<count {
            guard let digit = hexValue(units[index + offset]) else { return nil }
            value = value << 4 | digit
        }
        index += count
        return value
    }

    // MARK: Reading

    /// The unit `offset` places ahead, without reading it.
    private func peek(_ offset: Int = 0) -> UInt16? {
        index + offset < units.count ? units[index + offset] : nil
    }

    /// Reads one unit.
    private mutating func next() -> UInt16? {
        guard index < units.count else { return nil }
        defer { index += 1 }
        return units[index]
    }

    /// A unit as it can be shown in a message: itself, or `u` and four hex digits for a control or surrogate.
    private static func display(_ unit: UInt16) -> String {
        if unit >= 0x20, unit != 0x7F, !(0xD800...0xDFFF).contains(unit), let scalar = Unicode.Scalar(unit) {
            return String(Character(scalar))
        }
        let hex = String(unit, radix: 16, uppercase: true)
        return "u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
}

/// Whether a unit is `0`...`9`.
private func isASCIIDigit(_ unit: UInt16) -> Bool {
    (0x30...0x39).contains(unit)
}

/// Whether a unit is an ASCII letter.
private func isASCIILetter(_ unit: UInt16) -> Bool {
    (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
}

/// The value of a hex digit.
private func hexValue(_ unit: UInt16) -> UInt16? {
    switch unit {
    case 0x30...0x39: unit - 0x30
    case 0x41...0x46: unit - 0x41 + 10
    case 0x61...0x66: unit - 0x61 + 10
    default: nil
    }
}

extension JSRegexCodeUnitSet {
    /// The one unit of a set that holds exactly one, which is what a class range may start or end at.
    fileprivate var single: UInt16? {
        let ranges = self.ranges
        guard ranges.count == 1, ranges[0].lowerBound == ranges[0].upperBound else { return nil }
        return ranges[0].lowerBound
    }
}

extension UInt16 {
    /// An ASCII character's code unit, as `UInt8(ascii:)` gives its byte.
    fileprivate init(ascii scalar: Unicode.Scalar) {
        self = UInt16(truncatingIfNeeded: scalar.value)
    }

    // The syntax characters, by name.
    fileprivate static let backslash = UInt16(ascii: "\\")
    fileprivate static let caret = UInt16(ascii: "^")
    fileprivate static let dollar = UInt16(ascii: "$")
    fileprivate static let dot = UInt16(ascii: ".")
    fileprivate static let bar = UInt16(ascii: "|")
    fileprivate static let star = UInt16(ascii: "*")
    fileprivate static let plus = UInt16(ascii: "+")
    fileprivate static let question = UInt16(ascii: "?")
    fileprivate static let comma = UInt16(ascii: ",")
    fileprivate static let hyphen = UInt16(ascii: "-")
    fileprivate static let openParen = UInt16(ascii: "(")
    fileprivate static let closeParen = UInt16(ascii: ")")
    fileprivate static let openBracket = UInt16(ascii: "[")
    fileprivate static let closeBracket = UInt16(ascii: "]")
    fileprivate static let openBrace = UInt16(ascii: "{")
    fileprivate static let closeBrace = UInt16(ascii: "}")
}
