import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import Testing

/// A transport that answers every request with the same body.
private struct FixedTransport: GraphQLTransport {
    let body: String

    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        TransportReply(body: Data(body.utf8), source: .network(endpoint: "https://countries.test/graphql"))
    }
}

/// A reply whose `name` is a number, where CountryDetail asks for a string.
private let wrongName = #"{"data":{"country":{"code":"JP","name":42}}}"#

/// A check that `data.country.name` is a string, as `query`'s shape check would say.
private let nameIsAString = DataCheck.matches("CountryDetail") { data in
    if case .string? = data["country"]?["name"] { return nil }
    return "expected String at data.country.name"
}

@Suite("Replies checked against the operation before they are stored or shown")
struct ReplyCheckTests {
    @Test func aTypedReplyThatDoesNotDecodeNamesTheFieldAndIsNotStored() async throws {
        let store = InMemoryNormalizedCache()
        let client = GraphQLClient(
            transport: FixedTransport(body: wrongName), cache: ClientCache(store: store, schema: CacheConfiguration.schema)
        )
        await #expect(throws: GraphQLClientError.malformedResponse("the data does not match CountryDetail: expected String at data.country.name")) {
            _ = try await client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
        }
        let request = try GraphQLRequest(CountryDetailQuery(code: "JP"))
        await #expect(throws: GraphQLClientError.malformedResponse("the data does not match CountryDetail: expected String at data.country.name")) {
            _ = try await client.fetchJSON(request, policy: .networkOnly, checking: nameIsAString)
        }
        #expect(store.count == 0)
    }

    @Test func cachedDataThatDoesNotDecodeIsAMiss() async throws {
        let store = InMemoryNormalizedCache([
            Record(key: .queryRoot, fields: [#"country(code:"JP")"#: .reference("Country:JP")]),
            Record(key: "Country:JP", fields: ["code": .scalar("JP"), "name": .scalar(42)]),
        ])
        let harness = try CacheHarness(store: store)
        let request = try GraphQLRequest(parsing: #"{ country(code: "JP") { code name } }"#)
        #expect(try await harness.client.fetchJSON(request, policy: .cacheOnly).data?["country"]?["name"] == 42)
        let fresh = try await harness.client.fetch(CountryBasicInfoCheck(), policy: .cacheFirst)
        #expect(fresh.data?.country?.name == "Japan")
        #expect(harness.transport.calls == 1, "the undecodable cached data was a miss, so the network answered")
    }

    @Test func aRowThatPointsToItselfIsAMiss() async throws {
        let store = InMemoryNormalizedCache([
            Record(key: .queryRoot, fields: [#"country(code:"JP")"#: .reference("Country:JP")]),
            Record(key: "Country:JP", fields: [
                "code": .scalar("JP"), "name": .scalar("Japan"), "continent": .reference("Country:JP"),
            ]),
        ])
        let harness = try CacheHarness(store: store)
        let request = try GraphQLRequest(parsing: #"{ country(code: "JP") { code continent { code name } } }"#)
        await #expect(throws: GraphQLClientError.cacheMiss("the cache has no Continent at Country:JP (it is a Country)")) {
            _ = try await harness.client.fetchJSON(request, policy: .cacheOnly)
        }
        let answered = try await harness.client.fetchJSON(request, policy: .cacheFirst)
        #expect(answered.data?["country"]?["continent"]?["code"] == "AS")
        #expect(harness.transport.calls == 1)
    }
}

/// A query of two fields of one country, typed as generated code would be.
private struct CountryBasicInfoCheck: GraphQLQuery {
    static let operationName = "CountryName"
    static let document = #"query CountryName { country(code: "JP") { code name } }"#
    static let selections: OperationSelections? = OperationSelections(selectionSet: [
        .field(FieldSelection(
            name: "country", arguments: [InputArgument(name: "code", value: .constant("JP"))],
            selectionSet: [.field(FieldSelection(name: "code")), .field(FieldSelection(name: "name"))]
        )),
    ])
    var variables: NoVariables { NoVariables() }

    struct Data: Codable, Sendable, Hashable {
        struct Country: Codable, Sendable, Hashable {
            let code: String
            let name: String
        }

        let country: Country?
    }
}
