import HTTPTypes
import Logging

extension GraphQLHTTPEndpoint {
    /// Counts one answered GraphQL request in the metrics and writes its log line, whichever path sent it: the
    /// router, or the memo's early answers on the event loop. `replyStatus` is the reply's (what the metrics count),
    /// `sentStatus` the one sent (a 304 in its place when the client's copy is current).
    func recordAnswer(
        operationName: String?, replyStatus: Int, sentStatus: HTTPResponse.Status, method: HTTPRequest.Method, path: String,
        since start: ContinuousClock.Instant, logger: Logger
    ) {
        metrics.recordRequest(operation: operationName, status: replyStatus, duration: .now - start)
        AccessLog.write(method, path, status: sentStatus.code, since: start, logger: logger)
    }
}
