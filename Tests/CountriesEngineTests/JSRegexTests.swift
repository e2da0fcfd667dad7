@testable import CountriesEngine
import Testing

/// Whether `pattern` matches `text`, or the reason it is refused.
private func outcome(_ pattern: String, _ text: String) -> String {
    do {
        return try JSRegex(pattern).matches(text) ? "match" : "no match"
    } catch {
        return "refused: \(error.reason)"
    }
}

/// One pattern tried on one text, with the answer JavaScript's `new RegExp(pattern).test(text)` gives.
struct RegexCase: Sendable, CustomTestStringConvertible {
    let pattern: String
    let text: String
    let matches: Bool

    init(_ pattern: String, _ text: String, _ matches: Bool) {
        self.pattern = pattern
        self.text = text
        self.matches = matches
    }

    var testDescription: String { "/\(pattern)/.test(\(text.debugDescription)) == \(matches)" }
}

@Suite("The JavaScript regex engine on plain strings")
struct JSRegexTests {
    @Test(arguments: [
        // Literals, search anywhere, case.
        RegexCase("land", "Iceland", true), RegexCase("land", "Japan", false), RegexCase("Land", "Iceland", false),
        RegexCase("", "", true), RegexCase("", "anything", true), RegexCase("(?:)", "", true),
        // Anchors are the whole value's (no `m` flag).
        RegexCase("^J", "Japan", true), RegexCase("^J", "A Japan", false), RegexCase("n$", "Japan", true),
        RegexCase("^a$", "a\nb", false), RegexCase("^$", "", true), RegexCase("a^", "a", false),
        // `.` is any unit but the line terminators.
        RegexCase("^.$", "\n", false), RegexCase("^.$", "\r", false), RegexCase("^.$", "\u{2028}", false),
        RegexCase("^.$", "\u{2029}", false), RegexCase("^.$", "\t", true), RegexCase("^.$", "\u{85}", true),
        // UTF-16 code units: an astral character is two units, each matched on its own.
        RegexCase("^.$", "😀", false), RegexCase("^..$", "😀", true), RegexCase("^[😀]$", "😀", false),
        RegexCase("^[😀]{2}$", "😀", true), RegexCase("\\uD83D", "😀", true), RegexCase("^\\uD83D\\uDE00$", "😀", true),
        RegexCase("^😀+$", "😀😀", false), RegexCase("^(?:😀)+$", "😀😀", true),
        RegexCase("Å", "Åland", true), RegexCase("^\\u00c5", "Åland", true), RegexCase("\\u00e9", "Réunion", true),
        RegexCase("日本", "日本国", true), RegexCase("^\\u65E5", "日本", true), RegexCase("ô", "Côte", true),
        // Escapes.
        RegexCase("\\t", "a\tb", true), RegexCase("\\n", "a\nb", true), RegexCase("\\v", "\u{0B}", true),
        RegexCase("\\f", "\u{0C}", true), RegexCase("\\r", "\r", true), RegexCase("\\0", "\u{0}", true),
        RegexCase("\\x41", "A", true), RegexCase("\\cJ", "\n", true), RegexCase("\\cj", "\n", true),
        RegexCase("\\.", "a.b", true), RegexCase("\\.", "ab", false), RegexCase("\\(\\)\\[\\]\\{\\}", "()[]{}", true),
        RegexCase("\\/", "a/b", true), RegexCase("\\-", "-", true), RegexCase("\\^\\$\\|\\*\\+\\?\\\\", "^$|*+?\\", true),
        // Character class escapes: \d and \w are ASCII; \s is JavaScript's whitespace.
        RegexCase("\\d", "٣", false), RegexCase("\\d", "a1", true), RegexCase("^\\D+$", "abc", true),
        RegexCase("\\w", "é", false), RegexCase("^\\w+$", "A_z9", true), RegexCase("^\\W$", "é", true),
        RegexCase("\\s", "\u{FEFF}", true), RegexCase("\\s", "\u{A0}", true), RegexCase("\\s", "\u{3000}", true),
        RegexCase("\\s", "\u{2028}", true), RegexCase("\\s", "\u{180E}", false), RegexCase("\\s", "\u{200B}", false),
        RegexCase("^\\S$", "\u{200B}", true),
        // Word boundaries use \w.
        RegexCase("\\bland\\b", "Iceland", false), RegexCase("\\bland\\b", "no land here", true),
        RegexCase("\\Bland", "Iceland", true), RegexCase("\\b", "", false), RegexCase("^\\B$", "", true),
        RegexCase("é\\b", "é", false), RegexCase("\\bé", "é", false), RegexCase("a\\b", "aé", true),
        // Classes.
        RegexCase("^[a-c]+$", "abcab", true), RegexCase("[^a-z]", "abc", false), RegexCase("[^a-z]", "abC", true),
        RegexCase("[]", "a", false), RegexCase("^[^]$", "\n", true), RegexCase("[-a]", "-", true),
        RegexCase("[a-]", "-", true), RegexCase("^[a-b-d]+$", "a-d", true), RegexCase("^[a-b-d]+$", "c", false),
        RegexCase("[\\d-z]", "-", true), RegexCase("[\\d-z]", "m", false), RegexCase("[\\b]", "\u{8}", true),
        RegexCase("[\\]]", "]", true), RegexCase("[[]", "[", true), RegexCase("[\\w]", "_", true),
        RegexCase("[\\W\\d]", "5", true), RegexCase("[\\s]", " ", true), RegexCase("^[À-ÿ]+$", "éô", true),
        RegexCase("[à-ÿ]", "Å", false), RegexCase("[\\u00e0-\\u00ff]", "é", true), RegexCase("[^\\x00-\\x7F]", "abc", false),
        RegexCase("[^\\x00-\\x7F]", "abé", true), RegexCase("[一-龥]", "日本", true), RegexCase("[\\c1]", "\u{11}", true),
        RegexCase("[\\c_]", "\u{1F}", true), RegexCase("[\\c]", "\\", true), RegexCase("[\\c]", "c", true),
        // Groups and alternation.
        RegexCase("^(North|South) ", "North Korea", true), RegexCase("^(North|South) ", "Northern", false),
        RegexCase("^(?:a|bc|d)+$", "abcd", true), RegexCase("^(?:a|bc|d)+$", "abd c", false),
        RegexCase("^(?<first>J)apan$", "Japan", true), RegexCase("a|", "xyz", true), RegexCase("|", "", true),
        RegexCase("^(?:(a)|b)c$", "bc", true), RegexCase("((((((((((a))))))))))", "a", true),
        // Quantifiers, greedy and lazy.
        RegexCase("^a*$", "", true), RegexCase("^a+$", "", false), RegexCase("^ab?c$", "ac", true),
        RegexCase("^a{2}$", "aa", true), RegexCase("^a{2}$", "aaa", false), RegexCase("^a{2,}$", "aaaa", true),
        RegexCase("^a{2,3}$", "a", false), RegexCase("^a{2,3}$", "aaa", true), RegexCase("^a{2,3}$", "aaaa", false),
        RegexCase("^a{0}$", "", true), RegexCase("^a{0,0}b$", "b", true), RegexCase("^a*?$", "aa", true),
        RegexCase("^a+?b$", "aab", true), RegexCase("^a??b$", "b", true), RegexCase("^a{1,2}?$", "aa", true),
        RegexCase("^(ab)*$", "ababab", true), RegexCase("^(ab)*$", "ababa", false), RegexCase("^(?:a*)*$", "aaa", true),
        RegexCase("^(?:a?)+b$", "b", true), RegexCase("^(?:){5}$", "", true), RegexCase("^(?:a|){3}$", "aa", true),
        // Annex B: a lone `]`, `}` or a `{` that starts no quantifier is a literal.
        RegexCase("]", "a]", true), RegexCase("}", "}", true), RegexCase("^a{$", "a{", true),
        RegexCase("^a{1$", "a{1", true), RegexCase("^a{,2}$", "a{,2}", true), RegexCase("^{$", "{", true),
        RegexCase("^a{x}$", "a{x}", true),
        // Annex B: `\x` and `\u` without their digits, and `\c` without a letter.
        RegexCase("^\\x4$", "x4", true), RegexCase("^\\u12$", "u12", true), RegexCase("^\\c1$", "\\c1", true),
        RegexCase("^\\c$", "\\c", true),
        // Patterns that make backtracking engines explode are plain here.
        RegexCase("(a+)+$", String(repeating: "a", count: 5000) + "!", false),
        RegexCase("(a+)+$", String(repeating: "a", count: 5000), true),
        RegexCase("(.*)*X", String(repeating: "x", count: 5000), false),
        RegexCase("(x+x+)+y", String(repeating: "x", count: 5000), false),
        RegexCase(".*.*.*X", String(repeating: "x", count: 5000), false),
        RegexCase("^(a|aa)+$", String(repeating: "a", count: 5000) + "b", false),
        RegexCase("(\\w+\\s?)+$", String(repeating: "word ", count: 1000) + "!", false),
    ])
    func matchesAsJavaScriptDoes(_ example: RegexCase) throws {
        #expect(try JSRegex(example.pattern).matches(example.text) == example.matches)
    }

