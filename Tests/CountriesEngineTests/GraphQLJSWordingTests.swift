import CountriesEngine
import GraphQL
import Testing

/// Request errors worded and placed as graphql-js 16.6 words and places them: each expected message and location
/// below is what graphql-js answered for the document (the oracle suite compares generated documents too).
@Suite("Request errors in graphql-js's words")
struct GraphQLJSWordingTests {
    /// Syntax errors: graphql-js's lexer decides what is an error and where; the parser's errors describe the
    /// token found as graphql-js does.
    @Test(arguments: [
        ("{ country(code: \"JP\") { name ", "Syntax Error: Expected Name, found <EOF>.", [1, 30]),
        ("{ a(b: 1.2.3) }", "Syntax Error: Invalid number, expected digit but got: \".\".", [1, 11]),
        ("{ a ~ }", "Syntax Error: Unexpected character: \"~\".", [1, 5]),
        ("{ a é }", "Syntax Error: Unexpected character: U+00E9.", [1, 5]),
        ("{ a 🇯🇵 }", "Syntax Error: Unexpected character: U+1F1EF.", [1, 5]),
        ("{ a \u{1} }", "Syntax Error: Unexpected character: U+0001.", [1, 5]),
        ("{ a \"abc }", "Syntax Error: Unterminated string.", [1, 11]),
        ("{ a(x: \"\"\"abc) }", "Syntax Error: Unterminated string.", [1, 17]),
        ("{ a(x: 01) }", "Syntax Error: Invalid number, unexpected digit after 0: \"1\".", [1, 9]),
        ("{ a(x: 1.e) }", "Syntax Error: Invalid number, expected digit but got: \"e\".", [1, 10]),
        ("{ a(x: \"\\q\") }", "Syntax Error: Invalid character escape sequence: \"\\q\".", [1, 9]),
        ("{ a(x: \"\\u{110000}\") }", "Syntax Error: Invalid Unicode escape sequence: \"\\u{110000}\".", [1, 9]),
        ("{ a(x: \"\\uD83C\") }", "Syntax Error: Invalid Unicode escape sequence: \"\\uD83C\".", [1, 9]),
        ("{ a ] }", "Syntax Error: Expected Name, found \"]\".", [1, 5]),
        ("{ a ... }", "Syntax Error: Expected \"{\", found \"}\".", [1, 9]),
        ("{ a(x: \"\"\"  ok\"\"\" y: 1 z) }", "Syntax Error: Expected \":\", found \")\".", [1, 25]),
        ("query Q($v: ID = $w) { __typename }", "Syntax Error: Unexpected variable \"$w\" in constant value.", [1, 18]),
        ("fragment on on Country { code } { __typename }", "Syntax Error: Unexpected Name \"on\".", [1, 10]),
        ("{ a 'x' }", "Syntax Error: Unexpected single quote character ('), did you mean to use a double quote (\")?", [1, 5]),
    ])
    func syntaxErrors(query: String, message: String, location: [Int]) async throws {
        try await expectOneError(query, message, at: location)
    }

    /// Unknown arguments, on fields and on directives, with graphql-js's suggestions; literals of the wrong type,
    /// quoted as graphql-js prints them.
    @Test(arguments: [
        ("{ country(code: \"JP\") { name(foo: 1) } }", "Unknown argument \"foo\" on field \"Country.name\".", [1, 30]),
        ("{ country(code: \"JP\") { name(lnag: \"fr\") } }", "Unknown argument \"lnag\" on field \"Country.name\". Did you mean \"lang\"?", [1, 30]),
        ("{ country(code: \"JP\") { name @skip(if: true, foo: 1) } }", "Unknown argument \"foo\" on directive \"@skip\".", [1, 46]),
        ("{ country(code: \"JP\") { ...F @include(if: true, bar: 2) } } fragment F on Country { code }", "Unknown argument \"bar\" on directive \"@include\".", [1, 49]),
        ("{ country(code: {}) { name } }", "ID cannot represent a non-string and non-integer value: {}", [1, 17]),
        ("{ countries(filter: {code: {eq: 1}}) { name } }", "String cannot represent a non string value: 1", [1, 33]),
        ("{ countries(filter: {code: {eq: [1, {a: \"x\"}]}}) { name } }", "String cannot represent a non string value: [1, {a: \"x\"}]", [1, 33]),
        ("{ country(code: \"JP\") { name(lang: {}) } }", "String cannot represent a non string value: {}", [1, 36]),
    ])
    func validationErrors(query: String, message: String, location: [Int]) async throws {
        try await expectOneError(query, message, at: location)
    }

