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
            server: .http1WithRequestReadTimeout(
                timeouts.requestRead, idleTimeout: timeouts.idle,
                rememberedAnswers: RememberedAnswers.Source(endpoint: endpoint, caching: caching, serverName: serverName, logger: logger)
            ),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: serverName),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    /// The `Server` header's value.
    static let serverName = "countries-server"

    private static func exchange(from request: Request) async -> GraphQLHTTPRequest {
        var body: Data?
        if request.method == .post {
            // A body over the limit becomes nil, which the endpoint answers with 413.
            body = try? await Data(buffer: request.body.collect(upTo: GraphQLHTTPEndpoint.maxBodySize))
        }
        return exchange(method: request.method, query: request.uri.query, headers: request.headers, body: body)
    }

    /// The endpoint's view of a request whose body has been read (nil when over the limit).
    static func exchange(method: HTTPRequest.Method, query: String?, headers: HTTPFields, body: Data?) -> GraphQLHTTPRequest {
        GraphQLHTTPRequest(
            method: method.rawValue,
            // Only GET and HEAD read their parameters; a POST's query string is not decoded for nothing.
            queryParameters: method == .post
                ? [:] : try? URLEncodedFormDecoder().decode(GETParameters.self, from: query ?? "").dictionary,
            contentType: headers[.contentType],
            accept: headers[.accept],
            body: body
        )
    }

    private static func response(from reply: GraphQLHTTPReply, to request: Request, caching: ConditionalGET) -> Response {
        let encoded = EncodedReply(reply, method: request.method, requestHeaders: request.headers, caching: caching)
        return Response(
            status: encoded.status, headers: encoded.headers, body: encoded.body.map { ResponseBody(byteBuffer: $0) } ?? ResponseBody()
        )
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