    /// Each refusal names the construct (or the syntax error) JavaScript's own message would point at.
    @Test(arguments: [
        ("(a)\\1", "backreferences are not supported"),
        ("(a)\\9", "backreferences are not supported"),
        ("(a)\\g{1}", "backreferences are not supported"),
        ("\\k<x>", "named-group references are not supported"),
        ("(?<x>a)\\k<x>", "named-group references are not supported"),
        ("(?<n>)(?P=n)(.+.+)+#", "named-group references are not supported"),
        ("(?=a)", "lookahead is not supported"),
        ("a(?!b)", "lookahead is not supported"),
        ("(?<=a)b", "lookbehind is not supported"),
        ("(?<!a)b", "lookbehind is not supported"),
        ("(?R)", "recursion is not supported"),
        ("(a(?R)?b)", "recursion is not supported"),
        ("(?0)", "recursion is not supported"),
        ("(a)(?1)", "subroutine calls are not supported"),
        ("(?&name)", "subroutine calls are not supported"),
        ("(?P>name)", "subroutine calls are not supported"),
        ("(?P<name>a)", "Python-style named groups (?P<name>…) are not supported; write (?<name>…)"),
        ("(?i)japan", "inline flags are not supported"),
        ("(?i:japan)", "inline flags are not supported"),
        ("(?-i:a)", "inline flags are not supported"),
        ("(?x) a", "inline flags are not supported"),
        ("(?>a+)", "atomic groups are not supported"),
        ("(?#comment)", "comments are not supported"),
        ("(?(1)a|b)", "conditionals are not supported"),
        ("(?|a|b)", "branch-reset groups are not supported"),
        ("(*FAIL)", "backtracking control verbs are not supported"),
        ("\\p{Lu}", "Unicode property escapes (\\p{…}) are not supported"),
        ("\\P{L}", "Unicode property escapes (\\p{…}) are not supported"),
        ("\\u{41}", "\\u{…} escapes are not supported (they need the u flag)"),
        ("\\01", "octal escapes are not supported"),
        ("[\\1]", "octal escapes are not supported"),
        ("\\Qa.b\\E", "quoting with \\Q…\\E is not supported"),
        ("\\A", "the escape \\A is not supported"),
        ("a\\z", "the escape \\z is not supported"),
        ("\\é", "the escape \\é is not supported"),
        ("[[:alpha:]]", "POSIX classes such as [:alpha:] are not supported"),
        ("[\\B]", "\\B inside a class is not supported"),
        ("(?<1a>x)", "invalid group name"),
        ("(?<>x)", "invalid group name"),
        ("(?<a-b>x)", "invalid group name"),
        ("(?<a", "invalid group name"),
        ("(?<é>x)", "group names other than ASCII letters, digits, _ and $ are not supported"),
        ("(?<a>x)(?<a>y)", "duplicate group name <a>"),
        ("(?", "invalid group"),
        ("(?~a)", "invalid group"),
        // Plain syntax errors.
        ("*a", "nothing to repeat"),
        ("a**", "nothing to repeat"),
        ("a???", "nothing to repeat"),
        ("a{2}{3}", "nothing to repeat"),
        ("{1}", "nothing to repeat"),
        ("x|+", "nothing to repeat"),
        ("(*)", "nothing to repeat"),
        ("^*", "nothing to repeat"),
        ("$+", "nothing to repeat"),
        ("\\b{2}", "nothing to repeat"),
        ("a{2,1}", "numbers out of order in {} quantifier"),
        ("(a", "unterminated group"),
        ("((a)", "unterminated group"),
        ("a)", "unmatched )"),
        (")", "unmatched )"),
        ("[a", "unterminated character class"),
        ("[", "unterminated character class"),
        ("[a-", "unterminated character class"),
        ("[z-a]", "invalid range in class"),
        ("a\\", "\\ at end of pattern"),
    ])
    func refusalsNameTheConstruct(pattern: String, reason: String) {
        #expect(outcome(pattern, "") == "refused: \(reason)")
    }

