import CountriesService
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceLifecycle

/// The Hummingbird application that serves `GraphQLHTTPEndpoint` on `/` and `/graphql`, and the GraphiQL
/// playground there to a browser.
public enum CountriesHTTPServer {
    /// Builds the application; `onRunning` receives the bound port (useful with port 0). `/health` answers 200
    /// once it listens.
    ///
    /// `timeouts.requestDeadline` should be the endpoint's deadline too; the connection limits come from
    /// `timeouts.requestRead` and `timeouts.idle`. A GET that accepts `text/html` gets `playground`'s page (none
    /// when it is nil).
    public static func application(
        endpoint: GraphQLHTTPEndpoint,
        host: String,
        port: Int,
        timeouts: ServerTimeouts = .standard,
        cors: CORSPolicy = .anyOrigin,
        caching: ConditionalGET = ConditionalGET(),
        playground: GraphiQLPlayground? = .bundled,
        logger: Logger,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLogMiddleware())
        cors.add(to: router)
        router.get("/metrics") { _, _ in
            Response(
                status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: endpoint.metrics.exposition()))
            )
        }
        router.get("/health") { _, _ in
            // The dataset is loaded before the server listens, so answering is being ready.
            Response(
                status: .ok, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"status":"ok"}"#))
            )
        }
        playground?.addAssetRoutes(to: router)
        let handler: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            if let playground, GraphiQLPlayground.wantsPage(method: request.method, accept: request.headers[.accept]) {
                return playground.pageResponse()
            }
            // A graceful shutdown cancels the request, half-received or running, which the endpoint then
            // answers with a 503 at once.
            let start = ContinuousClock.now
            let reply = await cancelWhenGracefulShutdown { await endpoint.respond(to: await exchange(from: request)) }
            endpoint.metrics.recordRequest(operation: reply.operationName, status: reply.status, duration: .now - start)
            return response(from: reply, to: request, caching: caching)
        }
        let options: @Sendable (Request, BasicRequestContext) async throws -> Response = { _, _ in
            Response(status: .noContent, headers: [.allow: GraphQLHTTPEndpoint.allowedMethods])
        }
        for path in ["/", "/graphql"] {
            for method in [HTTPRequest.Method.get, .post, .put, .delete, .patch] {
                router.on(RouterPath(path), method: method, use: handler)
            }
            router.on(RouterPath(path), method: .options, use: options)
        }
        return Application(
            router: router,
            server: .http1WithRequestReadTimeout(timeouts.requestRead, idleTimeout: timeouts.idle),
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "countries-server"
            ),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    private static func exchange(from request: Request) async -> GraphQLHTTPRequest {
        var body: Data?
        if request.method == .post {
            // A body over the limit becomes nil, which the endpoint answers with 413.
            body = try? await Data(buffer: request.body.collect(upTo: GraphQLHTTPEndpoint.maxBodySize))
        }
        return GraphQLHTTPRequest(
            method: request.method.rawValue,
            // Only GET and HEAD read their parameters; a POST's query string is not decoded for nothing.
            queryParameters: request.method == .post
                ? [:] : try? URLEncodedFormDecoder().decode(GETParameters.self, from: request.uri.query ?? "").dictionary,
            contentType: request.headers[.contentType],
            accept: request.headers[.accept],
            body: body
        )
    }

    /// The HTTP response for `reply`: gzip-encoded when it is over 1 KiB and the client accepts gzip; for a
    /// successful GET, with its ETag and Cache-Control, or a 304 when `If-None-Match` names its tag.
    private static func response(from reply: GraphQLHTTPReply, to request: Request, caching: ConditionalGET) -> Response {
        var headers: HTTPFields = [.contentType: reply.contentType, .vary: "Accept-Encoding"]
        for (name, value) in reply.headers {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        let compresses = reply.body.count > ResponseCompression.minimumSize
            && ResponseCompression.acceptsGzip(request.headers[.acceptEncoding])
        if reply.status == 200, request.method == .get || request.method == .head {
            let tag = ConditionalGET.entityTag(of: reply.body, encoding: compresses ? "gzip" : nil)
            headers[.eTag] = tag
            headers[.cacheControl] = caching.cacheControl
            if let ifNoneMatch = request.headers[.ifNoneMatch], ConditionalGET.matches(ifNoneMatch, tag: tag) {
                headers[.contentType] = nil
                return Response(status: .notModified, headers: headers)
            }
        }
        var body = ByteBuffer(bytes: reply.body)
        if compresses, let compressed = ResponseCompression.gzip(body) {
            body = compressed
            headers[.contentEncoding] = "gzip"
        }
        return Response(status: HTTPResponse.Status(code: reply.status), headers: headers, body: ResponseBody(byteBuffer: body))
    }
}

/// The URL parameters of a GraphQL GET, form-decoded by Hummingbird (`+` is a space, `%XX` a byte).
private struct GETParameters: Decodable {
    var query: String?
    var variables: String?
    var operationName: String?
    var extensions: String?

    var dictionary: [String: String] {
        ["query": query, "variables": variables, "operationName": operationName, "extensions": extensions].compactMapValues { $0 }
    }
}
