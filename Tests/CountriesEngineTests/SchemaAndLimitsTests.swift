import CountriesEngine
import Foundation
import GraphQL
import Testing

@Suite("Schema contract and query limits")
struct SchemaAndLimitsTests {
    /// `graphql/schema.graphqls`, read from the repository.
    private func committedSchema() throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent("graphql/schema.graphqls"), encoding: .utf8)
    }

    /// GraphQLSwift prints an empty default object as `{  }`; the API's file says `{}`.
    private func normalized(_ sdl: String) -> String {
        sdl.replacingOccurrences(of: "{  }", with: "{}").trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The engine builds its schema assuming the SDL valid; GraphQLSwift's validation of it finds nothing.
    @Test func theContractIsValidSDL() throws {
        _ = try buildSchema(source: try committedSchema())
        #expect(throws: GraphQLError.self) { try buildSchema(source: "type Query { a: Missing }") }
    }

    @Test func printedSchemaMatchesTheContract() throws {
        #expect(normalized(printSchema(schema: try service().executableSchema)) == normalized(try committedSchema()))
    }

    @Test func introspectionDescribesTheSchema() async throws {
        let (json, outcome) = try await run(
            """
            query IntrospectionQuery {
              __schema { queryType { name } types { name kind fields { name args { name defaultValue } } } }
            }
            """
        )
        #expect(outcome == .executed)
        #expect(json[path: "data", "__schema", "queryType", "name"] == "Query")
        let types = json[path: "data", "__schema", "types"].array ?? []
        let query = try #require(types.first { $0[path: "name"] == "Query" })
        let countries = try #require(query[path: "fields"].array?.first { $0[path: "name"] == "countries" })
        #expect(countries[path: "args", 0, "defaultValue"].string?.replacingOccurrences(of: " ", with: "") == "{}")
    }

    @Test func tooDeepQueriesAreRefused() async throws {
        let (json, outcome) = try await run(
            "{ continents { countries { continent { countries { languages { countries { name } } } } } } }"
        )
        #expect(outcome == .rejected)
        #expect(json[path: "data"] == .undefined)
        #expect(json.errorMessages.first?.contains("nested 7 fields deep") == true)
    }

    @Test func hugeResultsAreRefusedWithinTheDepthLimit() async throws {
        let (json, outcome) = try await run(
            "{ countries { continent { countries { languages { countries { code } } } } } }"
        )
        #expect(outcome == .rejected)
        #expect(json.errorMessages.first?.contains("too large") == true)
        #expect(json[path: "errors"].array?.count == 1)
    }

    @Test func fragmentsCountTowardsDepth() async throws {
        let (_, outcome) = try await run(
            """
            { continents { ...C } }
            fragment C on Continent { countries { continent { countries { languages { countries { code } } } } } }
            """
        )
        #expect(outcome == .rejected)
    }

    @Test func identicalRequestsAreAnsweredIdentically() async throws {
        let service = try service()
        let request = GraphQLServiceRequest(query: "query ($c: ID!) { country(code: $c) { name } }", variables: ["c": "FR"])
        let first = await service.execute(request)
        let second = await service.execute(request)
        #expect(first == second)
        let other = await service.execute(GraphQLServiceRequest(query: request.query, variables: ["c": "DE"]))
        #expect(other.body != first.body)
    }
}
