import CountriesOracle
import CountriesEngine
import Foundation
import Testing

/// The engine against graphql-js (node) running the public API's resolvers over the same dataset: generated
/// documents, and a few chosen ones, must get the same `data` (key order included) and errors at the same
/// paths and locations.
@Suite("The engine against graphql-js", .requiresGraphQLJS)
struct GraphQLJSOracleTests {
    /// 5,000 generated documents from a fixed seed (or `COUNTRIES_ORACLE_SEED`), which is printed, and not one
    /// disagreement; on one, each class with its smallest document and the first ones whole are printed.
    @Test func generatedDocumentsAnswerAsGraphQLJSDoes() async throws {
        let seed = ProcessInfo.processInfo.environment["COUNTRIES_ORACLE_SEED"].flatMap { UInt64($0) }
            ?? 20_261_125
        print("GraphQLJSOracleTests: seed \(seed) (COUNTRIES_ORACLE_SEED=\(seed) repeats this run)")
        let report = try await FuzzRun.run(
            FuzzSettings(seed: seed, documents: 5_000, keptInFull: 3),
            engine: unmemoizedEngine.get(), oracle: startedOracle()
        )
        print("GraphQLJSOracleTests: \(report.headline)")
        #expect(report.classes.isEmpty, Comment(rawValue: report.text))
        let foreignWordings = report.wordings.keys.filter { !DeliberateWording.covers($0) }
        #expect(foreignWordings.isEmpty, "messages worded otherwise than graphql-js's: \(foreignWordings)")
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
        // Introspection, answered by the engine as graphql-js 16.6 answers it: every field of every type.
        """
        { __schema { description queryType { name } mutationType { name } subscriptionType { name } types { ...T
        } directives { name description isRepeatable locations args(includeDeprecated: true) { ...I } } } }
        fragment I on __InputValue { name description type { ...R } defaultValue isDeprecated deprecationReason
        }
        fragment R on __Type { kind name ofType { kind name ofType { kind name ofType { kind name } } } }
        fragment T on __Type { kind name description specifiedByURL fields(includeDeprecated: true) { name
        description args(includeDeprecated: true) { ...I } type { ...R } isDeprecated deprecationReason }
        inputFields(includeDeprecated: true) { ...I } interfaces { name } enumValues(includeDeprecated: true) {
        name description isDeprecated deprecationReason } possibleTypes { name } }
        """,
        "query ($n: String = \"Query\") { a: __type(name: $n) { name } __type(name: \"__Type\") { fields { name } } }",
        // Every pair of conflicting fields is reported, and the pairs of fragments graphql-js 16.6 skips are skipped.
        "{ language(code: \"ja\") { rtl rtl: native rtl } }",
        "{ country(code: \"JP\") { code ...A } } fragment A on Country { x: name ...B } fragment B on Country { ...C } fragment C on Country { x: capital }",
        "query Op { country(code: $u) { code } country(code: \"JP\") { code } }",
        "{ continents { phone } __schema { ofType types { defaultValue types } directives { bogus } } }",
        "{ __typename # a note \u{1} with a control character\n}",
        // Roots the schema lacks: validated all the same, then refused at execution.
        "mutation{s(r:{}) g@skip(if:1)}",
        "mutation{a a(s:1) g@skip(if:1)}",
        "subscription{a a(s:1) g@skip(if:1)}",
        "subscription S { country(code: \"JP\") { name } }",
        "mutation ($v: Boolean!) { a { b(c: {d: [1]}) } e @include(if: $v) }",
        // Every escape a string has, a form feed among them.
        "{ continents(filter: {code: \"\\f\"}) { code } }",
        "{ countries(filter: {name: {eq: \"\\b\\f\\n\\r\\t\\/\\\\\\\"\\u0041\"}}) { code } x: countries(filter: {name: 1}) { code } }",
        // Unicode escapes beyond four hex digits, and an error located after them on the same line.
        "{ a: country(code: \"\\u{1F1EF}\\uD83C\\uDDF5\") { code } b: country(code: \"J\\u{50}\") { name(lang: \"xx\") } }",
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

/// Where the engine words an error otherwise than the reference on purpose: the public API's resolvers fail with
/// a JavaScript error (`in: null`) or name no supported language, and the engine says what went wrong and what
/// would work. Every other message must be graphql-js's, word for word.
enum DeliberateWording {
    static func covers(_ pair: WordingPair) -> Bool {
        if pair.reference == "Cannot read properties of null (reading 'map')" { return pair.engine.hasPrefix("The filter's ") }
        return pair.reference.hasPrefix("Unsupported language") && pair.engine.hasPrefix(pair.reference + "; supported: ")
    }
}
