import CountriesEngine
import GraphQL
import Testing

/// `{ ...F0 }` where each of `count` fragments spreads the next one twice, the last selecting `leaf`:
/// expanded naively, 2^count copies of `leaf`.
private func doublingFragments(_ count: Int, leaf: String) -> String {
    var document = "{ ...F0 }\n"
    for index in 0..<count {
        document += "fragment F\(index) on Query { ...F\(index + 1) ...F\(index + 1) }\n"
    }
    return document + "fragment F\(count) on Query { \(leaf) }\n"
}

@Suite("Fragments are measured once, not at every spread")
struct FragmentExpansionTests {
    @Test func twentyTwoDoublingFragmentsAnswerAtOnce() async throws {
        let (json, outcome, elapsed, _) = try await timedRun(doublingFragments(22, leaf: "continents { code }"))
        #expect(outcome == .executed, "\(json.errorMessages)")
        #expect(json[path: "data", "continents"].array?.count == 7)
        #expect(elapsed < hangGuard)
    }

    @Test func doublingFragmentsTooDeepAreRefusedAtOnce() async throws {
        let tooDeep = "continents { countries { continent { countries { languages { countries { code } } } } } }"
        let (json, outcome, elapsed, _) = try await timedRun(doublingFragments(22, leaf: tooDeep))
        #expect(outcome == .rejected)
        #expect(json.errorMessages == ["Query is nested 7 fields deep; the limit is 6. Ask for fewer nested levels."])
        #expect(elapsed < hangGuard)
    }

    @Test func theLongestFragmentChainTheTokenLimitAllowsAnswers() async throws {
        // 4 tokens for the operation, 8 a link, 9 for the last fragment: 248 links make 1,997 tokens.
        let (json, outcome, elapsed, _) = try await timedRun(fragmentChain(links: 248))
        #expect(outcome == .executed, "\(json.errorMessages)")
        #expect(json[path: "data", "continents", 0, "code"] == "AF")
        #expect(elapsed < hangGuard)
        let (longer, _, _, _) = try await timedRun(fragmentChain(links: 249))
        #expect(longer.errorMessages.first?.contains("more than 2000 tokens") == true)
    }

    private func fragmentChain(links: Int) -> String {
        var document = "{ ...F0 }\n"
        for index in 0..<links { document += "fragment F\(index) on Query { ...F\(index + 1) }\n" }
        return document + "fragment F\(links) on Query { continents { code } }\n"
    }
}
