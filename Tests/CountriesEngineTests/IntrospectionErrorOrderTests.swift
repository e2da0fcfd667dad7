import CountriesEngine
import GraphQL
import Testing

/// A root `__schema` or `__type` field's errors come where graphql-js records them: when execution reaches that
/// field, among the other root fields' errors in selection order (a document of seed 20261128 of the oracle
/// found them all first).
@Suite("Introspection's field errors in selection order")
struct IntrospectionErrorOrderTests {
    @Test func aRootFieldBeforeSchemaHasItsErrorFirst() async throws {
        let query = """
        query($skip: Boolean = true) {
          language(code: "hif") { name @skip(if: $skip) }
          __schema { description @include(if: $skip) }
        }
        """
        let (json, _, _, _) = try await timedRun(query, variables: ["skip": .null])
        let paths = json[path: "errors"].array?.map { $0[path: "path"].array?.compactMap(\.string) ?? [] }
        let lines = json[path: "errors"].array?.map { $0[path: "locations"].array?.first?[path: "line"].int ?? 0 }
        #expect(paths == [["language"], ["__schema"]], "\(json)")
        #expect(lines == [2, 3], "\(json)")
        #expect(json.errorMessages == Array(repeating: #"Argument "if" of non-null type "Boolean!" must not be null."#, count: 2))
    }

    @Test func noErrorOfARootFieldPastANonNullOneThatFailed() async throws {
        let query = """
        query($skip: Boolean = true) {
          __schema { description @include(if: $skip) }
          __type(name: "Query") { name @skip(if: $skip) }
        }
        """
        let (json, _, _, _) = try await timedRun(query, variables: ["skip": .null])
        let paths = json[path: "errors"].array?.map { $0[path: "path"].array?.compactMap(\.string) ?? [] }
        #expect(paths == [["__schema"]], "execution stops at the non-null __schema, as graphql-js's does: \(json)")
        #expect(json[path: "data"] == .null)
    }
}
