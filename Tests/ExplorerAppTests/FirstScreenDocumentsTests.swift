import CountriesEmbedded
import CountriesEngine
import Explorer
import ExplorerApp
import GraphQLClient
import Testing

@Suite("The documents the first screen sends, which the explorer's engine trusts as it starts")
struct FirstScreenDocumentsTests {
    @Test(arguments: [(80, 24), (200, 60)])
    func theFirstScreenSendsExactlyTheDocumentsPrepared(width: Int, height: Int) async throws {
        let loader = DataLoader(client: GraphQLClient(transport: EmbeddedTransport(executor: try CountriesEngine())))
        var state = ExplorerState(width: width, height: height)
        var pending = state.update(.key(.resize(width: width, height: height)))
        var sent: [String] = []
        while let command = pending.first {
            pending.removeFirst()
            guard case .fetch(let request, _) = command else { continue }
            sent.append(try #require(await loader.graphQLRequest(for: request)).query)
            pending += state.update(.loaded(request, await loader.fetchOnce(request)))
        }
        #expect(sent == DataLoader.firstScreenDocuments)
    }

    /// The engine trusts them, never validating them, so they must be valid: an engine that validates accepts each.
    @Test func everyTrustedDocumentIsValid() async throws {
        let engine = try CountriesEngine()
        for document in DataLoader.firstScreenDocuments {
            let response = await engine.execute(GraphQLServiceRequest(query: document, variables: ["code": .string("JP")]))
            #expect(response.outcome != .rejected, "\(String(decoding: response.body, as: UTF8.self))")
        }
    }
}
