import CountriesEngine
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
        let caching = caching.varyingByOrigin(cors.dependsOnOrigin)
        let router = Router(options: .autoGenerateHeadEndpoints)
        cors.add(to: router)
        // The GraphQL routes come before the log's middleware: their handler writes the log line and the metrics
        // itself, with `recordAnswer`, as the memo's early answers do.
        let handler: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, context in
            let start = ContinuousClock.now
            let inputs = AnswerInputs(request.head)
            if let playground, GraphiQLPlayground.wantsPage(method: inputs.method, accept: inputs[.accept]) {
                AccessLog.write(request.method, request.uri.path, status: 200, since: start, logger: context.logger)
                return playground.pageResponse(vary: caching.vary)
            }
            // A graceful shutdown cancels the request, half-received or running, which the endpoint then
            // answers with a 503 at once.
            let reply = await cancelWhenGracefulShutdown { await endpoint.respond(to: await exchange(inputs, body: request.body)) }
            let encoded = EncodedReply(reply, to: inputs, caching: caching)
            endpoint.recordAnswer(
                operationName: reply.operationName, replyStatus: reply.status, sentStatus: encoded.status, method: request.method,
                path: request.uri.path, since: start, logger: context.logger
            )
            return Response(
                status: encoded.status, headers: encoded.headers, body: encoded.body.map { ResponseBody(byteBuffer: $0) } ?? ResponseBody()
            )
        }
        for path in ["/", "/graphql"] {
            for method in [HTTPRequest.Method.get, .post, .put, .delete, .patch, .trace] {
                router.on(RouterPath(path), method: method, use: handler)
            }
        }
        router.add(middleware: RequestLogMiddleware())
        let options: @Sendable (Request, BasicRequestContext) async throws -> Response = { _, _ in
            Response(status: .noContent, headers: [.allow: GraphQLHTTPEndpoint.allowedMethods])
        }
        for path in ["/", "/graphql"] {
            router.on(RouterPath(path), method: .options, use: options)
        }
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
        return Application(
            router: router,
            server: .http1WithEarlyAnswers(
                timeouts: timeouts,
                rememberedAnswers: RememberedAnswers.Source(endpoint: endpoint, caching: caching, serverName: serverName, logger: logger)
            ),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: serverName),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    /// The `Server` header's value.
    static let serverName = "countries-server"

    /// The endpoint's view of a request with `inputs`, once its body has been read.
    private static func exchange(_ inputs: AnswerInputs, body: RequestBody) async -> GraphQLHTTPRequest {
        var data: Data?
        if inputs.method == .post {
            // A body over the limit becomes nil, which the endpoint answers with 413.
            data = try? await Data(buffer: body.collect(upTo: GraphQLHTTPEndpoint.maxBodySize))
        }
        return exchange(inputs, body: data)
    }

    /// The endpoint's view of a request with `inputs` whose body has been read (nil when over the limit): what it
    /// reads of the request comes from the inputs alone.
    static func exchange(_ inputs: AnswerInputs, body: Data?) -> GraphQLHTTPRequest {
        GraphQLHTTPRequest(
            method: inputs.method.rawValue,
            // Only GET and HEAD read their parameters; a POST's query string is not decoded for nothing.
            queryParameters: inputs.method == .post
                ? [:] : try? URLEncodedFormDecoder().decode(GETParameters.self, from: String(inputs.pathAndQuery.query ?? "")).dictionary,
            contentType: inputs[.contentType],
            accept: inputs[.accept],
            contentEncoding: inputs[.contentEncoding],
            body: body
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
