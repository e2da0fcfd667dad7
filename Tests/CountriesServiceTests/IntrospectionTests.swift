import CountriesService
import GraphQL
import Testing

@Suite("Introspection reads as graphql-js's")
struct IntrospectionTextTests {
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
}