    @Test func theProgramSizeLimitIsExact() throws {
        #expect(JSRegexProgram.maxInstructions == 800)
        // One instruction per `a`, plus the final match.
        #expect(try JSRegexProgram(JSRegexParser.parse("a{799}")).count == 800)
        #expect(outcome("a{800}", "") == "refused: it compiles to more than 800 instructions (counted repetitions such as {50} are written out in full)")
        #expect(outcome("(a{50}){50}", "").hasPrefix("refused: it compiles to more than 800 instructions"))
        // Bounds far beyond the limit are refused, not expanded.
        #expect(outcome("a{2147483647}", "").hasPrefix("refused: it compiles to more than"))
        #expect(outcome("a{99999999999999999999}", "").hasPrefix("refused: it compiles to more than"))
        // What repeats only the empty string costs nothing, however often.
        #expect(outcome("^(?:){99999}$", "") == "match")
    }

    @Test func theLengthLimitCountsCharacters() {
        #expect(JSRegex.maxLength == 100)
        #expect(outcome(String(repeating: "a", count: 100), String(repeating: "a", count: 100)) == "match")
        #expect(outcome(String(repeating: "a", count: 101), "") == "refused: it is longer than 100 characters")
        #expect(outcome(String(repeating: "日", count: 100), String(repeating: "日", count: 100)) == "match")
    }

