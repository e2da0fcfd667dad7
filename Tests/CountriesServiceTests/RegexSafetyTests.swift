import CountriesService
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

@Suite("Regex filters finish in bounded time")
struct RegexSafetyTests {
    @Test(arguments: [
        "(a+)+$", "(.*)*X", "(a|a)*b", "(a|aa)+$", "(x+x+)+y", "^(([a-z])+.)+[A-Z]([a-z])+$", "(\\w+\\s?)+$",
        "((ab)*c)*d", "(a|b){2,}c", "(?:a+)+b", "(?<n>a*)*b", "(?i:(a|e)+)z",
    ])
    func catastrophicPatternsAreRefusedAtOnce(pattern: String) async throws {
        let (codes, errors, elapsed) = try await filterNames(by: pattern)
        #expect(codes.isEmpty)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Refused regex \"\(pattern)\": it repeats a group") == true, "\(errors)")
        #expect(elapsed < hangGuard)
    }

    @Test(arguments: ["(a)\\1", "(?<x>a)\\k<x>", "(a)\\g{1}", "(a(?R)?b)", "(?(1)a|b)", "(?x) a", "(*FAIL)", "a**"])
    func backreferencesRecursionAndOddConstructsAreRefused(pattern: String) async throws {
        let (_, errors, elapsed) = try await filterNames(by: pattern)
        #expect(errors.count == 1)
        #expect(errors.first?.hasPrefix("Refused regex") == true || errors.first?.hasPrefix("Invalid regex") == true, "\(errors)")
        #expect(elapsed < hangGuard)
    }

    @Test func patternsJustUnderTheLimitsRun() async throws {
        let longest = "^" + String(repeating: "(J|j)", count: 19) + "apan"
        #expect(longest.count == 100)
        #expect(try await filterNames(by: "^(J|j)apan").codes == ["JP"])
        let (codes, errors, elapsed) = try await filterNames(by: "^\\w+ \\w+ \\w+$")
        #expect(errors.isEmpty)
        #expect(codes.contains("BA"), "Bosnia and Herzegovina")
        #expect(elapsed < hangGuard)
        #expect(try await filterNames(by: longest).errors.isEmpty)
    }

    @Test func patternsJustOverTheLimitsAreRefused() async throws {
        let tooLong = "^" + String(repeating: "(J|j)", count: 19) + "apan!"
        #expect(try await filterNames(by: tooLong).errors == [
            "Refused regex \"\(tooLong)\": it is longer than 100 characters. See the README's limits on regex filters.",
        ])
        #expect(try await filterNames(by: "^\\w+ \\w+ \\w+ ?$").errors.first?.contains("more than 3 quantifiers") == true)
    }

    @Test(arguments: ["^(North|South) ", "(?i)^japan$", "^[A-Z][a-z]+$", "a{2}", "(ab)?c", "(land|stan)$", "\\p{Lu}{2}", "[(]"])
    func ordinaryPatternsStillRun(pattern: String) async throws {
        #expect(try await filterNames(by: pattern).errors.isEmpty, "\(pattern)")
    }

    @Test func anOrdinaryPatternMatchesAsBefore() async throws {
        #expect(try await filterNames(by: "^(North|South) ").codes == ["GS", "KP", "KR", "MK", "SS", "ZA"])
        #expect(try await filterNames(by: "(?i)^japan$").codes == ["JP"])
    }
}
