import CountriesEngine
import GraphQL
import Testing

/// Documents that GraphQLSwift's validator traps on (a forced cast, a dictionary of equal keys): each is answered
/// with graphql-js's errors, and the process lives.
@Suite("Type-system definitions and repeated operations are refused, never a crash")
struct DefinitionScreeningTests {
    private func expectRejected(
        _ query: String, with expected: [(message: String, locations: [[Int]])],
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let (json, outcome, _, _) = try await timedRun(query)
        #expect(outcome == .rejected, sourceLocation: sourceLocation)
        #expect(json[path: "data"] == .undefined, sourceLocation: sourceLocation)
        #expect(json.errorMessages == expected.map(\.message), sourceLocation: sourceLocation)
        for (index, error) in expected.enumerated() {
            #expect(json.errorLocations(index) == error.locations, "error \(index)", sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: ["schema { query: Query }", "extend schema { query: Query }", "schema{query:Query mutation:Query}"])
    func aSchemaDefinitionIsNotExecutable(query: String) async throws {
        try await expectRejected(query, with: [("The schema definition is not executable.", [[1, 1]])])
    }

    @Test func typeDefinitionsAndExtensionsAreNamed() async throws {
        try await expectRejected(
            "type T { a: Int }\nextend type Country { b: Int }\nscalar S\ndirective @d on FIELD\nextend enum E { X }",
            with: [
                ("The \"T\" definition is not executable.", [[1, 1]]),
                ("The \"Country\" definition is not executable.", [[2, 1]]),
                ("The \"S\" definition is not executable.", [[3, 1]]),
                ("The \"d\" definition is not executable.", [[4, 1]]),
                ("The \"E\" definition is not executable.", [[5, 1]]),
            ]
        )
    }

    @Test func theRestOfTheDocumentIsStillValidated() async throws {
        try await expectRejected(
            "schema { query: Query }\n{ nope }",
            with: [
                ("The schema definition is not executable.", [[1, 1]]),
                ("Cannot query field \"nope\" on type \"Query\".", [[2, 3]]),
            ]
        )
        try await expectRejected(
            "{ __typename } type T { a: Int }", with: [("The \"T\" definition is not executable.", [[1, 16]])]
        )
    }

    /// The trap depends on the hash seed and on the text being new, so many distinct texts are sent.
    @Test(arguments: ["{__typename} {__typename}", "query{__typename} query{__typename}"])
    func twoIdenticalAnonymousOperationsAreRefused(operations: String) async throws {
        let second = operations.firstIndex(of: " ").map { operations.distance(from: operations.startIndex, to: $0) + 2 } ?? 0
        for round in 0..<64 {
            try await expectRejected(
                operations + " # \(round)",
                with: [
                    ("This anonymous operation must be the only defined operation.", [[1, 1]]),
                    ("This anonymous operation must be the only defined operation.", [[1, second]]),
                ]
            )
        }
    }

    @Test func twoIdenticalNamedOperationsAreRefused() async throws {
        for round in 0..<64 {
            try await expectRejected(
                "query A {__typename} query A {__typename} #\(round)",
                with: [("There can be only one operation named \"A\".", [[1, 7], [1, 28]])]
            )
        }
    }

    @Test func operationsThatDifferAreJudgedByTheUsualRules() async throws {
        try await expectRejected(
            "{__typename} query A {__typename}",
            with: [("This anonymous operation must be the only defined operation.", [[1, 1]])]
        )
        try await expectRejected(
            "query A {__typename} query A {country(code: \"JP\") {code}}",
            with: [("There can be only one operation named \"A\".", [[1, 7], [1, 28]])]
        )
    }

    @Test func theServiceStillAnswersAfterwards() async throws {
        _ = try await timedRun("schema { query: Query }")
        _ = try await timedRun("{__typename} {__typename}")
        let (json, outcome, _, _) = try await timedRun("{ country(code: \"JP\") { name } }")
        #expect(outcome == .executed)
        #expect(json[path: "data", "country", "name"] == "Japan")
    }
}

/// A `\u` escape cut by the end of the document made GraphQLSwift's lexer read past the end of its buffer, which
/// killed the process (found by the coverage-guided fuzzer and by the graphql-js oracle).
@Suite("An escape the document ends inside is a syntax error, never a crash")
struct CutEscapeTests {
    /// Each document with graphql-js's error for it.
    @Test(arguments: [
        ("{ country(code: \"\\u12", #"Syntax Error: Invalid Unicode escape sequence: "\u12"."#),
        ("{ t1 : __typename }\"\\u12\"", #"Syntax Error: Invalid Unicode escape sequence: "\u12""."#),
        ("\"\\u", #"Syntax Error: Invalid Unicode escape sequence: "\u"."#),
        ("{ a(b: \"\\u0", #"Syntax Error: Invalid Unicode escape sequence: "\u0"."#),
        ("\"\\u{4A", #"Syntax Error: Invalid Unicode escape sequence: "\u{4A"."#),
    ])
    func anEscapeCutByTheEndIsRefused(query: String, message: String) async throws {
        let (json, outcome, _, _) = try await timedRun(query)
        #expect(outcome == .rejected)
        #expect(json.errorMessages == [message])
    }

    @Test func anEscapeWithItsFourDigitsStillReads() async throws {
        let (json, _, _, _) = try await timedRun("{ country(code: \"\\u004A\\u0050\") { code } }")
        #expect(json[path: "data", "country", "code"] == "JP")
    }
}
