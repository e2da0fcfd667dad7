@testable import CountriesServer
import HTTPTypes
import Testing

/// Which requests get the playground's page, and that the build carries every file the page loads.
@Suite("GraphiQL playground")
struct GraphiQLPlaygroundTests {
    @Test func onlyAGETOrHEADThatAcceptsHTMLGetsThePage() {
        let browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8"
        #expect(GraphiQLPlayground.wantsPage(method: .get, accept: browser))
        #expect(GraphiQLPlayground.wantsPage(method: .head, accept: browser))
        #expect(GraphiQLPlayground.wantsPage(method: .get, accept: "TEXT/HTML"))
        #expect(!GraphiQLPlayground.wantsPage(method: .post, accept: browser))
        #expect(!GraphiQLPlayground.wantsPage(method: .get, accept: nil))
        #expect(!GraphiQLPlayground.wantsPage(method: .get, accept: "*/*"))
        #expect(!GraphiQLPlayground.wantsPage(method: .get, accept: "application/graphql-response+json, application/json"))
    }

    @Test func theBuildCarriesThePageAndEveryFileItLoads() throws {
        let playground = try #require(GraphiQLPlayground.bundled)
        let page = String(buffer: playground.page)
        for name in playground.assets.keys {
            #expect(page.contains("\"\(GraphiQLPlayground.assetsPath)/\(name)\""), "\(name) is served but the page does not load it")
        }
        #expect(playground.assets.count == 8)
        // GraphiQL alone is most of the weight: about 1.6 MB in all.
        let bytes = playground.assets.values.map(\.body.readableBytes).reduce(0, +)
        #expect(bytes > 1_500_000 && bytes < 1_700_000, "\(bytes) bytes")
    }
}
