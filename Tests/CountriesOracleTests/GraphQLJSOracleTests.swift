import CountriesOracle
import CountriesService
import Foundation
import Testing

/// The engine against graphql-js (node) running the public API's resolvers over the same dataset: generated
/// documents, and a few chosen ones, must get the same `data` (key order included) and errors at the same
/// paths and locations.
@Suite("The engine against graphql-js", .requiresGraphQLJS)
struct GraphQLJSOracleTests {
    /// 5,000 generated documents from a new seed each run (or `COUNTRIES_ORACLE_SEED`), which is printed; on a
    /// disagreement, each class with its smallest document and the first ones whole are printed.
    @Test func generatedDocumentsAnswerAsGraphQLJSDoes() async throws {
        let seed = ProcessInfo.processInfo.environment["COUNTRIES_ORACLE_SEED"].flatMap { UInt64($0) }
            ?? UInt64.random(in: 1...UInt64(UInt32.max))
        print("GraphQLJSOracleTests: seed \(seed) (COUNTRIES_ORACLE_SEED=\(seed) repeats this run)")
        let report = try await FuzzRun.run(
            FuzzSettings(seed: seed, documents: 5_000, keptInFull: 3),
            engine: unmemoizedEngine.get(), oracle: startedOracle()
        )
        print("GraphQLJSOracleTests: \(report.headline)")
        #expect(report.disagreements == 0, Comment(rawValue: report.text))
        // The mix must keep exercising execution, field errors and request errors alike.
        #expect(report.agreed - report.rejectedByBoth - report.withFieldErrors > 2_500)
        #expect(report.withFieldErrors > 25)
        #expect(report.rejectedByBoth > 250)
    }

    /// Chosen documents that random ones reach rarely, each run through both engines.
    @Test(arguments: [
        "{ a: countries(filter: {name: {regex: \"[\"}}) { code } }",
        "{ country(code: \"JP\") { a: name(lang: \"xx\") b: name(lang: \"ja\") code } }",
        "{ countries(filter: {code: {in: [\"JP\", \"FR\"]}}) { name(lang: \"zz\") } }",
        "{ country(code: \"JP\") { ...F ...F } } fragment F on Country { code name }",
        "{ country(code: \"JP\") { states { code } code states { name } } }",
        "{ __typename country(code: \"CI\") { __typename native continent { __typename } } }",
        "{ continents { countries @include(if: false) { code } name } }",
        "{ language(code: \"ar\") { countries { code states @skip(if: true) { code } } } }",
        "{ countries(filter: {currency: {eq: null}}) { code currency } }",
        "{ countries(filter: {currency: {ne: null}, continent: {eq: \"AN\"}}) { code } }",
        "query { country(code: \"US\") { ... on Country { a: capital ... on Country { b: capital } } } }",
        "{ countries(filter: {currency: {in: [\"USD,USS\"]}}) { code currencies } }",
        "{ country(code: \"GB\") { subdivisions { code emoji } } }",
        "{ countries(filter: {name: {regex: \"^Å\"}}) { name native } }",
    ])
    /// One chosen document.
    func chosenDocumentsAnswerAsGraphQLJSDoes(query: String) async throws {
        try await expectAgreement(on: [GeneratedRequest(query: query)])
    }

    /// Variables of every kind: given, null, left out, defaults, a single value for a list, an ID as a number.
    @Test func variablesAnswerAsGraphQLJSDoes() async throws {
        let query = """
            query ($code: ID!, $lang: String, $flag: Boolean!, $filter: CountryFilterInput, $in: [String!] = ["JP"]) {
              country(code: $code) { name(lang: $lang) capital @include(if: $flag) }
              countries(filter: $filter) { code }
              listed: countries(filter: {code: {in: $in}}) { code }
            }
            """
        let cases: [OrderedJSON] = [
            .object([.init("code", "JP"), .init("lang", "fr"), .init("flag", true), .init("filter", .object([.init("code", .object([.init("eq", "FR")]))]))]),
            .object([.init("code", "JP"), .init("flag", false), .init("in", "FR")]),
            .object([.init("code", .number(12)), .init("lang", .null), .init("flag", true), .init("in", .array([]))]),
            .object([.init("code", "DE"), .init("lang", "xx"), .init("flag", true), .init("filter", .object([.init("name", .object([.init("regex", "^Ger")]))]))]),
        ]
        try await expectAgreement(on: cases.map { GeneratedRequest(query: query, variables: $0) })
    }

    private func expectAgreement(on requests: [GeneratedRequest]) async throws {
        let engine = try unmemoizedEngine.get()
        let answers = try await startedOracle().answers(to: requests)
        var comparison = ResponseComparison()
        for (request, reference) in zip(requests, answers) {
            let ours = await engine.execute(request.serviceRequest).body
            if case .disagree(let disagreement) = comparison.verdict(on: request, engine: ours, reference: reference) {
                Issue.record(Comment(rawValue: disagreement.printed))
            }
        }
    }
}
