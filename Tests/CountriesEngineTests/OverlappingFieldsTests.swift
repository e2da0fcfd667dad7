import CountriesEngine
import GraphQL
import Testing

/// The validation errors of `query` (empty when it runs), checking that it is refused exactly when it has some
/// and that it is judged within the hang guard.
private func mergeErrors(_ query: String, variables: [String: Map] = [:]) async throws -> [String] {
    let (json, outcome, elapsed, _) = try await timedRun(query, variables: variables)
    #expect(elapsed < hangGuard)
    #expect((outcome == .rejected) == !json.errorMessages.isEmpty, "\(json.errorMessages)")
    return json.errorMessages
}

private let advice = "Use different aliases on the fields to fetch both if this was intentional."

/// The spec's examples (5.3.2, Field Selection Merging) on the Countries schema: `Country.name(lang:)` plays
/// `Dog.doesKnowCommand(dogCommand:)`, `capital` plays `nickname`.
@Suite("Field Selection Merging")
struct OverlappingFieldsTests {
    @Test func identicalFieldsMerge() async throws {
        #expect(try await mergeErrors(#"{ country(code: "JP") { name name } }"#).isEmpty)
        #expect(try await mergeErrors(#"{ country(code: "JP") { otherName: name otherName: name } }"#).isEmpty)
    }

