import CountriesService
import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// The Hummingbird application that serves `GraphQLHTTPEndpoint` on `/` and `/graphql`.
public enum CountriesHTTPServer {
    /// Builds the application; `onRunning` receives the bound port (useful with port 0).
    public static func application(
        endpoint: GraphQLHTTPEndpoint,
        host: String,
        port: Int,
        logger: Logger,
        onRunning: @escaping @Sendable (Int) async -> Void = { _ in }
    ) -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: RequestLogMiddleware())
        let handler: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            let reply = await endpoint.respond(to: try await exchange(from: request))
            return response(from: reply)
        }
        for path in ["/", "/graphql"] {
            for method in [HTTPRequest.Method.get, .post, .put, .delete, .patch] {
                router.on(RouterPath(path), method: method, use: handler)
            }
        }
        return Application(
            router: router,
            configuration: ApplicationConfiguration(
                address: .hostname(host, port: port), serverName: "countries-server"
            ),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? port) },
            logger: logger
        )
    }

    private static func exchange(from request: Request) async throws -> GraphQLHTTPRequest {
        var parameters: [String: String] = [:]
        for (key, value) in request.uri.queryParameters {
            parameters[String(key)] = String(value)
        }
        var body: Data?
        if request.method == .post {
            // A body over the limit becomes nil, which the endpoint answers with 413.
            body = try? await Data(buffer: request.body.collect(upTo: GraphQLHTTPEndpoint.maxBodySize))
        }
        return GraphQLHTTPRequest(
            method: request.method.rawValue,
            queryParameters: parameters,
            contentType: request.headers[.contentType],
            accept: request.headers[.accept],
            body: body
        )
    }

    private static func response(from reply: GraphQLHTTPReply) -> Response {
        var headers: HTTPFields = [.contentType: reply.contentType]
        for (name, value) in reply.headers {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        return Response(
            status: HTTPResponse.Status(code: reply.status),
            headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(bytes: reply.body))
        )
    }
}
