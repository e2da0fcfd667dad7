/// Seeded random regex patterns for the differential against node: mostly well-formed JavaScript (literals with
/// Unicode, escapes, classes with ranges, groups, alternation, quantifiers), some cut from real names so that they
/// match, and some damaged with the tokens where parsers disagree (unbalanced brackets, stray quantifiers,
/// Annex B leniencies, constructs we refuse).
struct RegexPatternGenerator {
    private var random: SeededGenerator
    private let samples: [String]
    private var groupNames = 0

    /// A generator drawing from `seed`; `samples` (names, capitals) give patterns that match something.
    init(seed: UInt64, samples: [String]) {
        random = SeededGenerator(seed: seed)
        self.samples = samples.filter { !$0.isEmpty }
    }

    /// The next pattern.
    mutating func pattern() -> String {
        groupNames = 0
        var pattern = chance(0.35) ? cutFromSample() : disjunction(depth: 0)
        if chance(0.25) { pattern = damaged(pattern) }
        return pattern
    }

    // MARK: Grammar

    private mutating func disjunction(depth: Int) -> String {
        let count = chance(0.25) ? int(2...3) : 1
        return (0..<count).map { _ in alternative(depth: depth) }.joined(separator: "|")
    }

    private mutating func alternative(depth: Int) -> String {
        var result = ""
        if chance(0.15) { result += "^" }
        for _ in 0..<int(0...4) { result += term(depth: depth) }
        if chance(0.15) { result += "$" }
        return result
    }

    private mutating func term(depth: Int) -> String {
        if chance(0.08) { return pick(["\\b", "\\B", "^", "$"]) }
        let atom: String
        switch int(0...9) {
        case 0...3: atom = pick(Self.literals)
        case 4: atom = pick(Self.escapes)
        case 5, 6: atom = characterClass()
        case 7: atom = "."
        default: atom = depth < 3 ? group(depth: depth + 1) : pick(Self.literals)
        }
        return chance(0.35) ? atom + quantifier() : atom
    }

    private mutating func group(depth: Int) -> String {
        let opening: String
        switch int(0...5) {
        case 0...2: opening = "("
        case 3, 4: opening = "(?:"
        default:
            groupNames += 1
            opening = "(?<g\(groupNames)>"
        }
        return opening + disjunction(depth: depth) + ")"
    }

    private mutating func characterClass() -> String {
        var body = chance(0.25) ? "^" : ""
        for _ in 0..<int(1...4) {
            switch int(0...5) {
            case 0, 1: body += pick(Self.classRanges)
            case 2: body += pick(Self.classEscapes)
            default: body += pick(Self.literals)
            }
        }
        return "[" + body + "]"
    }

    private mutating func quantifier() -> String {
        let base: String
        switch int(0...9) {
        case 0, 1: base = "*"
        case 2, 3: base = "+"
        case 4, 5: base = "?"
        case 6: base = "{\(int(0...3))}"
        case 7: base = "{\(int(0...3)),}"
        case 8:
            let low = int(0...3)
            base = "{\(low),\(low + int(0...3))}"
        default: base = pick(["{,2}", "{1", "{x}", "{3,1}", "{2}{2}", "{1,2", "{ 1}"])
        }
        return chance(0.2) ? base + "?" : base
    }

    // MARK: Patterns that match

    /// A piece of a real name or capital, with a few of its characters turned into regex syntax.
    private mutating func cutFromSample() -> String {
        let sample = Array(pick(samples))
        let length = min(sample.count, int(1...6))
        let start = int(0...(sample.count - length))
        var pattern = ""
        for character in sample[start..<(start + length)] {
            switch int(0...11) {
            case 0: pattern += "."
            case 1: pattern += "[" + String(character) + pick(["", "a-z", "A-Z", "\\d", "^"]) + "]"
            case 2: pattern += String(character) + pick(["?", "*", "+", "{1}", "{1,2}", "+?"])
            case 3: pattern += "(?:" + String(character) + "|" + pick(Self.literals) + ")"
            case 4 where character.unicodeScalars.count == 1 && character.unicodeScalars.first?.isASCII == false:
                let units = String(character).utf16.map { "\\u" + hex($0) }
                pattern += units.joined()
            case 5 where character == " ": pattern += pick(["\\s", " ", "\\W", "\\b \\b"])
            default:
                pattern += "\\^$.|?*+()[]{}/".contains(character) ? "\\" + String(character) : String(character)
            }
        }
        if start == 0, chance(0.5) { pattern = "^" + pattern }
        if start + length == sample.count, chance(0.5) { pattern += "$" }
        return pattern
    }

