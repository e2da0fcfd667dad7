@testable import CountriesServer
@testable import CountriesEngine
import Foundation
import Testing

/// Automatic persisted queries, as Apollo's protocol defines them, on the endpoint.
@Suite("Automatic persisted queries")
struct PersistedQueriesTests {
    private static let document = #"{ country(code: "JP") { name } }"#
    private static let hash = PersistedQueries.sha256(document)

    private func post(_ endpoint: GraphQLHTTPEndpoint, query: String?, hash: String, version: Int = 1) async -> (Int, String) {
        var body: [String: Any] = ["extensions": ["persistedQuery": ["version": version, "sha256Hash": hash]]]
        if let query { body["query"] = query }
        let data = (try? JSONSerialization.data(withJSONObject: body)) ?? Data()
        let reply = await endpoint.respond(to: GraphQLHTTPRequest(method: "POST", contentType: "application/json", body: data))
        return (reply.status, String(decoding: reply.body, as: UTF8.self))
    }

    @Test func theHashIsTheSHA256OfTheDocumentsUTF8() {
        #expect(PersistedQueries.sha256("{ __typename }") == "7f56e67dd21ab3f30d1ff8b7bed08893f0a0db86449836189b361dd1e56ddb4b")
    }

    @Test func anUnknownHashIsNotFoundThenTheDocumentIsKeptAndUsed() async {
        let endpoint = GraphQLHTTPEndpoint(executor: PromptExecutor())
        let (status, body) = await post(endpoint, query: nil, hash: Self.hash)
        #expect(status == 200)
        #expect(body == #"{"errors":[{"message":"PersistedQueryNotFound","extensions":{"code":"PERSISTED_QUERY_NOT_FOUND"}}]}"#)
        #expect(await post(endpoint, query: Self.document, hash: Self.hash) == (200, #"{"data":{}}"#))
        #expect(await post(endpoint, query: nil, hash: Self.hash) == (200, #"{"data":{}}"#))
        // Over GET too: a short URL of the hash alone.
        let get = await endpoint.respond(to: GraphQLHTTPRequest(method: "GET", queryParameters: [
            "extensions": #"{"persistedQuery":{"version":1,"sha256Hash":"\#(Self.hash)"}}"#,
        ]))
        #expect(get.status == 200)
        #expect(String(decoding: get.body, as: UTF8.self) == #"{"data":{}}"#)
    }

    @Test func aWrongHashIsRefusedAndNeverKept() async {
        let endpoint = GraphQLHTTPEndpoint(executor: PromptExecutor())
        let (status, body) = await post(endpoint, query: "{ __typename }", hash: Self.hash)
        #expect(status == 400)
        #expect(body.contains("provided sha does not match query"))
        #expect(await post(endpoint, query: nil, hash: Self.hash).1.contains("PersistedQueryNotFound"), "not poisoned")
    }

    @Test(arguments: [
        (#"{"persistedQuery":{"version":2,"sha256Hash":"\#(String(repeating: "a", count: 64))"}}"#, "Unsupported persisted query version"),
        (#"{"persistedQuery":{"version":1,"sha256Hash":"xyz"}}"#, "must be 64 lowercase hexadecimal digits"),
        (#"{"persistedQuery":{"version":1,"sha256Hash":"\#(String(repeating: "A", count: 64))"}}"#, "must be 64 lowercase hexadecimal digits"),
        (#"{"persistedQuery":"yes"}"#, "must be an object"),
    ])
    func aBadPersistedQueryIsRefused(extensions: String, message: String) async {
        let endpoint = GraphQLHTTPEndpoint(executor: PromptExecutor())
        let body = Data(#"{"query":"{ a }","extensions":\#(extensions)}"#.utf8)
        let reply = await endpoint.respond(to: GraphQLHTTPRequest(method: "POST", contentType: "application/json", body: body))
        #expect(reply.status == 400)
        #expect(String(decoding: reply.body, as: UTF8.self).contains(message))
    }

    @Test func aHundredThousandHashesCannotGrowTheStorePastItsBound() async {
        let persisted = PersistedQueries()
        let endpoint = GraphQLHTTPEndpoint(executor: PromptExecutor(), persisted: persisted)
        // Hashes alone are looked up, never kept.
        for index in 0..<100_000 {
            let hash = String(repeating: "0", count: 48) + String(format: "%016x", index)
            _ = persisted.document(query: nil, extensions: ["persistedQuery": ["version": 1, "sha256Hash": .string(hash)]])
        }
        #expect(persisted.count == 0)
        // Documents with their hashes are kept, up to the bound.
        for index in 0..<(3 * PersistedQueries.capacity) {
            let document = "{ a\(index): __typename }"
            _ = persisted.document(query: .string(document), extensions: [
                "persistedQuery": ["version": 1, "sha256Hash": .string(PersistedQueries.sha256(document))],
            ])
            #expect(persisted.count <= PersistedQueries.capacity)
        }
        #expect(await post(endpoint, query: Self.document, hash: Self.hash).0 == 200, "still answering")
    }
}