    @Test func compiledShapes() throws {
        func size(_ pattern: String) throws -> Int { try JSRegexProgram(JSRegexParser.parse(pattern)).count }
        #expect(try size("") == 1)
        #expect(try size("abc") == 4)
        #expect(try size("a|b") == 5)  // split, a, jump, b, match
        #expect(try size("a*") == 4)  // split, a, jump, match
        #expect(try size("a+") == 3)  // a, split, match
        #expect(try size("a{2,4}") == 7)  // a, a, (split, a) × 2, match
        #expect(try size("[a-z]{3}") == 4)
    }

    @Test func codeUnitSetsMergeAndInvert() {
        let set = JSRegexCodeUnitSet([0x61...0x63, 0x62...0x66, 0x100...0x1FF, 0x200...0x210])
        #expect(set.ranges == [0x61...0x66, 0x100...0x210])
        #expect(set.inverted.ranges == [0...0x60, 0x67...0xFF, 0x211...0xFFFF])
        #expect(set.inverted.inverted == set)
        #expect(JSRegexCodeUnitSet.all.inverted.ranges.isEmpty)
        #expect(JSRegexCodeUnitSet.dot.inverted.ranges == [0x0A...0x0A, 0x0D...0x0D, 0x2028...0x2029])
        #expect(set.contains(0x1AB) && !set.contains(0x211) && set.contains(0x61) && !set.contains(0x67))
    }

    @Test func searchTimeGrowsLinearlyWithTheValue() throws {
        // The largest program this pattern length allows, on a value far longer than any name: a backtracking
        // engine would never finish, a Pike VM does (pattern × value) steps.
        let regex = try JSRegex("(?:.?){399}#")
        let text = String(repeating: "x", count: 2000)
        let clock = ContinuousClock()
        let elapsed = clock.measure { #expect(!regex.matches(text)) }
        #expect(elapsed < .seconds(20), "\(elapsed) in a debug build")
    }
}
