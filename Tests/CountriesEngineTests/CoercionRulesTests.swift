import CountriesEngine
import GraphQL
import Testing

/// The spec's input coercion rules as graphql-js applies them (`values.ts`, `coerceInputValue.ts`,
/// `valueFromAST.ts`): each rule with the error graphql-js gives, its path and its location.
@Suite("Input coercion follows graphql-js")
struct CoercionRulesTests {
    private let skipOnName = "query ($v: Boolean!) { country(code: \"JP\") { name @skip(if: $v) } }"

    // MARK: Variables (CoerceVariableValues): request errors, located at the variable's definition

    @Test(arguments: [
        (Map.number(1), "1"), (.number(1.5), "1.5"), (.number(0), "0"), (.string("true"), "\"true\""),
        (.array([.bool(true)]), "[true]"),
    ])
    func aBooleanVariableTakesOnlyABoolean(value: Map, printed: String) async throws {
        let (json, outcome) = try await run(skipOnName, variables: ["v": value])
        #expect(outcome == .rejected)
        #expect(json[path: "data"] == .undefined)
        #expect(json.errorMessages == [
            "Variable \"$v\" got invalid value \(printed); Boolean cannot represent a non boolean value: \(printed)",
        ])
        #expect(json.errorLocations(0) == [[1, 8]])
    }

    @Test func aBooleanVariableStillTakesABoolean() async throws {
        let (skipped, _) = try await run(skipOnName, variables: ["v": .bool(true)])
        #expect(skipped[path: "data", "country"] == .dictionary([:]))
        let (kept, _) = try await run(skipOnName, variables: ["v": .bool(false)])
        #expect(kept[path: "data", "country", "name"] == "Japan")
    }

    @Test func nullForANonNullVariableIsARequestError() async throws {
        let (json, outcome) = try await run(skipOnName, variables: ["v": .null])
        #expect(outcome == .rejected)
        #expect(json.errorMessages == ["Variable \"$v\" of non-null type \"Boolean!\" must not be null."])
        #expect(json.errorLocations(0) == [[1, 8]])
    }

    @Test func everyVariableThatDoesNotFitIsReported() async throws {
        let query = "query ($a: ID!, $b: String, $c: [String!]) { country(code: $a) { name(lang: $b) } countries(filter: {code: {in: $c}}) { code } }"
        let (json, outcome) = try await run(query, variables: ["b": .number(3), "c": ["JP", .null]])
        #expect(outcome == .rejected)
        #expect(json.errorMessages == [
            "Variable \"$a\" of required type \"ID!\" was not provided.",
            "Variable \"$b\" got invalid value 3; String cannot represent a non string value: 3",
            "Variable \"$c\" got invalid value null at \"c[1]\"; Expected non-nullable type \"String!\" not to be null.",
        ])
        #expect(json.errorLocations(1) == [[1, 17]])
    }

    @Test func anInputObjectRejectsUnknownFieldsAtTheirPath() async throws {
        let (json, outcome) = try await run(
            "query ($f: CountryFilterInput) { countries(filter: $f) { code } }",
            variables: ["f": ["code": ["eq": "JP", "bogus": .number(1)]]]
        )
        #expect(outcome == .rejected)
        #expect(json.errorMessages == [
            "Variable \"$f\" got invalid value { eq: \"JP\", bogus: 1 } at \"f.code\"; "
                + "Field \"bogus\" is not defined by type \"StringQueryOperatorInput\".",
        ])
    }

    @Test func aListVariableTakesASingleValueAsAListOfOne() async throws {
        let (json, _) = try await run(
            "query ($l: [String!]) { countries(filter: {code: {in: $l}}) { code } }", variables: ["l": "JP"]
        )
        #expect(json[path: "data", "countries"] == [["code": "JP"]])
    }

    @Test func aDefaultAppliesOnlyWhenTheVariableIsAbsent() async throws {
        let query = "query ($c: ID = \"JP\") { country(code: $c) { code } }"
        #expect(try await run(query).json[path: "data", "country", "code"] == "JP")
        #expect(try await run(query, variables: ["c": "FR"]).json[path: "data", "country", "code"] == "FR")
    }

    // MARK: Arguments (CoerceArgumentValues): field errors with the field's path, located at the value

    @Test func nullGivenForANonNullArgumentIsAFieldError() async throws {
        let (json, outcome) = try await run(
            "query ($c: ID = \"JP\") { country(code: $c) { code } }", variables: ["c": .null]
        )
        #expect(outcome == .executed)
        #expect(json[path: "data"] == ["country": .null])
        #expect(json.errorMessages == ["Argument \"code\" of non-null type \"ID!\" must not be null."])
        #expect(json[path: "errors", 0, "path"] == ["country"])
        #expect(json.errorLocations(0) == [[1, 39]])
    }

    @Test func aNullVariableInsideANonNullListItemMakesTheArgumentInvalid() async throws {
        let (json, _) = try await run(
            "query ($x: String = \"JP\") { countries(filter: {code: {in: [$x]}}) { code } }", variables: ["x": .null]
        )
        #expect(json[path: "data"] == .null, "countries is non-null, so its error nulls data")
        #expect(json.errorMessages == ["Argument \"filter\" has invalid value {code: {in: [$x]}}."])
        #expect(json[path: "errors", 0, "path"] == ["countries"])
        #expect(json.errorLocations(0) == [[1, 47]])
    }

    // MARK: Directives: @skip is read before @include, and a null condition is an error

    @Test func aNullIncludeConditionIsAnErrorOnTheFieldAbove() async throws {
        let (json, _) = try await run(
            "query ($s: Boolean = true) { country(code: \"JP\") { name @include(if: $s) } }", variables: ["s": .null]
        )
        #expect(json[path: "data"] == ["country": .null])
        #expect(json.errorMessages == ["Argument \"if\" of non-null type \"Boolean!\" must not be null."])
        #expect(json[path: "errors", 0, "path"] == ["country"])
        #expect(json.errorLocations(0) == [[1, 70]])
    }

    @Test func aNullConditionInAListNullsTheFirstElementAndPropagates() async throws {
        let (json, _) = try await run(
            "query ($s: Boolean = true) { countries { code @include(if: $s) } }", variables: ["s": .null]
        )
        #expect(json[path: "data"] == .null)
        #expect(json.errorMessages.count == 1)
        #expect(json[path: "errors", 0, "path"] == ["countries", 0])
    }

    @Test func aNullConditionAtTheRootNullsTheData() async throws {
        let (json, outcome) = try await run(
            "query ($s: Boolean = true) { country(code: \"JP\") @include(if: $s) { code } }", variables: ["s": .null]
        )
        #expect(outcome == .executed)
        #expect(json[path: "data"] == .null)
        #expect(json.errorMessages == ["Argument \"if\" of non-null type \"Boolean!\" must not be null."])
        #expect(json[path: "errors", 0, "path"] == .undefined)
        #expect(json.errorLocations(0) == [[1, 63]])
    }

    @Test func aNullConditionOnAnObjectThatIsNullRaisesNothing() async throws {
        let (json, _) = try await run(
            "query ($s: Boolean = true) { country(code: \"XX\") { name @include(if: $s) } }", variables: ["s": .null]
        )
        #expect(json[path: "data"] == ["country": .null])
        #expect(json[path: "errors"] == .undefined)
    }

    @Test func skipIsReadBeforeInclude() async throws {
        let skippedFirst = "query ($s: Boolean = true) { country(code: \"JP\") { code name @include(if: $s) @skip(if: true) } }"
        let (json, _) = try await run(skippedFirst, variables: ["s": .null])
        #expect(json[path: "data", "country"] == ["code": "JP"])
        #expect(json[path: "errors"] == .undefined)
        let nullSkip = "query ($s: Boolean = true) { country(code: \"JP\") { code name @include(if: false) @skip(if: $s) } }"
        let (failed, _) = try await run(nullSkip, variables: ["s": .null])
        #expect(failed[path: "data", "country"] == .null)
        #expect(failed.errorMessages == ["Argument \"if\" of non-null type \"Boolean!\" must not be null."])
    }
}