    @Test func anUnknownDirectiveArgumentIsNotAlsoAFieldArgument() async throws {
        let (json, _, _, _) = try await timedRun("{ country(code: \"JP\") { name @skip(iff: true) } }")
        #expect(json.errorMessages == [
            "Unknown argument \"iff\" on directive \"@skip\". Did you mean \"if\"?",
            "Directive \"@skip\" argument \"if\" of type \"Boolean!\" is required, but it was not provided.",
        ])
        #expect(json.errorLocations(0) == [[1, 36]])
        #expect(json.errorLocations(1) == [[1, 30]])
    }

    @Test func severalOperationsWithoutANameAreRefusedInGraphQLJSsWords() async throws {
        let (json, outcome, _, _) = try await timedRun("query A { __typename } query B { __typename }")
        #expect(outcome == .rejected)
        #expect(json.errorMessages == ["Must provide operation name if query contains multiple operations."])
    }

    /// graphql-js reads `\u{…}` and a surrogate pair written as two escapes, which GraphQLSwift's lexer does not:
    /// GraphQLSwift reads a copy with the same characters written as it reads them, and errors are located in the
    /// request's own text, as graphql-js locates them.
    @Test func unicodeEscapesBeyondFourDigitsAreReadAsGraphQLJSReadsThem() async throws {
        let (json, outcome) = try await run(#"{ country(code: "\u{4A}\u{50}") { code } }"#)
        #expect(outcome == .executed)
        #expect(json[path: "data", "country", "code"] == "JP")
        let (later, _) = try await run(
            #"{ a: country(code: "\u{1F1EF}\uD83C\uDDF5") { code } b: country(code: "JP") { name(lang: "xx") } }"#
        )
        #expect(later[path: "data", "a"] == .null)
        #expect(later[path: "errors", 0, "path"] == ["b", "name"])
        #expect(later.errorLocations(0) == [[1, 79]], "located in the text, not in the copy GraphQLSwift read")
    }

    /// graphql-js reads a control character in a string or a block string as itself, where GraphQLSwift refuses it
    /// (found by the million-document oracle run): GraphQLSwift reads a copy with the character escaped, longer than
    /// the text, and the errors after it are still located in the request's own text.
    @Test func controlCharactersInStringsAreReadAsGraphQLJSReadsThem() async throws {
        let (json, outcome) = try await run("{ language(code: \"k\u{1}o\") { code } }")
        #expect(outcome == .executed)
        #expect(json[path: "data", "language"] == .null)
        // Written `\u001f`, with a hex letter.
        let (letter, letterOutcome) = try await run("{ language(code: \"k\u{1F}o\") { code } }")
        #expect(letterOutcome == .executed)
        #expect(letter[path: "data", "language"] == .null)
        let (block, blockOutcome) = try await run(
            "{ a: country(code: \"\"\"J\u{1}P\"\"\") { code } b: country(code: \"JP\") { name(lang: \"xx\") } }"
        )
        #expect(blockOutcome == .executed)
        #expect(block[path: "data", "a"] == .null)
        #expect(block[path: "errors", 0, "path"] == ["b", "name"])
        #expect(block.errorLocations(0) == [[1, 65]], "located in the text, not in the longer copy GraphQLSwift read")
        let (argument, _) = try await run(
            "query ($v: ID = \"ne\") { a: language(code: \"\u{1}\u{2}\") { code } b: language(code: $v) { code } }", variables: ["v": .null]
        )
        #expect(argument.errorLocations(0) == [[1, 76]])
    }

    /// Two fields whose arguments read the same null variable: each error is located at its own argument, as
    /// graphql-js locates it, though the engine binds the arguments once (found by the million-document run).
    @Test func fieldsSharingTheirArgumentsTextAreEachLocatedAtTheirOwn() async throws {
        let (json, _) = try await run(
            "query ($v: ID = \"ne\") {\n  a: language(code: $v) { code }\n  language(code: $v) { code }\n}", variables: ["v": .null]
        )
        #expect(json.errorMessages == Array(repeating: "Argument \"code\" of non-null type \"ID!\" must not be null.", count: 2))
        #expect(json.errorLocations(0) == [[2, 21]])
        #expect(json.errorLocations(1) == [[3, 18]])
    }

    /// graphql-js measures the distance between names otherwise than GraphQLSwift, and knows no `__Type.isOneOf`.
    @Test func unknownFieldsGetGraphQLJSsSuggestions() async throws {
        try await expectOneError(
            "{ continents { phone } }", "Cannot query field \"phone\" on type \"Continent\". Did you mean \"code\"?", at: [1, 16]
        )
        try await expectOneError(
            "{ __schema { types { defaultValue } } }", "Cannot query field \"defaultValue\" on type \"__Type\".", at: [1, 22]
        )
        try await expectOneError(
            "{ __schema { directives { bogus } } }", "Cannot query field \"bogus\" on type \"__Directive\". Did you mean \"args\"?",
            at: [1, 27]
        )
    }

    /// GraphQLSwift decodes `\f` as U+0012, and printed `"\f"` as `"\u0012"`; graphql-js reads a form feed.
    @Test func aFormFeedEscapeIsReadAsAFormFeed() async throws {
        try await expectOneError(
            #"{ continents(filter: {code: "\f"}) { code } }"#,
            #"Expected value of type "StringQueryOperatorInput", found "\f"."#, at: [1, 29]
        )
        try await expectOneError(
            #"{ continents(filter: {code: "a\\f\f"}) { code } }"#,
            #"Expected value of type "StringQueryOperatorInput", found "a\\f\f"."#, at: [1, 29]
        )
    }

    /// A string holding `\f` is written longer in the copy GraphQLSwift reads (`\u000C`); a syntax error after it
    /// is located in the text once, not moved back a second time by the copy's lengthening (found by the oracle).
    @Test(arguments: [
        (#"{ a(s: "J\fP") __=typename }"#, [1, 18]),
        (#"{ a(s: "\b\f") __=typename }"#, [1, 18]),
        ("{ a(s: \"J\\fP\")\n b(s: \"\\f\") c = }", [2, 15]),
    ])
    func aSyntaxErrorAfterAFormFeedEscapeIsWhereGraphQLJSSaysItIs(query: String, location: [Int]) async throws {
        try await expectOneError(query, #"Syntax Error: Expected Name, found "="."#, at: location)
    }

    /// The schema has no mutation or subscription type, but graphql-js validates such an operation all the same:
    /// its directives, values and field merging. A value of the wrong kind where no type is known (`s(r: {})`, an
    /// unknown argument's object) no longer stops the check of the values after it.
    @Test(arguments: [
        ("mutation{s(r:{}) g@skip(if:1)}", ["Boolean cannot represent a non boolean value: 1"], [[1, 28]]),
        ("subscription{s(r:{}) g@skip(if:1)}", ["Boolean cannot represent a non boolean value: 1"], [[1, 32]]),
        (
            "mutation{a a(s:1) g@skip(if:1)}",
            ["Fields \"a\" conflict because they have differing arguments. \(mergeAdvice)", "Boolean cannot represent a non boolean value: 1"],
            [[1, 10], [1, 29]]
        ),
        (
            "subscription{a a(s:1) g@skip(if:1)}",
            ["Fields \"a\" conflict because they have differing arguments. \(mergeAdvice)", "Boolean cannot represent a non boolean value: 1"],
            [[1, 14], [1, 33]]
        ),
        (
            #"{ country(code: "JP", x: {}) { name } __typename @skip(if: 1) }"#,
            [#"Unknown argument "x" on field "Query.country"."#, "Boolean cannot represent a non boolean value: 1"],
            [[1, 23], [1, 60]]
        ),
    ])
    func rootsTheSchemaLacksAreValidatedAsGraphQLJSValidatesThem(query: String, messages: [String], firstLocations: [[Int]]) async throws {
        let (json, outcome, _, _) = try await timedRun(query)
        #expect(outcome == .rejected)
        #expect(json.errorMessages == messages)
        #expect(messages.indices.map { json.errorLocations($0).first ?? [] } == firstLocations)
    }

    /// graphql-js prints a block string in a quoted value as a block string (`printBlockString`).
    @Test func aBlockStringInAQuotedValueIsPrintedAsOne() async throws {
        let (json, _) = try await run(
            #"query ($v: String = "x") { countries(filter: {code: {nin: [$v, """JP"""]}}) { code } }"#, variables: ["v": .null]
        )
        #expect(json.errorMessages == [#"Argument "filter" has invalid value {code: {nin: [$v, """JP"""]}}."#])
        #expect(json.errorLocations(0) == [[1, 46]])
    }

    /// graphql-js reads a control character inside a comment as part of it; GraphQLSwift ended the comment there and
    /// refused the character.
    @Test func aControlCharacterInACommentIsPartOfTheComment() async throws {
        let (json, outcome) = try await run("{ __typename # a note \u{1} with a control character\n}")
        #expect(outcome == .executed)
        #expect(json[path: "data", "__typename"] == "Query")
    }

    /// graphql-js reports an undefined variable when it leaves the operation, after the errors found inside it;
    /// GraphQLSwift's rule reported it on entering.
    @Test func anUndefinedVariableIsReportedAfterTheErrorsInsideTheOperation() async throws {
        let (json, _, _, _) = try await timedRun(#"query Op { country(code: $u) { code } country(code: "JP") { code } }"#)
        #expect(json.errorMessages == [
            "Fields \"country\" conflict because they have differing arguments. "
                + "Use different aliases on the fields to fetch both if this was intentional.",
            "Variable \"$u\" is not defined by operation \"Op\".",
        ])
        #expect(json.errorLocations(1) == [[1, 26], [1, 1]])
    }

    /// A long escape before a lexical error is read, so that the error is graphql-js's, where graphql-js finds it.
    @Test func aLexicalErrorAfterALongEscapeIsTheError() async throws {
        try await expectOneError(
            #"{ a(x: "\uD83C\uDDEF") b(y: "\uD83C") }"#, #"Syntax Error: Invalid Unicode escape sequence: "\uD83C"."#, at: [1, 30]
        )
    }

    /// A control character written `\u{1}` is read as graphql-js reads it, in a copy longer than the text, and the
    /// errors after it are located in the text.
    @Test func aShortControlCharacterEscapeIsRead() async throws {
        let (json, outcome) = try await run(#"{ language(code: "\u{1}") { code } a: country(code: "JP") { name(lang: "xx") } }"#)
        #expect(outcome == .executed)
        #expect(json[path: "data", "language"] == .null)
        #expect(json.errorLocations(0) == [[1, 61]])
        try await expectOneError(#"{ a(b: "x" c "\u{1}") }"#, "Syntax Error: Expected \":\", found String \"\u{1}\".", at: [1, 14])
    }

    private func expectOneError(
        _ query: String, _ message: String, at location: [Int], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws {
        let (json, outcome, _, _) = try await timedRun(query)
        #expect(outcome == .rejected, sourceLocation: sourceLocation)
        #expect(json.errorMessages == [message], sourceLocation: sourceLocation)
        #expect(json.errorLocations(0) == [location], sourceLocation: sourceLocation)
    }
}

private let mergeAdvice = "Use different aliases on the fields to fetch both if this was intentional."
