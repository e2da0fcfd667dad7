import CountriesEngine
import GraphQL
import Testing

/// Introspection answers as graphql-js 16.6's (the public API's engine) answers, not as GraphQLSwift's does.
@Suite("Introspection answers as graphql-js's")
struct IntrospectionTests {
    @Test func defaultValuesArePrintedAsGraphQLJSPrintsThem() async throws {
        let (json, _) = try await run(
            "{ __type(name: \"Query\") { fields { name args { name defaultValue } } } }"
        )
        let fields = json[path: "data", "__type", "fields"].array ?? []
        let countries = fields.first { $0[path: "name"] == "countries" }
        #expect(countries?[path: "args", 0, "defaultValue"] == "{}", "GraphQLSwift prints {  }")
        #expect(fields.count == 6)
    }

    @Test func descriptionsHaveNoEscapedBackticks() async throws {
        let (json, _) = try await run("{ __schema { directives { name description } } }")
        let skip = json[path: "data", "__schema", "directives"].array?.first { $0[path: "name"] == "skip" }
        #expect(skip?[path: "description"] == "Directs the executor to skip this field or fragment when the `if` argument is true.")
    }

    @Test func fieldsThatDifferOnlyByAliasAnswerAlike() async throws {
        let selection = "__schema { queryType { name } types { name } }"
        let (json, _) = try await run("{ a: \(selection) b: \(selection) __typename c: __type(name: \"Country\") { name } }")
        for key in ["a", "b"] {
            #expect(json[path: "data", key, "queryType", "name"] == "Query")
            #expect(json[path: "data", key, "types"].array?.count == 21)
        }
        #expect(json[path: "data", "c", "name"] == "Country")
    }

    @Test func typesComeInGraphQLJSOrder() async throws {
        // graphql-js lists the SDL's types in document order, each followed by the types it reaches first;
        // GraphQLSwift sorts them by name.
        let (json, _) = try await run("{ __schema { types { name } } }")
        #expect(json[path: "data", "__schema", "types"].array?.compactMap { $0[path: "name"].string } == [
            "Continent", "ID", "String", "ContinentFilterInput", "Country", "CountryFilterInput", "Language", "Boolean",
            "LanguageFilterInput", "Query", "State", "StringQueryOperatorInput", "Subdivision", "__Schema", "__Type",
            "__TypeKind", "__Field", "__InputValue", "__EnumValue", "__Directive", "__DirectiveLocation",
        ])
    }

    @Test func directivesAreGraphQLJS16s() async throws {
        // GraphQLSwift also defines @oneOf, which graphql-js 16.6 does not know.
        let (json, _) = try await run("{ __schema { directives { name } } }")
        #expect(json[path: "data", "__schema", "directives"].array?.compactMap { $0[path: "name"].string } == [
            "include", "skip", "deprecated", "specifiedBy",
        ])
        let (locations, _) = try await run(#"{ __type(name: "__DirectiveLocation") { enumValues { name } } }"#)
        let names = locations[path: "data", "__type", "enumValues"].array?.compactMap { $0[path: "name"].string } ?? []
        #expect(names.count == 19)
        #expect(!names.contains("FRAGMENT_VARIABLE_DEFINITION"))
    }

    @Test func introspectionTypesHaveGraphQLJSFieldsInItsOrder() async throws {
        let (json, _) = try await run(#"{ __type(name: "__Type") { fields { name } } }"#)
        #expect(json[path: "data", "__type", "fields"].array?.compactMap { $0[path: "name"].string } == [
            "kind", "name", "description", "specifiedByURL", "fields", "interfaces", "possibleTypes", "enumValues",
            "inputFields", "ofType",
        ])
    }

    @Test func argumentsAreNotDeprecated() async throws {
        // GraphQLSwift answers null for the non-null __InputValue.isDeprecated, which nulls the whole answer.
        let (json, _) = try await run(#"{ __type(name: "Query") { fields { args { name isDeprecated } } } }"#)
        #expect(json[path: "errors"] == .undefined)
        let flags = json[path: "data", "__type", "fields"].array?.flatMap { $0[path: "args"].array ?? [] }.map { $0[path: "isDeprecated"] }
        #expect(flags?.count == 6)
        #expect(flags?.allSatisfy { $0 == .bool(false) } == true)
    }

    @Test func aNullTypeNameIsAFieldErrorAtTheField() async throws {
        let (json, outcome) = try await run(
            #"query ($n: String = "Query") { __schema { queryType { name } } a: __type(name: $n) { name } }"#,
            variables: ["n": .null]
        )
        #expect(outcome == .executed)
        #expect(json[path: "data", "__schema", "queryType", "name"] == "Query")
        #expect(json[path: "data", "a"] == .null)
        #expect(json.errorMessages == [#"Argument "name" of non-null type "String!" must not be null."#])
        #expect(json[path: "errors", 0, "path"] == ["a"])
        #expect(json.errorLocations(0) == [[1, 80]])
    }

    @Test func isOneOfIsAnUnknownField() async throws {
        // GraphQLSwift defines __Type.isOneOf (a later spec's); graphql-js 16.6, the public API's engine, does not.
        let (json, outcome) = try await run(#"{ __type(name: "Country") { name isOneOf } }"#)
        #expect(outcome == .rejected)
        #expect(json.errorMessages == [#"Cannot query field "isOneOf" on type "__Type"."#])
        #expect(json.errorLocations(0) == [[1, 34]])
    }
}
