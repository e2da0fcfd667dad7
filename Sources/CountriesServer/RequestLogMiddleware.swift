import Foundation
import Hummingbird
import Logging

/// Logs one line per request to the routes added after it (the GraphQL routes log their own, with the metrics, by
/// `GraphQLHTTPEndpoint.recordAnswer`): method, path, status and duration, in the message and as metadata (which
/// `--log-format json` writes as fields).
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            AccessLog.write(request.method, request.uri.path, status: response.status.code, since: start, logger: context.logger)
            return response
        } catch let error as any HTTPResponseError {
            AccessLog.write(request.method, request.uri.path, status: error.status.code, since: start, logger: context.logger)
            throw error
        } catch {
            AccessLog.write(request.method, request.uri.path, status: 500, since: start, logger: context.logger)
            throw error
        }
    }
}

/// The log's line for one request, whichever path answered it (the router, or `RememberedAnswers`).
enum AccessLog {
    /// Writes the line for a request that arrived at `start`.
    static func write(_ method: HTTPRequest.Method, _ path: String, status: Int, since start: ContinuousClock.Instant, logger: Logger) {
        // Hundredths of a millisecond by integer arithmetic: `String(format:)` cost more than answering from the memo.
        let hundredths = Int(((ContinuousClock.now - start) / .milliseconds(1) * 100).rounded())
        let fraction = hundredths % 100 < 10 ? "0\(hundredths % 100)" : "\(hundredths % 100)"
        let milliseconds = "\(hundredths / 100).\(fraction)"
        logger.info(
            "\(method) \(path) \(status) \(milliseconds)ms",
            metadata: ["method": "\(method)", "path": "\(path)", "status": "\(status)", "duration_ms": "\(milliseconds)"]
        )
    }
}