    @Test func anAliasOverAnotherFieldConflicts() async throws {
        #expect(try await mergeErrors(#"{ country(code: "JP") { name: capital name } }"#) == [
            "Fields \"name\" conflict because \"capital\" and \"name\" are different fields. \(advice)",
        ])
        let (json, _, _, _) = try await timedRun(#"{ country(code: "JP") { x: name x: capital } }"#)
        #expect(json.errorMessages == ["Fields \"x\" conflict because \"name\" and \"capital\" are different fields. \(advice)"])
        #expect(json.errorLocations(0) == [[1, 25], [1, 33]])
    }

    @Test func identicalArgumentsMerge() async throws {
        #expect(try await mergeErrors(#"{ country(code: "JP") { name(lang: "ja") name(lang: "ja") } }"#).isEmpty)
        #expect(try await mergeErrors(
            #"query ($lang: String) { country(code: "JP") { name(lang: $lang) name(lang: $lang) } }"#
        ).isEmpty)
        #expect(try await mergeErrors(
            #"{ countries(filter: {code: {eq: "JP"}, name: {ne: "x"}}) { code } countries(filter: {name: {ne: "x"}, code: {eq: "JP"}}) { code } }"#
        ).isEmpty, "input object fields in another order are the same value")
    }

    @Test(arguments: [
        #"name(lang: "ja") name(lang: "fr")"#,
        #"name(lang: "ja") name(lang: $lang)"#,
        #"name(lang: $lang) name(lang: $other)"#,
        #"name(lang: "ja") name"#,
    ])
    func differingArgumentsConflict(selections: String) async throws {
        let errors = try await mergeErrors(
            "query ($lang: String, $other: String) { country(code: \"JP\") { \(selections) } }"
        )
        // The unused variables are reported too.
        #expect(errors.filter { $0.hasPrefix("Fields") } == [
            "Fields \"name\" conflict because they have differing arguments. \(advice)",
        ])
    }

    @Test func rootFieldsWithDifferentArgumentsConflict() async throws {
        #expect(try await mergeErrors(#"{ country(code: "JP") { name } country(code: "FR") { name } }"#) == [
            "Fields \"country\" conflict because they have differing arguments. \(advice)",
        ])
    }

    @Test func conflictsInSubselectionsAreReportedFromTheTop() async throws {
        let errors = try await mergeErrors(
            #"{ country(code: "JP") { continent { name: code } } country(code: "JP") { continent { name } } }"#
        )
        #expect(errors == [
            "Fields \"country\" conflict because subfields \"continent\" conflict because subfields \"name\" conflict "
                + "because \"code\" and \"name\" are different fields. \(advice)",
        ])
    }

    @Test func conflictsThroughFragmentsAreFound() async throws {
        let errors = try await mergeErrors(
            """
            { country(code: "JP") { ...A ... on Country { ...B } } }
            fragment A on Country { x: name }
            fragment B on Country { x: capital }
            """
        )
        #expect(errors == ["Fields \"x\" conflict because \"name\" and \"capital\" are different fields. \(advice)"])
        #expect(try await mergeErrors(
            """
            { country(code: "JP") { x: code ...A } }
            fragment A on Country { ...B }
            fragment B on Country { x: capital }
            """
        ) == ["Fields \"x\" conflict because \"code\" and \"capital\" are different fields. \(advice)"])
    }

    @Test func twentyTwoDoublingFragmentsAreComparedOnceEach() async throws {
        var document = #"{ country(code: "JP") { x: name ...F0 } }"# + "\n"
        for index in 0..<22 {
            document += "fragment F\(index) on Country { ...F\(index + 1) ...F\(index + 1) }\n"
        }
        #expect(try await mergeErrors(document + "fragment F22 on Country { x: name }").isEmpty)
        #expect(try await mergeErrors(document + "fragment F22 on Country { x: capital }") == [
            "Fields \"x\" conflict because \"name\" and \"capital\" are different fields. \(advice)",
        ])
    }

    @Test func everyConflictingPairIsReportedAsGraphQLJSDoes() async throws {
        // graphql-js compares every pair under a response name, repeats of one leaf field included.
        let (json, _, _, _) = try await timedRun(#"{ country(code: "JP") { x: name x: capital x: name } }"#)
        let conflict = "Fields \"x\" conflict because \"name\" and \"capital\" are different fields. \(advice)"
        let reversed = "Fields \"x\" conflict because \"capital\" and \"name\" are different fields. \(advice)"
        #expect(json.errorMessages == [conflict, reversed])
        #expect(json.errorLocations(0) == [[1, 25], [1, 33]])
        #expect(json.errorLocations(1) == [[1, 33], [1, 44]])
        let aliases = Array(repeating: "x: name x: capital", count: 300).joined(separator: " ")
        let (many, _, elapsed, _) = try await timedRun(#"{ country(code: "JP") { "# + aliases + " } }")
        #expect(many.errorMessages.count == 21)
        #expect(elapsed < hangGuard)
    }

    @Test func aFragmentPairComparedOnceIsNotDescendedIntoAgain() async throws {
        // graphql-js 16.6 records each fragment spread by another in the pairs it shares across the document: once
        // B (spreading C) was compared with the root's fields, A's fields are not compared with C through B.
        #expect(try await mergeErrors(
            """
            { country(code: "JP") { code ...A } }
            fragment A on Country { x: name ...B }
            fragment B on Country { ...C }
            fragment C on Country { x: capital }
            """
        ).isEmpty)
    }

    @Test func manyConflictsReportAFew() async throws {
        let aliases = (0..<200).map { "x: name(lang: \"\($0)\")" }.joined(separator: " ")
        let (json, outcome, elapsed, bytes) = try await timedRun(#"{ country(code: "JP") { "# + aliases + " } }")
        #expect(outcome == .rejected)
        #expect(json.errorMessages.count == 21)
        #expect(json.errorMessages.last?.hasSuffix("left out; fix the ones above first.") == true)
        #expect(bytes < 10_000)
        #expect(elapsed < hangGuard)
    }

    @Test func manyIdenticalFieldsValidateQuickly() async throws {
        // The unused variable stops the request after validation, which is what is timed.
        let names = Array(repeating: "name", count: 1_980).joined(separator: " ")
        let errors = try await mergeErrors(#"query ($unused: String) { country(code: "JP") { "# + names + " } }")
        #expect(errors == ["Variable \"$unused\" is never used."])
        let copies = Array(repeating: "country(code: \"JP\") { name }", count: 200).joined(separator: " ")
        #expect(try await mergeErrors("query ($unused: String) { \(copies) }") == ["Variable \"$unused\" is never used."])
    }
}
