import CountriesAPI
import CountriesClientTesting
import CountryExplorerTesting
import Foundation
import GraphQLClient
import HTTPTypes
import Testing

/// A redirect with `status` to `location`.
private func redirect(_ status: String, to location: String) -> FaultyServer.Reply {
    .raw(FaultyServer.http(status, body: "", headers: ["Location: \(location)"]))
}

/// Japan's CountryDetail reply.
private let japan = FaultyServer.Reply.raw(FaultyServer.http("200 OK", body: japanReply))

/// The headers every test request carries besides the transport's own.
private let extraHeaders: HTTPFields = [.authorization: "Bearer secret-token", HTTPField.Name("X-Custom")!: "custom-value"]

/// Fetches Japan from `url` with `extraHeaders` added by an interceptor, as `--header` adds them.
private func fetchJapan(from url: URL) async throws(GraphQLClientError) -> String? {
    let transport = HTTPTransport.underTest(
        HTTPTransport.Configuration(endpoint: url, retry: .never), interceptors: [HeadersInterceptor(extraHeaders)]
    )
    return try await GraphQLClient(transport: transport).fetch(CountryDetailQuery(code: "JP")).data?.country?.capital
}

@Suite("Redirects: credentials stay at their origin, 307 and 308 keep the body, a bounded number of hops")
struct RedirectTests {
    /// The case: a 302 from 127.0.0.1:A to localhost:B, through the CLI's `--header`.
    @Test func aHopToAnotherHostAndPortDropsCredentialsAndCustomHeaders() async throws {
        let target = try FaultyServer { _ in japan }
        defer { target.stop() }
        let origin = try FaultyServer { _ in redirect("302 Found", to: "http://localhost:\(target.port)/graphql") }
        defer { origin.stop() }
        let run = try await CommandRun.run("country-explorer", [
            "query", "CountryDetail", "--var", "code=JP", "--policy", "networkOnly", "--endpoint", origin.endpoint.absoluteString,
            "--header", "Authorization: Bearer secret-token", "--header", "X-Custom: custom-value",
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let first = try #require(origin.receivedRequests.first)
        #expect(first.header("Authorization") == "Bearer secret-token")
        #expect(first.header("X-Custom") == "custom-value")
        let second = try #require(target.receivedRequests.first, "the redirect was followed")
        #expect(second.header("Authorization") == nil, "\(second.headers)")
        #expect(second.header("X-Custom") == nil, "\(second.headers)")
        #expect(second.header("Accept")?.contains("application/graphql-response+json") == true, "the transport's own headers stay")
    }

    /// Another port on the same host is another origin too.
    @Test func aHopToAnotherPortDropsThem() async throws {
        let target = try FaultyServer { _ in japan }
        defer { target.stop() }
        let origin = try FaultyServer { _ in redirect("307 Temporary Redirect", to: target.endpoint.absoluteString) }
        defer { origin.stop() }
        #expect(try await fetchJapan(from: origin.endpoint) == "Tokyo")
        let second = try #require(target.receivedRequests.first)
        #expect(second.header("Authorization") == nil && second.header("X-Custom") == nil, "\(second.headers)")
    }

    /// A hop within the origin keeps every header.
    @Test func aHopWithinTheOriginKeepsThem() async throws {
        let server = try FaultyServer { index in index == 0 ? redirect("302 Found", to: "/graphql?hop=1") : japan }
        defer { server.stop() }
        #expect(try await fetchJapan(from: server.endpoint) == "Tokyo")
        let requests = server.receivedRequests
        try #require(requests.count == 2)
        #expect(requests[1].line.hasPrefix("GET /graphql?hop=1 "), "a 302 after a POST is a GET: \(requests[1].line)")
        #expect(requests[1].header("Authorization") == "Bearer secret-token")
        #expect(requests[1].header("X-Custom") == "custom-value")
    }

    /// 307 and 308 send the same POST again, body byte for byte, to wherever they lead.
    @Test(arguments: ["307 Temporary Redirect", "308 Permanent Redirect"])
    func temporaryAndPermanentRedirectsResendTheBody(status: String) async throws {
        let target = try FaultyServer { _ in japan }
        defer { target.stop() }
        let origin = try FaultyServer { _ in redirect(status, to: "http://localhost:\(target.port)/graphql") }
        defer { origin.stop() }
        #expect(try await fetchJapan(from: origin.endpoint) == "Tokyo")
        let first = try #require(origin.receivedRequests.first)
        let second = try #require(target.receivedRequests.first)
        #expect(second.line.hasPrefix("POST /graphql "), "\(second.line)")
        #expect(!first.body.isEmpty)
        #expect(second.header("Content-Length") == String(first.body.count))
        #expect(second.body == first.body)
        #expect(second.header("Content-Type") == "application/json")
    }

    /// Five redirects are followed; a sixth is refused.
    @Test(arguments: [5, 6]) func redirectsAreBounded(hops: Int) async throws {
        let server = try FaultyServer { index in index < hops ? redirect("302 Found", to: "/graphql?hop=\(index + 1)") : japan }
        defer { server.stop() }
        do {
            let capital = try await fetchJapan(from: server.endpoint)
            #expect(hops == 5 && capital == "Tokyo")
        } catch {
            #expect(hops == 6 && error == .network(host: "127.0.0.1:\(server.port)", reason: "more than 5 redirects"))
        }
        #expect(server.requestCount == 6)
    }
}
