import CountriesServer
import CountriesEngine
import Foundation
import HTTPTypes
import HummingbirdTesting
import Logging
import NIOCore
import Testing

/// The playground as HTTP sees it, through the server's router (HummingbirdTesting, no port): a browser's GET on
/// the GraphQL paths gets GraphiQL's page, whose every file the server itself serves, while GraphQL clients get
/// GraphQL as before.
@Suite("countries-server's playground over HTTP")
struct PlaygroundRouterTests {
    /// What Chromium sends when a page is opened.
    static let browserAccept =
        "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"

    /// Runs `body` with a client of the real application over the bundled service.
    private func withRouter(_ body: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        var logger = Logger(label: "countries-server-tests")
        logger.logLevel = .critical
        let application = CountriesHTTPServer.application(
            endpoint: GraphQLHTTPEndpoint(executor: try CountriesEngine()), host: "127.0.0.1", port: 0, logger: logger
        )
        try await application.test(.router, body)
    }

    @Test(arguments: ["/graphql", "/"])
    func aBrowsersGETGetsThePageWithAPolicyThatForbidsOtherOrigins(path: String) async throws {
        try await withRouter { client in
            let page = try await client.execute(uri: path, method: .get, headers: [.accept: Self.browserAccept])
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            let policy = try #require(page.headers[.contentSecurityPolicy])
            for directive in ["default-src 'none'", "script-src 'self'", "connect-src 'self'", "style-src 'self' 'unsafe-inline'"] {
                #expect(policy.contains(directive), "\(directive) missing from \(policy)")
            }
            #expect(String(buffer: page.body).contains("<title>Countries GraphQL playground</title>"))
        }
    }

    @Test func everyFileThePageLoadsIsServedFromGraphiQLPathWithItsType() async throws {
        try await withRouter { client in
            let page = try await client.execute(uri: "/graphql", method: .get, headers: [.accept: Self.browserAccept])
            let references = Self.references(in: String(buffer: page.body))
            #expect(references.count == 8, "\(references)")
            for reference in references {
                #expect(reference.hasPrefix("/graphiql/"), "the page loads \(reference) from elsewhere")
                let file = try await client.execute(uri: reference, method: .get)
                #expect(file.status == .ok, "\(reference)")
                #expect(file.body.readableBytes > 100 || reference.hasSuffix(".css"), "\(reference): \(file.body.readableBytes) bytes")
                let expectedType = reference.hasSuffix(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8"
                #expect(file.headers[.contentType] == expectedType, "\(reference)")
                #expect(file.headers[HTTPField.Name("X-Content-Type-Options")!] == "nosniff")
            }
        }
    }

    @Test func aFileThePageDoesNotLoadIsA404() async throws {
        try await withRouter { client in
            for path in ["/graphiql/nope.js", "/graphiql/index.html", "/graphiql/", "/graphiql/..%2FPackage.swift"] {
                let reply = try await client.execute(uri: path, method: .get)
                #expect(reply.status == .notFound, "\(path)")
            }
        }
    }

    @Test func aGETWithAQueryAndNoHTMLInAcceptStillRunsGraphQL() async throws {
        try await withRouter { client in
            var components = URLComponents()
            components.path = "/graphql"
            components.queryItems = [URLQueryItem(name: "query", value: #"{ country(code: "JP") { capital } }"#)]
            let uri = try #require(components.string)
            for accept in ["application/json", "application/graphql-response+json", "*/*"] {
                let reply = try await client.execute(uri: uri, method: .get, headers: [.accept: accept])
                #expect(reply.status == .ok, "\(accept)")
                #expect(String(buffer: reply.body) == #"{"data":{"country":{"capital":"Tokyo"}}}"#, "\(accept)")
            }
            // A browser's GET of the same URL gets the page, which reads the query from its own URL.
            let page = try await client.execute(uri: uri, method: .get, headers: [.accept: Self.browserAccept])
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
        }
    }

    @Test func aPOSTThatAcceptsHTMLIsStillGraphQL() async throws {
        try await withRouter { client in
            let reply = try await client.execute(
                uri: "/graphql", method: .post, headers: [.contentType: "application/json", .accept: Self.browserAccept],
                body: ByteBuffer(string: #"{"query":"{ country(code: \"JP\") { capital } }"}"#)
            )
            #expect(reply.status == .ok)
            #expect(reply.headers[.contentType] == "application/json; charset=utf-8")
        }
    }

    /// The `src` and `href` attributes of a page.
    static func references(in html: String) -> [String] {
        let pattern = try? NSRegularExpression(pattern: #"(?:src|href)="([^"]*)""#)
        let range = NSRange(html.startIndex..., in: html)
        return (pattern?.matches(in: html, range: range) ?? []).compactMap { match in
            Range(match.range(at: 1), in: html).map { String(html[$0]) }
        }
    }
}
