import Foundation
import Testing

/// The playground as HTTP sees it, on the real server: a browser's GET on the GraphQL paths gets GraphiQL's page,
/// whose every file the server itself serves, while GraphQL clients get GraphQL as before.
@Suite("countries-server's playground over HTTP")
struct PlaygroundHTTPTests {
    /// What Chromium sends when a page is opened.
    static let browserAccept =
        "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8"

    @Test(arguments: ["/graphql", "/"])
    func aBrowsersGETGetsThePageWithAPolicyThatForbidsOtherOrigins(path: String) async throws {
        try await withServer { server in
            let url = try #require(URL(string: "http://127.0.0.1:\(server.port)\(path)"))
            let page = try await HTTPExchange.send(url, method: "GET", headers: ["Accept": Self.browserAccept])
            #expect(page.status == 200)
            #expect(page.contentType == "text/html; charset=utf-8")
            let policy = try #require(page.headers["content-security-policy"])
            for directive in ["default-src 'none'", "script-src 'self'", "connect-src 'self'", "style-src 'self' 'unsafe-inline'"] {
                #expect(policy.contains(directive), "\(directive) missing from \(policy)")
            }
            #expect(String(decoding: page.body, as: UTF8.self).contains("<title>Countries GraphQL playground</title>"))
        }
    }

    @Test func everyFileThePageLoadsIsServedFromGraphiQLPathWithItsType() async throws {
        try await withServer { server in
            let page = try await HTTPExchange.send(server.endpoint, method: "GET", headers: ["Accept": Self.browserAccept])
            let html = String(decoding: page.body, as: UTF8.self)
            let references = Self.references(in: html)
            #expect(references.count == 8, "\(references)")
            for reference in references {
                #expect(reference.hasPrefix("/graphiql/"), "the page loads \(reference) from elsewhere")
                let url = try #require(URL(string: "http://127.0.0.1:\(server.port)\(reference)"))
                let file = try await HTTPExchange.send(url, method: "GET", headers: [:])
                #expect(file.status == 200, "\(reference)")
                #expect(file.body.count > 100 || reference.hasSuffix(".css"), "\(reference): \(file.body.count) bytes")
                let expectedType = reference.hasSuffix(".js") ? "text/javascript; charset=utf-8" : "text/css; charset=utf-8"
                #expect(file.contentType == expectedType, "\(reference)")
                #expect(file.headers["x-content-type-options"] == "nosniff")
            }
        }
    }

    @Test func aFileThePageDoesNotLoadIsA404() async throws {
        try await withServer { server in
            for path in ["/graphiql/nope.js", "/graphiql/index.html", "/graphiql/", "/graphiql/..%2FPackage.swift"] {
                let url = try #require(URL(string: "http://127.0.0.1:\(server.port)\(path)"))
                #expect(try await HTTPExchange.send(url, method: "GET", headers: [:]).status == 404, "\(path)")
            }
        }
    }

    @Test func aGETWithAQueryAndNoHTMLInAcceptStillRunsGraphQL() async throws {
        try await withServer { server in
            var components = try #require(URLComponents(url: server.endpoint, resolvingAgainstBaseURL: false))
            components.queryItems = [URLQueryItem(name: "query", value: #"{ country(code: "JP") { capital } }"#)]
            let url = try #require(components.url)
            for accept in ["application/json", "application/graphql-response+json", "*/*"] {
                let reply = try await HTTPExchange.send(url, method: "GET", headers: ["Accept": accept])
                #expect(reply.status == 200, "\(accept)")
                #expect(String(decoding: reply.body, as: UTF8.self) == #"{"data":{"country":{"capital":"Tokyo"}}}"#, "\(accept)")
            }
            // A browser's GET of the same URL gets the page, which reads the query from its own URL.
            let page = try await HTTPExchange.send(url, method: "GET", headers: ["Accept": Self.browserAccept])
            #expect(page.contentType == "text/html; charset=utf-8")
        }
    }

    @Test func aPOSTThatAcceptsHTMLIsStillGraphQL() async throws {
        try await withServer { server in
            let reply = try await HTTPExchange.send(
                server.endpoint, body: Data(#"{"query":"{ country(code: \"JP\") { capital } }"}"#.utf8),
                headers: ["Content-Type": "application/json", "Accept": Self.browserAccept]
            )
            #expect(reply.status == 200)
            #expect(reply.contentType == "application/json; charset=utf-8")
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
