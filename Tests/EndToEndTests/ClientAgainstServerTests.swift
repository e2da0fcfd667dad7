import CountriesAPI
import CountriesClientTesting
import CountriesEmbedded
import CountryExplorerTesting
import GraphQLClient
import CountriesEngine
import Foundation
import Testing

/// Variables for each operation in graphql/ that declares some.
private let sampleVariables: [String: String] = [
    "CountryDetail": #"{"code":"JP"}"#,
    "ContinentDetail": #"{"code":"EU"}"#,
    "LanguageDetail": #"{"code":"fr"}"#,
    "FilteredCountries": #"{"filter":{"continent":{"eq":"OC"}}}"#,
]

@Suite("The client against the real countries-server")
struct ClientAgainstServerTests {
    @Test func everyOperationReturnsTheSameDataOverHTTPAsEmbedded() async throws {
        let embedded = GraphQLClient(transport: EmbeddedTransport(executor: try CountriesEngine()))
        try await withServer { server in
            for useGET in [false, true] {
                let http = GraphQLClient(transport: HTTPTransport.underTest(HTTPTransport.Configuration(endpoint: server.endpoint, useGETForQueries: useGET)))
                for operation in OperationCatalog.all {
                    let request = GraphQLRequest(
                        query: operation.document, operationName: operation.operationName,
                        variables: Data((sampleVariables[operation.operationName] ?? "{}").utf8)
                    )
                    let overHTTP = try await http.fetchJSON(request)
                    let inProcess = try await embedded.fetchJSON(request)
                    #expect(overHTTP.data != nil, "\(operation.operationName)")
                    #expect(overHTTP.data == inProcess.data, "\(operation.operationName) via \(useGET ? "GET" : "POST")")
                    #expect(overHTTP.source == .network(endpoint: server.endpoint.absoluteString))
                }
            }
        }
    }

    @Test func typedFetchDecodesGeneratedModels() async throws {
        try await withServer { server in
            let client = GraphQLClient(transport: HTTPTransport.underTest(HTTPTransport.Configuration(endpoint: server.endpoint)))
            let detail = try await client.fetch(CountryDetailQuery(code: "CA"))
            #expect(detail.data?.country?.states.count == 13)
            let missing = try await client.fetch(CountryDetailQuery(code: "XX"))
            #expect(missing.data != nil)
            #expect(missing.data?.country == nil)
        }
    }

    @Test func namesComeInTheLanguageAsked() async throws {
        try await withServer { server in
            let client = GraphQLClient(transport: HTTPTransport.underTest(HTTPTransport.Configuration(endpoint: server.endpoint)))
            let french = try await client.fetch(CountryDetailQuery(code: "DE", lang: "fr"))
            #expect(french.data?.country?.name == "Allemagne")
            #expect(french.data?.country?.en == "Germany")
            #expect(french.data?.country?.ja == "ドイツ")
            #expect(french.data?.country?.subdivisions.count == 16)
            let japanese = try await client.fetch(AllCountriesQuery(lang: "ja"))
            let germany = japanese.data?.countries.first { $0.code == "DE" }
            #expect(germany?.name == "ドイツ")
            #expect(germany?.englishName == "Germany")
            let english = try await client.fetch(LanguageDetailQuery(code: "de"))
            #expect(english.data?.language?.countries.contains { $0.fragments.countryBasicInfo.name == "Germany" } == true, "English by default")
        }
    }

    @Test func requestErrorsArriveAsGraphQLErrorsNotHTTPErrors() async throws {
        try await withServer { server in
            let client = GraphQLClient(transport: HTTPTransport.underTest(HTTPTransport.Configuration(endpoint: server.endpoint)))
            do {
                _ = try await client.fetchJSON(GraphQLRequest(query: "{ countries { population } }"))
                Issue.record("expected GraphQL errors")
            } catch {
                guard case .graphQLErrors(let errors)? = error as? GraphQLClientError else {
                    Issue.record("expected GraphQL errors, got \(error)")
                    return
                }
                #expect(errors.first?.message.contains("population") == true)
            }
        }
    }

    @Test func fallsBackToBundledDataWhenTheNetworkFails() async throws {
        let refusing = try RefusingPort()
        defer { refusing.close() }
        let port = refusing.port
        let url = try #require(URL(string: "http://127.0.0.1:\(port)/graphql"))
        let client = GraphQLClient(
            transport: HTTPTransport.underTest(HTTPTransport.Configuration(endpoint: url)),
            fallback: EmbeddedTransport(executor: try CountriesEngine())
        )
        let response = try await client.fetch(CountryDetailQuery(code: "JP"))
        #expect(response.data?.country?.capital == "Tokyo")
        guard case .fallback(.networkFailed(let reason)) = response.source else {
            Issue.record("expected bundled data after a network failure, got \(response.source)")
            return
        }
        #expect(reason.contains("connection refused"))
    }
}

/// `--get`: a GET sent again asks `If-None-Match`, and the server's 304 is answered from the body kept, so a
/// refresh that changed nothing downloads nothing and is still an answer from the network.
@Suite("The client's conditional GETs against the real countries-server")
struct ClientConditionalGETTests {
    /// The HTTP status of each attempt.
    final class Statuses: HTTPInterceptor, @unchecked Sendable {
        private let lock = NSLock()
        private var seen: [Int?] = []
        var all: [Int?] { lock.withLock { seen } }
        func observe(status: Int?, error: GraphQLClientError?, elapsed: Duration, for graphQLRequest: GraphQLRequest) async {
            lock.withLock { seen.append(status) }
        }
    }

    @Test func aRepeatedGETIsAnsweredByA304AndTheBodyKept() async throws {
        try await withServer { server in
            let statuses = Statuses()
            let transport = HTTPTransport.underTest(
                HTTPTransport.Configuration(endpoint: server.endpoint, useGETForQueries: true), interceptors: [statuses]
            )
            let request = GraphQLRequest(CountryDetailQuery(code: "JP"))
            let first = try await transport.send(request)
            let second = try await transport.send(request)
            #expect(statuses.all == [200, 304])
            #expect(second.statusCode == 200)
            #expect(second.body == first.body)
            #expect(second.source == first.source, "still an answer from the network")
            // A POST is never conditional.
            let post = HTTPTransport.underTest(HTTPTransport.Configuration(endpoint: server.endpoint), interceptors: [statuses])
            _ = try await post.send(request)
            _ = try await post.send(request)
            #expect(statuses.all == [200, 304, 200, 200])
        }
    }
}
