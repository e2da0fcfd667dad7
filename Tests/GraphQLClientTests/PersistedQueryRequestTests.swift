import Foundation
@testable import GraphQLClient
import Testing

/// The bodies and URLs a request sends with automatic persisted queries, and the reply that asks for the document.
@Suite("Persisted-query requests")
struct PersistedQueryRequestTests {
    private let request = GraphQLRequest(query: "{ __typename }", operationName: "T", variables: Data(#"{"a":1}"#.utf8))
    private let extensions = #"{"persistedQuery":{"version":1,"sha256Hash":"7f56e67dd21ab3f30d1ff8b7bed08893f0a0db86449836189b361dd1e56ddb4b"}}"#

    @Test func theHashIsTheSHA256OfTheDocument() {
        #expect(request.queryHash == "7f56e67dd21ab3f30d1ff8b7bed08893f0a0db86449836189b361dd1e56ddb4b")
    }

    @Test func eachFormSendsWhatItNames() {
        #expect(String(decoding: request.jsonBody(sending: .document), as: UTF8.self) == #"{"query":"{ __typename }","operationName":"T","variables":{"a":1}}"#)
        #expect(String(decoding: request.jsonBody(sending: .hash), as: UTF8.self) == #"{"operationName":"T","variables":{"a":1},"extensions":\#(extensions)}"#)
        #expect(String(decoding: request.jsonBody(sending: .documentAndHash), as: UTF8.self)
            == #"{"query":"{ __typename }","operationName":"T","variables":{"a":1},"extensions":\#(extensions)}"#)
        #expect(request.queryItems(sending: .hash).map(\.name) == ["operationName", "variables", "extensions"])
        #expect(request.queryItems(sending: .documentAndHash).map(\.name) == ["query", "operationName", "variables", "extensions"])
        #expect(request.jsonBody == request.jsonBody(sending: .document))
    }

    @Test(arguments: [
        (#"{"errors":[{"message":"PersistedQueryNotFound"}]}"#, true),
        (#"{"errors":[{"message":"x","extensions":{"code":"PERSISTED_QUERY_NOT_FOUND"}}]}"#, true),
        (#"{"errors":[{"message":"Cannot query field"}]}"#, false),
        (#"{"data":{"a":"PersistedQueryNotFound"}}"#, false),
        ("not JSON", false),
    ])
    func notFoundIsRecognised(body: String, expected: Bool) {
        #expect(GraphQLRequest.isPersistedQueryNotFound(Data(body.utf8)) == expected)
    }
}
