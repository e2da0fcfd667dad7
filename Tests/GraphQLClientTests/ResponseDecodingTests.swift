import CountriesClientTesting
import GraphQLClient
import Testing

/// Fetches `CapitalQuery` from a stub that answers `body`.
private func fetch(_ body: String, status: Int = 200) async throws(GraphQLClientError) -> GraphQLResponse<CapitalQuery.Data> {
    try await GraphQLClient(transport: StubTransport(body: body, status: status)).fetch(CapitalQuery(code: "JP"))
}

/// The error fetching `body` throws, or nil.
private func failure(_ body: String) async -> GraphQLClientError? {
    do {
        _ = try await fetch(body)
        return nil
    } catch {
        return error
    }
}

@Suite("Decoding real-shaped replies")
struct ResponseDecodingTests {
    @Test func data() async throws {
        let response = try await fetch(#"{"data":{"country":{"name":"Japan","capital":"Tokyo"}}}"#)
        #expect(response.data?.country == .init(name: "Japan", capital: "Tokyo"))
        #expect(response.errors.isEmpty)
        #expect(response.source == .network(endpoint: "stub"))
    }

    @Test func nullDataIsNotAnError() async throws {
        let response = try await fetch(#"{"data":{"country":null}}"#)
        #expect(response.data != nil)
        #expect(response.data?.country == nil)
    }

    @Test func partialDataWithErrorsIsKept() async throws {
        let response = try await fetch(
            #"{"data":{"country":null},"errors":[{"message":"Unsupported language","path":["country","name"],"locations":[{"line":1,"column":30}]}]}"#
        )
        #expect(response.data?.country == nil)
        #expect(response.errors.count == 1)
        #expect(response.errors.first?.path == [.field("country"), .field("name")])
        #expect(response.errors.first?.description == "Unsupported language (at country.name)")
    }

    @Test func errorsWithoutData() async {
        let error = await failure(#"{"errors":[{"message":"Cannot query field \"population\"","locations":[{"line":1,"column":15}]}]}"#)
        #expect(error == .graphQLErrors([
            GraphQLResponseError(message: "Cannot query field \"population\"", locations: [.init(line: 1, column: 15)]),
        ]))
        #expect(error?.description == "GraphQL error: Cannot query field \"population\"")
    }

    @Test func dataNullWithErrors() async {
        let error = await failure(#"{"data":null,"errors":[{"message":"boom","path":["countries"]}]}"#)
        #expect(error == .graphQLErrors([GraphQLResponseError(message: "boom", path: [.field("countries")])]))
    }

    @Test func neitherDataNorErrors() async {
        let error = await failure(#"{"hello":"world"}"#)
        #expect(error == .malformedResponse(#"the JSON has neither "data" nor "errors": {"hello":"world"}"#))
    }

    @Test func dataNullWithoutErrorsIsNoData() async {
        #expect(await failure(#"{"data":null}"#) == .noData)
    }

    @Test func wrongJSONTypes() async {
        let error = await failure(#"{"data":{"country":{"name":42,"capital":"Tokyo"}}}"#)
        #expect(error == .malformedResponse("the data does not match Capital: data.country.name: expected String, found 42"))
    }

    @Test func missingField() async {
        let error = await failure(#"{"data":{"country":{"capital":"Tokyo"}}}"#)
        #expect(error == .malformedResponse("the data does not match Capital: data.country.name: expected String, found nothing"))
    }

    /// Before, the errors were decoded by Foundation and a mismatch named a dotted path without what was found.
    @Test func malformedErrorsNameTheEntryAndTheMember() async {
        let error = await failure(#"{"data":null,"errors":[{"message":"ok"},{"message":"boom","locations":[{"line":"1","column":2}]}]}"#)
        #expect(error == .malformedResponse(
            #"the errors are not as GraphQL describes them: errors[1].locations[0].line: expected Int, found "1""#
        ))
    }

    @Test func errorsReadEveryMemberGraphQLDescribes() async {
        let error = await failure(#"{"errors":[{"message":"boom","path":["countries",3,"name"],"extensions":{"code":"X"},"locations":[]}]}"#)
        #expect(error == .graphQLErrors([GraphQLResponseError(
            message: "boom", locations: [], path: [.field("countries"), .index(3), .field("name")], extensions: ["code": "X"]
        )]))
    }

    @Test func htmlPage() async {
        let error = await failure("<html><body>502 Bad Gateway</body></html>")
        #expect(error == .malformedResponse("the body is not JSON: <html><body>502 Bad Gateway</body></html>"))
    }

    @Test func emptyBody() async {
        #expect(await failure("") == .malformedResponse("the body is empty (HTTP 200)"))
        #expect(await failure("  \n") == .malformedResponse("the body is empty (HTTP 200)"))
    }

    @Test func truncatedJSON() async {
        let error = await failure(#"{"data":{"country":{"name":"Ja"#)
        #expect(error?.description.contains("not valid JSON (truncated?)") == true)
    }

    @Test func untypedFetchKeepsTheJSON() async throws {
        let client = GraphQLClient(transport: StubTransport(body: #"{"data":{"a":[1,true,null,"x"]}}"#))
        let response = try await client.fetchJSON(GraphQLRequest(query: "{ a }"))
        #expect(response.data == ["a": [1, true, nil, "x"]])
    }
}
