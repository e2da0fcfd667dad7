import Foundation
import HTTPTypes
import Hummingbird

/// The playground: GraphiQL's page, served to a browser on the GraphQL paths, and the files it loads under
/// `/graphiql/`, all from this target's resources, so that a browser needs nothing but this server.
///
/// The GraphiQL, explorer plugin and React files are taken from a pinned wheel by `scripts/extract-graphiql`;
/// the page, its script and its style are ours (`Resources/playground`).
public struct GraphiQLPlayground: Sendable {
    /// The path the page's files are served under.
    public static let assetsPath = "/graphiql"

    /// The page's Content-Security-Policy: scripts, styles, fonts and requests from this server only (GraphiQL's
    /// fonts and icons are `data:` URLs inside its CSS). Inline styles are allowed because React and CodeMirror
    /// set element styles; inline scripts are not.
    static let contentSecurityPolicy = [
        "default-src 'none'", "script-src 'self'", "style-src 'self' 'unsafe-inline'", "img-src 'self' data:",
        "font-src 'self' data:", "connect-src 'self'", "base-uri 'none'", "form-action 'none'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    /// A file the page loads: its bytes and media type.
    struct Asset: Sendable {
        let body: ByteBuffer
        let contentType: String
    }

    /// The served files by name, from the resource folders `graphiql` (extracted) and `playground` (ours).
    private static let files: [(folder: String, name: String, contentType: String)] = [
        ("graphiql", "graphiql.min.js", javaScript),
        ("graphiql", "graphiql.min.css", css),
        ("graphiql", "react.production.min.js", javaScript),
        ("graphiql", "react-dom.production.min.js", javaScript),
        ("graphiql", "graphiql-plugin-explorer.umd.js", javaScript),
        ("graphiql", "graphiql-plugin-explorer.css", css),
        ("playground", "playground.js", javaScript),
        ("playground", "playground.css", css),
    ]
    private static let javaScript = "text/javascript; charset=utf-8"
    private static let css = "text/css; charset=utf-8"

    let page: ByteBuffer
    let assets: [String: Asset]

    /// The playground in this target's resources, read once; nil if a file is missing from the build.
    public static let bundled: GraphiQLPlayground? = {
        func read(_ folder: String, _ name: String) -> Data? {
            guard let directory = Bundle.module.url(forResource: folder, withExtension: nil) else { return nil }
            return try? Data(contentsOf: directory.appendingPathComponent(name))
        }
        guard let page = read("playground", "index.html") else { return nil }
        var assets: [String: Asset] = [:]
        for file in files {
            guard let data = read(file.folder, file.name) else { return nil }
            assets[file.name] = Asset(body: ByteBuffer(bytes: data), contentType: file.contentType)
        }
        return GraphiQLPlayground(page: ByteBuffer(bytes: page), assets: assets)
    }()

    /// Whether a request is a browser's asking for the page: a GET or HEAD whose `Accept` names `text/html` with a
    /// weight over 0, as graphql-yoga decides. Any other request, a GET with `?query=` from a GraphQL client
    /// included, goes to the endpoint.
    static func wantsPage(method: HTTPRequest.Method, accept: String?) -> Bool {
        guard method == .get || method == .head, let accept else { return false }
        return (WeightedValues(accept).weight(of: "text/html") ?? 0) > 0
    }

    /// The page, with a policy that keeps the browser on this server, and the `Vary` of the GraphQL answers at
    /// the same URL.
    func pageResponse(vary: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "text/html; charset=utf-8", .contentSecurityPolicy: Self.contentSecurityPolicy,
                .xContentTypeOptions: "nosniff", .cacheControl: "no-cache", .vary: vary,
            ],
            body: ResponseBody(byteBuffer: page)
        )
    }

    /// One of the page's files, or a 404 for any other name.
    func assetResponse(named name: String?) -> Response {
        guard let name, let asset = assets[name] else {
            return Response(
                status: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: "No such playground file.\n"))
            )
        }
        return Response(
            status: .ok,
            headers: [.contentType: asset.contentType, .xContentTypeOptions: "nosniff", .cacheControl: "public, max-age=86400"],
            body: ResponseBody(byteBuffer: asset.body)
        )
    }

    /// Serves the page's files under `assetsPath` on `router`.
    func addAssetRoutes<Context: RequestContext>(to router: Router<Context>) {
        router.get(RouterPath("\(Self.assetsPath)/{file}")) { _, context in
            assetResponse(named: context.parameters.get("file"))
        }
    }
}
