import CountriesEngine
import Prometheus
import Synchronization

/// What operators watch, in Prometheus' text format on `/metrics` (swift-prometheus): requests by operation name
/// and status, their latency, refused requests by reason, and how often the memo and the persisted-query store
/// answer.
///
/// Operation names come from clients, so at most `maxOperationNames` distinct ones get series of their own;
/// later ones, and names that are not GraphQL names, are counted as `(other)`, and requests without one as
/// `(anonymous)`: labels that are not GraphQL names, so that no client can write into their series.
public final class ServerMetrics: Sendable {
    /// The most operation names given series of their own.
    public static let maxOperationNames = 100

    /// The label of requests without an operation name, and of names past the limit or not GraphQL names.
    static let anonymous = "(anonymous)"
    static let other = "(other)"

    private let registry = PrometheusCollectorRegistry()
    private let operationNames = Mutex(Set<String>())
    /// Each request's series, made once: making one anew costs more than answering from the memo.
    private let series = Mutex([SeriesKey: RequestSeries]())
    private let memoHits: Counter
    private let memoMisses: Counter

    private struct SeriesKey: Hashable {
        let operation: String
        let status: Int
    }

    /// The count and the latency of the requests with one operation name and status.
    struct RequestSeries: Sendable {
        fileprivate let count: Counter
        fileprivate let latency: DurationHistogram

        /// Counts one request that took `duration`.
        func record(_ duration: Duration) {
            count.increment()
            latency.recordNanoseconds(Int64(duration / .nanoseconds(1)))
        }
    }

    private static var requests: MetricNameDescriptor { descriptor("requests", "total", "GraphQL requests answered, by operation name and HTTP status.") }
    private static var latency: MetricNameDescriptor { descriptor("request_duration", "seconds", "Time from a request's arrival to its answer.") }
    private static var refusals: MetricNameDescriptor { descriptor("refused_requests", "total", "Requests refused, by the limit that refused them (or document: any other request error).") }
    private static var memo: MetricNameDescriptor { descriptor("memo_lookups", "total", "Lookups in the memo of answers, by result.") }
    private static var persisted: MetricNameDescriptor { descriptor("persisted_query_lookups", "total", "Persisted-query hashes looked up, by result.") }
    private static let buckets: [Duration] = [0.0001, 0.0005, 0.001, 0.005, 0.01, 0.05, 0.1, 0.5, 1, 5].map { .seconds($0) }

    /// Empty metrics.
    public init() {
        memoHits = registry.makeCounter(descriptor: Self.memo, labels: [("result", "hit")])
        memoMisses = registry.makeCounter(descriptor: Self.memo, labels: [("result", "miss")])
    }

    /// The series that counts the requests with `operation` answered with `status`, for a caller that counts many
    /// alike without looking it up each time.
    func requestSeries(operation: String?, status: Int) -> RequestSeries {
        let key = SeriesKey(operation: label(for: operation), status: status)
        return series.withLock { known in
            if let series = known[key] { return series }
            let series = RequestSeries(
                count: registry.makeCounter(descriptor: Self.requests, labels: [("operation", key.operation), ("status", String(status))]),
                latency: registry.makeDurationHistogram(descriptor: Self.latency, labels: [("operation", key.operation)], buckets: Self.buckets)
            )
            known[key] = series
            return series
        }
    }

    /// Counts a request refused for `reason`: a limit (`request_body`, `batch_size`, `deadline`, `tokens`,
    /// `nesting`, `value_nesting`, `depth`, `result_values`), or `document` for any other request error.
    func recordRefusal(_ reason: String) {
        registry.makeCounter(descriptor: Self.refusals, labels: [("reason", reason)]).increment()
    }

    /// Counts a lookup in the memo of answers.
    func recordMemoLookup(hit: Bool) {
        (hit ? memoHits : memoMisses).increment()
    }

    /// Counts a lookup of a persisted-query hash sent without its document.
    func recordPersistedLookup(hit: Bool) {
        registry.makeCounter(descriptor: Self.persisted, labels: [("result", hit ? "hit" : "miss")]).increment()
    }

    /// Every metric, in Prometheus' text exposition format.
    public func exposition() -> String {
        registry.emitToString()
    }

    private func label(for operation: String?) -> String {
        guard let operation, !operation.isEmpty else { return Self.anonymous }
        guard operation.utf8.count <= 64, GraphQLName.isValid(operation) else { return Self.other }
        return operationNames.withLock { names in
            if names.contains(operation) { return operation }
            guard names.count < Self.maxOperationNames else { return Self.other }
            names.insert(operation)
            return operation
        }
    }

    private static func descriptor(_ name: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "countries_server", metricName: name, unitName: unit, helpText: help)
    }
}
