import CountriesAPI
import CountriesClientTesting
import CountriesEmbedded
import CountriesEngine
import CountryExplorerTesting
import Explorer
import ExplorerApp
import Foundation
import GraphQLClient
import Testing

/// A network that answers every request with the same body.
private struct FixedReply: GraphQLTransport {
    let body: String

    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        TransportReply(body: Data(body.utf8), source: .network(endpoint: "http://countries.test/graphql"))
    }
}

@Suite("The explorer's loader tells every failure")
struct LoaderFailureTests {
    @Test func aNetworkFailureAfterTheCachedDataIsPostedNotSwallowed() async throws {
        let harness = try CacheHarness(fallback: EmbeddedTransport(executor: try CountriesEngine()))
        _ = try await harness.client.fetch(ContinentsListQuery())
        harness.clock.advance(by: .seconds(600))
        harness.transport.setFailing(true)
        let loader = DataLoader(client: harness.client, now: { harness.clock.date })
        let posts = Arrivals<Loadable>()
        let following = Task { await loader.follow(.continents) { posts.append($0) } }
        defer { following.cancel() }
        let arrived = await posts.wait(for: 2)
        guard case .loaded(_, let origin)? = arrived.first, case .cache = origin.kind else {
            Issue.record("the cached data comes first: \(arrived)")
            return
        }
        #expect(arrived.dropFirst().first == .failed("network error: cannot reach countries.test: connection refused"), "\(arrived)")
    }

    @Test func aGraphQLErrorWithoutTheDataIsAFailureInWords() async throws {
        let client = GraphQLClient(transport: FixedReply(body: #"{"errors":[{"message":"internal error"}],"data":{"country":null}}"#))
        let loaded = await DataLoader(client: client).refresh(.countryDetail("JP"))
        guard case .failed(let message) = loaded else {
            Issue.record("a GraphQL error is not data: \(loaded)")
            return
        }
        #expect(message.contains("internal error"), "\(message)")
    }
}
