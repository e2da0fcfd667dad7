import CountriesEngine
import Foundation
import GraphQL
import Testing

/// The documented limits on a document's text (README, "countries-server").
private enum Limit {
    static let tokens = 2_000
    static let nesting = 32
    static let valueNesting = 8
    static let errors = 20
}

@Suite("The guard before parsing: tokens and nesting")
struct ParserGuardTests {
    private func expectRefused(
        _ query: String, saying phrase: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let (json, outcome, elapsed, _) = try await timedRun(query)
        #expect(outcome == .rejected, sourceLocation: sourceLocation)
        #expect(json[path: "data"] == .undefined, sourceLocation: sourceLocation)
        #expect(json.errorMessages.count == 1, sourceLocation: sourceLocation)
        #expect(json.errorMessages.first?.contains(phrase) == true, "\(json.errorMessages)", sourceLocation: sourceLocation)
        #expect(elapsed < hangGuard, sourceLocation: sourceLocation)
    }

    @Test func deeplyNestedFieldsAreRefusedNotACrash() async throws {
        try await expectRefused(nested("{a", "", "}", count: 900), saying: "more than 32 deep")
    }

    @Test func deeplyNestedInlineFragmentsAreRefusedNotACrash() async throws {
        try await expectRefused(nested("{... on Query ", "{__typename}", "}", count: 2_000), saying: "more than 32 deep")
    }

    @Test func thousandsOfUnclosedSelectionsAreRefusedNotACrash() async throws {
        try await expectRefused(String(repeating: "{a", count: 5_000), saying: "more than 32 deep")
    }

    @Test func nestingJustUnderTheLimitRuns() async throws {
        // The outer selection set and 31 inline fragments: 32 braces deep.
        let (json, outcome, elapsed, _) = try await timedRun(
            "{" + nested(" ... on Query {", " __typename ", "}", count: Limit.nesting - 1) + "}"
        )
        #expect(outcome == .executed)
        #expect(json[path: "data", "__typename"] == "Query")
        #expect(elapsed < hangGuard)
    }

    @Test func nestingJustOverTheLimitIsRefusedWhereItHappens() async throws {
        let query = "{" + nested(" ... on Query {", " __typename ", "}", count: Limit.nesting)
            + "}"
        try await expectRefused(query, saying: "Document nests braces, brackets and parentheses more than 32 deep")
        let (json, _, _, _) = try await timedRun(query)
        #expect(json.errorLocations(0) == [[1, 481]], "the 33rd brace")
    }

    @Test func bracketsInStringsAndCommentsDoNotCount() async throws {
        let brackets = String(repeating: "{[(", count: 100)
        let (json, outcome, _, _) = try await timedRun(
            """
            # \(brackets)
            { countries(filter: {name: {eq: "\(brackets)"}}) { code } country(code: "JP") { name(lang: \"\"\"\(brackets)\"\"\") } }
            """
        )
        #expect(outcome == .executed, "\(json.errorMessages)")
        #expect(json[path: "data", "countries"] == [])
    }

    @Test func tokensJustUnderTheLimitRun() async throws {
        // `{`, `}` and 666 three-token aliases: 2,000 tokens.
        let aliases = (0..<666).map { "a\($0): __typename" }.joined(separator: " ")
        let (json, outcome, elapsed, _) = try await timedRun("{ \(aliases) }")
        #expect(outcome == .executed)
        #expect(json[path: "data", "a665"] == "Query")
        #expect(elapsed < hangGuard)
    }

    @Test func tokensJustOverTheLimitAreRefused() async throws {
        let aliases = (0..<666).map { "a\($0): __typename" }.joined(separator: " ")
        try await expectRefused("{ \(aliases) __typename }", saying: "more than 2000 tokens")
    }

    @Test func valuesNestedJustUnderTheLimitAreJudgedQuickly() async throws {
        // A wrongly typed value is printed into its error; GraphQLSwift prints each long level twice.
        let long = String(repeating: "J", count: 500)
        let value = nested("[", "\"\(long)\"", "]", count: Limit.valueNesting)
        let (json, outcome, elapsed, _) = try await timedRun("{ country(code: \(value)) { name } }")
        #expect(outcome == .rejected)
        #expect(json.errorMessages.first?.hasPrefix("ID cannot represent") == true, "\(json.errorMessages)")
        #expect(elapsed < hangGuard)
    }

