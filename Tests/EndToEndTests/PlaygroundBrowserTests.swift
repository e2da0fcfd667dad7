import Foundation
import Testing

/// The playground in a real browser: headless Chromium, with no host but 127.0.0.1 resolvable, loads GraphiQL
/// from the real server, runs a query through it, and makes no request anywhere else.
@Suite("countries-server's playground in Chromium", .requiresChromium)
struct PlaygroundBrowserTests {
    @Test func aLinkedQueryRunsThroughGraphiQLAndNoRequestLeavesTheServer() async throws {
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let origin = "http://127.0.0.1:\(server.port)"
        var link = try #require(URLComponents(string: "\(origin)/graphql"))
        link.queryItems = [
            URLQueryItem(name: "query", value: "query CountryDetail($code: ID!) { country(code: $code) { name capital } }"),
            URLQueryItem(name: "variables", value: #"{"code": "JP"}"#),
        ]
        let visit = try await HeadlessChromium.load(try #require(link.url))

        // The answer is in GraphiQL's result pane, which the fetcher's POST filled.
        let resultPane = try #require(visit.dom.range(of: #"class="result-window""#), "no result pane:\n\(visit.dom.prefix(2_000))")
        let result = String(visit.dom[resultPane.upperBound...])
        #expect(result.contains(#"<span class="cm-string">"Tokyo"</span>"#), "no Tokyo in the result pane")
        #expect(result.contains(#"<span class="cm-string">"Japan"</span>"#))
        #expect(visit.requests.contains { $0.method == "POST" && $0.url == "\(origin)/graphql" })

        // Every file of the page, and every fetch it made, came from the server.
        let pageRequests = visit.pageRequests
        #expect(pageRequests.count >= 10, "\(pageRequests)")
        for request in pageRequests {
            #expect(request.url.hasPrefix(origin + "/"), "the page asked another host: \(request)")
        }
        for file in ["graphiql.min.js", "graphiql.min.css", "react.production.min.js", "react-dom.production.min.js",
                     "graphiql-plugin-explorer.umd.js", "playground.js"] {
            #expect(pageRequests.contains { $0.url == "\(origin)/graphiql/\(file)" }, "\(file) not loaded")
        }
        // The policy let everything the page needed through.
        #expect(visit.policyViolations.isEmpty, "\(visit.policyViolations)")
    }

    @Test func thePageOpensWithTheSampleQueryAndTheExplorerShowingTheIntrospectedSchema() async throws {
        let server = try await ServerProcess.start()
        defer { server.stopWithoutWaiting() }
        let page = try #require(URL(string: "http://127.0.0.1:\(server.port)/"))
        let visit = try await HeadlessChromium.load(page)

        #expect(visit.dom.contains(#"<span class="cm-def">CountryDetail</span>"#), "the sample query is not in the editor")
        // The explorer lists the schema's root fields, which it only knows from the introspection query.
        let explorer = try #require(visit.dom.range(of: "graphiql-explorer-root"), "the explorer plugin is not open")
        let tree = String(visit.dom[explorer.upperBound...])
        for field in ["continents", "countries", "languages"] {
            #expect(tree.contains(">\(field)<"), "the explorer does not list \(field)")
        }
        #expect(visit.requests.contains { $0.method == "POST" && $0.url == "\(page.absoluteString)" })
        for request in visit.pageRequests {
            #expect(request.url.hasPrefix(page.absoluteString), "the page asked another host: \(request)")
        }
        #expect(visit.policyViolations.isEmpty, "\(visit.policyViolations)")
    }
}
