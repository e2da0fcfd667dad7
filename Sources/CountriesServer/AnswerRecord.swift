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
        recordAnswer(
            in: metrics.requestSeries(operation: operationName, status: replyStatus), sentStatus: sentStatus, method: method, path: path,
            since: start, logger: logger
        )
    }

    /// `recordAnswer` with the metrics' series of the reply's operation name and status already found.
    func recordAnswer(
        in series: ServerMetrics.RequestSeries, sentStatus: HTTPResponse.Status, method: HTTPRequest.Method, path: String,
        since start: ContinuousClock.Instant, logger: Logger
    ) {
        series.record(.now - start)
        AccessLog.write(method, path, status: sentStatus.code, since: start, logger: logger)
    }
}
