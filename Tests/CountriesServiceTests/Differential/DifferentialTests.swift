import CountriesService
import Foundation
import GraphQL
import Testing

/// The engine against GraphQLSwift's executor (the reference) over the same data: thousands of generated
/// requests must parse to the same JSON, data and errors, key order included.
@Suite("Differential: the compiled engine against GraphQLSwift's executor")
struct DifferentialTests {
    static let reference: Result<ReferenceExecutor, any Error> = Result {
        try ReferenceExecutor(dataset: try service().dataset)
    }

    /// Four seeds of 500 requests each, so that the suite's runs spread over the cores.
    @Test(arguments: [1, 2, 3, 4] as [UInt64])
    func generatedRequestsAnswerAsTheReferenceDoes(seed: UInt64) async throws {
        let engine = try CountriesService(dataset: try service().dataset, memoize: false)
        let reference = try Self.reference.get()
        var generator = QueryGenerator(seed: seed)
        var compared = 0
        var withErrors = 0
        for _ in 0..<500 {
            let request = generator.request()
            let ours = await engine.execute(request)
            let theirs = await reference.execute(request)
            try Self.expectSame(ours, theirs, for: request)
            compared += 1
            if try OrderedJSON(parsing: ours.body)["errors"] != nil { withErrors += 1 }
        }
        #expect(compared == 500)
        // The generator must exercise the error paths too, not only the happy ones.
        #expect(withErrors > 10)
    }

    /// Hand-picked cases for what random requests reach rarely.
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
    ])
    func handPickedRequestsAnswerAsTheReferenceDoes(query: String) async throws {
        let engine = try CountriesService(dataset: try service().dataset, memoize: false)
        let request = GraphQLServiceRequest(query: query)
        try Self.expectSame(await engine.execute(request), await Self.reference.get().execute(request), for: request)
    }

    /// Variables, including ones the plan depends on through `@skip` and `@include`.
    @Test func variablesAnswerAsTheReferenceDoes() async throws {
        let engine = try CountriesService(dataset: try service().dataset, memoize: false)
        let query = """
            query ($code: ID!, $lang: String, $flag: Boolean!, $filter: CountryFilterInput) {
              country(code: $code) { name(lang: $lang) capital @include(if: $flag) }
              countries(filter: $filter) { code }
            }
            """
        let cases: [[String: Map]] = [
            ["code": "JP", "lang": "fr", "flag": true, "filter": ["code": ["eq": "FR"]]],
            ["code": "JP", "flag": false, "filter": ["continent": ["in": ["AN"]]]],
            ["code": "FR", "lang": .null, "flag": true],
            ["code": "DE", "lang": "xx", "flag": true, "filter": ["name": ["regex": "^Ger"]]],
        ]
        for variables in cases {
            let request = GraphQLServiceRequest(query: query, variables: variables)
            try Self.expectSame(await engine.execute(request), await Self.reference.get().execute(request), for: request)
        }
    }

    /// Same outcome, and the same `data` and `errors` with keys in the same order. Request errors (the document
    /// or variables refused) only need to agree that the request was refused: their wording is our own.
    static func expectSame(
        _ ours: GraphQLServiceResponse, _ theirs: GraphQLServiceResponse, for request: GraphQLServiceRequest
    ) throws {
        let context = Comment(rawValue: "\(request.query)\nvariables: \(request.variables)")
        #expect(ours.outcome == theirs.outcome, context)
        guard ours.outcome == .executed, theirs.outcome == .executed else { return }
        let oursJSON = try OrderedJSON(parsing: ours.body)
        let theirsJSON = try OrderedJSON(parsing: theirs.body)
        // GraphQLSwift leaves `data` out when an error nulls it; the spec (and the engine) write `"data": null`.
        #expect(oursJSON["data"] == (theirsJSON["data"] ?? .null), context)
        #expect(errors(oursJSON) == errors(theirsJSON), context)
    }

    /// The errors of a response as comparable text, in order, with list indexes in paths as `*`: GraphQLSwift
    /// completes a list's items concurrently, so which failing item it reports varies from run to run, while
    /// the engine, like graphql-js, reports the first.
    private static func errors(_ response: OrderedJSON) -> [String] {
        response["errors"]?.elements.map { error in
            let path = error["path"]?.elements.map { step in
                if case .number = step { return "*" }
                return step.description
            } ?? []
            return "\(error["message"] ?? .null) at \(path) \(error["locations"] ?? .null)"
        } ?? []
    }
}
