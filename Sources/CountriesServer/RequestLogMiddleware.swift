import Foundation
import Hummingbird
import Logging

/// Logs one line per request: method, path, status and duration, in the message and as metadata (which
/// `--log-format json` writes as fields).
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: start, logger: context.logger)
            return response
        } catch let error as any HTTPResponseError {
            log(request, status: error.status.code, since: start, logger: context.logger)
            throw error
        } catch {
            log(request, status: 500, since: start, logger: context.logger)
            throw error
        }
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant, logger: Logger) {
        // Hundredths of a millisecond by integer arithmetic: `String(format:)` cost more than answering from the memo.
        let hundredths = Int(((ContinuousClock.now - start) / .milliseconds(1) * 100).rounded())
        let fraction = hundredths % 100 < 10 ? "0\(hundredths % 100)" : "\(hundredths % 100)"
        let milliseconds = "\(hundredths / 100).\(fraction)"
        logger.info(
            "\(request.method) \(request.uri.path) \(status) \(milliseconds)ms",
            metadata: ["method": "\(request.method)", "path": "\(request.uri.path)", "status": "\(status)", "duration_ms": "\(milliseconds)"]
        )
    }
}