    // MARK: Damage

    /// `pattern` with a hazardous token put in, or a character taken out.
    private mutating func damaged(_ pattern: String) -> String {
        var characters = Array(pattern)
        if chance(0.3), !characters.isEmpty {
            characters.remove(at: int(0...(characters.count - 1)))
            return String(characters)
        }
        let at = int(0...characters.count)
        characters.insert(contentsOf: pick(Self.hazards), at: at)
        return String(characters)
    }

    // MARK: Pools

    private static let literals = [
        "a", "e", "i", "o", "n", "r", "s", "l", "t", "u", "A", "S", "C", "M", "N", "B", "G", "K", " ", "-", "'", ",",
        "_", "0", "9", "/", ":", "#", "Å", "é", "ô", "ç", "ã", "í", "ü", "ø", "ı", "日", "本", "中", "国", "😀", "🇯🇵",
        "\u{A0}", "]", "}",
    ]

    private static let escapes = [
        "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "\\.", "\\-", "\\(", "\\)", "\\[", "\\]", "\\{", "\\}", "\\|", "\\*",
        "\\+", "\\?", "\\^", "\\$", "\\\\", "\\/", "\\t", "\\n", "\\r", "\\v", "\\f", "\\0", "\\x41", "\\x61", "\\xe9",
        "\\xC5", "\\u00e9", "\\u00C5", "\\u00f4", "\\u65E5", "\\uD83D", "\\uDE00", "\\cJ", "\\cA", "\\x4", "\\u12",
        "\\c1", "\\c", "\\'", "\\ ", "\\,", "\\#", "\\_",
    ]

    private static let classEscapes = [
        "\\d", "\\D", "\\w", "\\W", "\\s", "\\S", "\\b", "\\-", "\\]", "\\\\", "\\^", "\\u00e0", "\\x41", "\\c1",
        "\\c_", "\\cJ", "\\.", "\\[", "\\0", "-",
    ]

    private static let classRanges = [
        "a-z", "A-Z", "0-9", "à-ÿ", "À-Ö", "a-é", "é-ü", "\\u00e0-\\u00ff", "Ā-ž", "一-龥", "A-z", "\\x00-\\x7F",
        "\\d-z", "a-\\w", " -/", "--/", "z-a", "ü-é", "\\uD800-\\uDFFF", "😀-😀",
    ]

    private static let hazards = [
        "(", ")", "[", "]", "{", "}", "*", "+", "?", "|", "\\", "{2,1}", "{,3}", "{2}", "(?", "(?=", "(?!", "(?<=",
        "(?<!", "(?<", "(?<a>", "\\1", "\\2", "\\k<a>", "\\k", "\\p{L}", "\\P{Lu}", "\\u{41}", "\\c", "\\x", "-",
        "^", "$", "(?:", "\\B", "\\b", "(?i)", "(?i:", ".", "\\0", "\\01", "\\8", "[^]", "[]", "a{", "\\a", "\\e",
        "\\z", "\\A", "\\Z", "\\Q", "\\E", "\\h", "\\R", "\\X", "\\N", "\\g", "\\o", "\\G", "\\K", "(*", "(?P<a>",
        "(?P=a)", "(?R)", "(?1)", "(?#", "(?>", "(?|", "[[:alpha:]]", "[\\B]", "[\\1]", "\\/", "\\é", "**", "+?",
    ]

    // MARK: Randomness

    private mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &random) < probability
    }

    private mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &random)
    }

    private mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[int(0...(choices.count - 1))]
    }

    private func hex(_ unit: UInt16) -> String {
        let digits = String(unit, radix: 16, uppercase: false)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
