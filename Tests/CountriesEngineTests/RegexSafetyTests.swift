import CountriesEngine
import GraphQL
import Testing

/// Runs a `name` regex filter on every country, returning the codes matched, the errors and the time taken.
private func filterNames(by pattern: String) async throws -> (codes: [String], errors: [String], elapsed: Duration) {
    let (json, _, elapsed, _) = try await timedRun(
        "query ($p: String) { countries(filter: {name: {regex: $p}}) { code } }", variables: ["p": .string(pattern)]
    )
    let codes = json[path: "data", "countries"].array?.compactMap { $0[path: "code"].string } ?? []
    return (codes, json.errorMessages, elapsed)
}

/// The one message every refused pattern gets.
private func refusal(_ pattern: String, _ reason: String) -> String {
    "Refused regex \"\(pattern)\": \(reason). See the limits on regex filters in docs/engine.md."
}

/// The codes of the countries whose name satisfies `predicate`, in the service's order.
private func codes(whereName predicate: (String) -> Bool) throws -> [String] {
    try service().dataset.countries.filter { predicate($0.name) }.map(\.code)
}

/// Whether a UTF-16 unit is in JavaScript's `\w`, `[A-Za-z0-9_]`.
private func isASCIIWord(_ unit: UInt16) -> Bool {
    (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F
}

/// A pattern that a backtracking engine takes exponential time on, and a plain Swift test of what it matches.
struct CatastrophicPattern: Sendable, CustomTestStringConvertible {
    let pattern: String
    let matches: @Sendable (String) -> Bool

    var testDescription: String { pattern }
}

@Suite("Regex filters: JavaScript syntax, linear time")
struct RegexSafetyTests {
    /// Each was refused (or stalled a core) before; a Pike VM runs them in time linear in the name.
    @Test(arguments: [
        CatastrophicPattern(pattern: "(a+)+$") { $0.hasSuffix("a") },
        CatastrophicPattern(pattern: "(a|aa)+$") { $0.hasSuffix("a") },
        CatastrophicPattern(pattern: "(.*)*X") { $0.contains("X") },
        CatastrophicPattern(pattern: ".*.*.*X") { $0.contains("X") },
        CatastrophicPattern(pattern: "(x+x+)+y") { $0.contains("xxy") },
        CatastrophicPattern(pattern: "(\\w+\\s?)+$") { $0.utf16.last.map(isASCIIWord) ?? false },
        CatastrophicPattern(pattern: "((ab)*c)*d") { $0.contains("d") },
        CatastrophicPattern(pattern: "(?:a+)+b") { $0.contains("ab") },
        CatastrophicPattern(pattern: "(?<n>a*)*b") { $0.contains("b") },
        CatastrophicPattern(pattern: "(.*a){12}") { $0.filter { $0 == "a" }.count >= 12 },
        CatastrophicPattern(pattern: "(?:.?){399}#") { $0.contains("#") },
    ])
    func catastrophicPatternsAreAcceptedAndAnswerCorrectly(_ example: CatastrophicPattern) async throws {
        let (codes, errors, elapsed) = try await filterNames(by: example.pattern)
        #expect(errors.isEmpty)
        #expect(codes == (try Self.expected(example.matches)))
        #expect(elapsed < hangGuard)
    }

    /// The deny-list's holes: `(?P=n)` passed it and then burnt a core for 5 s; `(?R)` passed it.
    @Test(arguments: [
        ("(?<n>)(?P=n)(.+.+)+#", "named-group references are not supported"),
        ("(?R)", "recursion is not supported"),
        ("(a(?R)?b)", "recursion is not supported"),
        ("(a)\\1", "backreferences are not supported"),
        ("(?<x>a)\\k<x>", "named-group references are not supported"),
        ("\\k<x>", "named-group references are not supported"),
        ("(?=a)", "lookahead is not supported"),
        ("(?!a)b", "lookahead is not supported"),
        ("(?<=a)", "lookbehind is not supported"),
        ("(?<!a)b", "lookbehind is not supported"),
        ("(a)(?1)", "subroutine calls are not supported"),
        ("(?(1)a|b)", "conditionals are not supported"),
        ("(?>a+)b", "atomic groups are not supported"),
        ("(?i)^japan$", "inline flags are not supported"),
        ("(?x) a", "inline flags are not supported"),
        ("(*FAIL)", "backtracking control verbs are not supported"),
        ("\\p{Lu}{2}", "Unicode property escapes (\\p{…}) are not supported"),
        ("a**", "nothing to repeat"),
        ("([", "unterminated character class"),
        ("(a", "unterminated group"),
        ("a)", "unmatched )"),
        ("[z-a]", "invalid range in class"),
        ("a{3,2}", "numbers out of order in {} quantifier"),
    ])
    func unsupportedConstructsAreRefusedByName(pattern: String, reason: String) async throws {
        let (codes, errors, elapsed) = try await filterNames(by: pattern)
        #expect(codes.isEmpty)
        #expect(errors == [refusal(pattern, reason)])
        #expect(elapsed < hangGuard)
    }

    @Test func patternsJustUnderTheLimitsRun() async throws {
        let longest = "^" + String(repeating: "(J|j)", count: 19) + "apan"
        #expect(longest.count == 100)
        #expect(try await filterNames(by: longest).errors.isEmpty)
        // 799 instructions and the final match: the largest program allowed.
        let largest = "(?:.?){399}#"
        let (codes, errors, _) = try await filterNames(by: largest)
        #expect(errors.isEmpty)
        #expect(codes.isEmpty)
        #expect(try await filterNames(by: "^(?:.?){44}$").codes.count == 250, "the longest name has 44 units")
    }

    @Test func patternsJustOverTheLimitsAreRefused() async throws {
        let tooLong = "^" + String(repeating: "(J|j)", count: 19) + "apan!"
        #expect(tooLong.count == 101)
        #expect(try await filterNames(by: tooLong).errors == [refusal(RequestQuote.cut(tooLong), "it is longer than 100 characters")], "the pattern quoted up to 64 characters")
        let tooLarge = "(?:.?){400}#"
        #expect(try await filterNames(by: tooLarge).errors == [
            refusal(tooLarge, "it compiles to more than 800 instructions (counted repetitions such as {50} are written out in full)"),
        ])
        #expect(try await filterNames(by: "(a{50}){50}").errors.first?.contains("more than 800 instructions") == true)
    }

    @Test(arguments: [
        "^(North|South) ", "^[A-Z][a-z]+$", "a{2}", "(ab)?c", "(land|stan)$", "[(]", "^\\w+ \\w+ \\w+ ?$",
        "(?<name>land)$", "]", "a{", "\\u00e9", "[À-ÿ]", "^.{1,3}$",
    ])
    func ordinaryPatternsRun(pattern: String) async throws {
        #expect(try await filterNames(by: pattern).errors.isEmpty, "\(pattern)")
    }

    @Test func ordinaryPatternsMatchAsJavaScriptDoes() async throws {
        #expect(try await filterNames(by: "^(North|South) ").codes == ["GS", "KP", "KR", "MK", "SS", "ZA"])
        #expect(try await filterNames(by: "^\\w+ \\w+ \\w+$").codes == ["AE", "AG", "BA", "CF", "IM", "MP", "PG", "TF", "TT", "VG", "WF"])
        #expect(try await filterNames(by: "land$").codes == ["AX", "BV", "CH", "CX", "FI", "GL", "IE", "IS", "NF", "NZ", "PL", "TH"])
        #expect(try await filterNames(by: "^\\u00c5").codes == ["AX"])
        #expect(try await filterNames(by: "é").codes == ["BL", "RE", "ST"])
        // \w is ASCII, so in "Åland" a word starts at "land".
        #expect(try await filterNames(by: "\\bland").codes == ["AX"])
    }

    private static func expected(_ predicate: (String) -> Bool) throws -> [String] {
        try codes(whereName: predicate)
    }
}
