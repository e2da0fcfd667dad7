import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import GraphQLSelectionModel
import JSONCore
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
private let nameIsAString = DataCheck.matches("CountryDetail") { data throws(JSONReadError) in
    if case .string? = data["country"]?["name"] { return }
    throw JSONReadError(expected: "String", found: data["country"]?["name"], at: [.key("country"), .key("name")])
}

@Suite("Replies checked against the operation before they are stored or shown")
struct ReplyCheckTests {
    @Test func aTypedReplyThatDoesNotDecodeNamesTheFieldAndIsNotStored() async throws {
        let store = InMemoryNormalizedCache()
        let client = GraphQLClient(
            transport: FixedTransport(body: wrongName), cache: ClientCache(store: store, schema: CacheConfiguration.schema)
        )
        await #expect(throws: GraphQLClientError.malformedResponse("the data does not match CountryDetail: data.country.name: expected String, found 42")) {
            _ = try await client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
        }
        let request = GraphQLRequest(CountryDetailQuery(code: "JP"))
        await #expect(throws: GraphQLClientError.malformedResponse("the data does not match CountryDetail: data.country.name: expected String, found 42")) {
            _ = try await client.fetchJSON(request, policy: .networkOnly, checking: nameIsAString)
        }
        #expect(store.count == 0)
    }

    /// Before, the generated reader only refused, and Foundation's decoder decoded again to say why, with a
    /// dotted index (`data.country.languages.2.code`); now the reader itself names the path and what it found.
    @Test func aMismatchDeepInAListNamesItsPathTheExpectedTypeAndWhatWasFound() async throws {
        let languages = #"[{"code":"ja","name":"Japanese","native":"日本語","rtl":false},"#
            + #"{"code":"ain","name":"Ainu","native":"アイヌ","rtl":false},{"code":42,"name":"Other","native":"-","rtl":false}]"#
        let body = #"{"data":{"country":{"code":"JP","name":"Japan","native":"日本","emoji":"🇯🇵","emojiU":"U+1F1EF U+1F1F5","#
            + #""capital":"Tokyo","currency":"JPY","currencies":["JPY"],"phone":"81","phones":["81"],"awsRegion":"ap-northeast-1","#
            + #""continent":{"code":"AS","name":"Asia"},"languages":\#(languages),"states":[],"subdivisions":[]}}}"#
        let client = GraphQLClient(transport: FixedTransport(body: body))
        await #expect(throws: GraphQLClientError.malformedResponse(
            "the data does not match CountryDetail: data.country.languages[2].code: expected String, found 42"
        )) {
            _ = try await client.fetch(CountryDetailQuery(code: "JP"), policy: .networkOnly)
        }
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

    struct Data: JSONValueReadable, Sendable, Hashable {
        struct Country: JSONValueReadable, Sendable, Hashable {
            let code: String
            let name: String

            init(code: String, name: String) {
                self.code = code
                self.name = name
            }

            init(jsonValue: JSONValue?) throws(JSONReadError) {
                let members = try Self.members(of: jsonValue)
                try self.init(code: String(member: "code", of: members), name: String(member: "name", of: members))
            }
        }

        let country: Country?

        init(country: Country?) { self.country = country }

        init(jsonValue: JSONValue?) throws(JSONReadError) {
            try self.init(country: Country?(member: "country", of: Self.members(of: jsonValue)))
        }
    }
}