    @Test func valuesNestedJustOverTheLimitAreRefused() async throws {
        let value = nested("[", "\"JP\"", "]", count: Limit.valueNesting + 1)
        try await expectRefused("{ country(code: \(value)) { name } }", saying: "lists and input objects more than 8 deep")
        try await expectRefused(
            "{ country(code: \(nested("[", "\"JP\"", "]", count: 70))) { name } }", saying: "more than 8 deep"
        )
    }

    @Test func theStandardIntrospectionQueryRuns() async throws {
        let (json, outcome, _, _) = try await timedRun(StandardIntrospection.document)
        #expect(outcome == .executed, "\(json.errorMessages)")
        #expect(json[path: "data", "__schema", "queryType", "name"] == "Query")
    }

    @Test func theAppsOwnOperationsPassTogetherInOneDocument() async throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("graphql")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "graphql" }
        #expect(files.count == 9)
        let document = try files.map { try String(contentsOf: $0, encoding: .utf8) }.joined(separator: "\n")
        // An unknown operation is refused only after the whole document is guarded, parsed and validated.
        let (refused, _, _, _) = try await timedRun(document, operationName: "NoSuchOperation")
        #expect(refused.errorMessages == ["Unknown operation named \"NoSuchOperation\"."])
        let (json, outcome, _, _) = try await timedRun(document, variables: ["code": "ja"], operationName: "LanguageDetail")
        #expect(outcome == .executed, "\(json.errorMessages)")
        #expect(json[path: "errors"] == .undefined)
    }
}

@Suite("Refused documents report a bounded number of errors")
struct ErrorCapTests {
    @Test func thousandsOfRepeatedDirectivesGiveASmallBody() async throws {
        let query = "{ countries " + String(repeating: "@skip(if: false) ", count: 3_000) + "{ code } }"
        let (json, outcome, elapsed, bytes) = try await timedRun(query)
        #expect(outcome == .rejected)
        #expect(json.errorMessages.count == 1)
        #expect(bytes < 1_000)
        #expect(elapsed < hangGuard)
    }

    @Test func errorsJustUnderTheCapAreAllReported() async throws {
        let query = "{ countries " + String(repeating: "@a ", count: Limit.errors) + "{ code } }"
        let (json, _, _, _) = try await timedRun(query)
        #expect(json.errorMessages == Array(repeating: "Unknown directive \"@a\".", count: Limit.errors))
    }

    @Test func errorsOverTheCapAreCountedNotListed() async throws {
        let query = "{ countries " + String(repeating: "@a ", count: 900) + "{ code } }"
        let (json, outcome, elapsed, bytes) = try await timedRun(query)
        #expect(outcome == .rejected)
        #expect(json.errorMessages.count == Limit.errors + 1)
        #expect(json.errorMessages.last == "At least 880 more errors left out; fix the ones above first.")
        #expect(bytes < 5_000)
        #expect(elapsed < hangGuard)
        let (oneOver, _, _, _) = try await timedRun(
            "{ countries " + String(repeating: "@a ", count: Limit.errors + 1) + "{ code } }"
        )
        #expect(oneOver.errorMessages.last == "At least 1 more error left out; fix the ones above first.")
    }

    @Test func errorsInALongDocumentAreLocatedQuicklyAndExactly() async throws {
        // GraphQLSwift matches every line break of the text to locate each error.
        let query = "# comment {{{{\r\n" + String(repeating: "\n", count: 30_000)
            + "{ countries(filter: {name: {eq: \"\"\"\n\"\"\"}}) " + String(repeating: "@a ", count: 600) + "{ code } }"
        let (json, outcome, elapsed, _) = try await timedRun(query)
        #expect(outcome == .rejected)
        #expect(elapsed < hangGuard)
        #expect(json[path: "errors", 0, "message"] == "Unknown directive \"@a\".")
        #expect(json.errorLocations(0) == [[30_003, 8]])
        #expect(json.errorLocations(1) == [[30_003, 11]])
    }
}
