import Foundation

/// When and how long to wait before retrying a query that got 429 or 503.
public struct RetryPolicy: Sendable, Hashable {
    /// Attempts in all, the first included; 1 disables retries.
    public var maxAttempts: Int
    /// The wait before the first retry, doubled for each further one.
    public var baseDelay: Duration
    /// The longest wait, whatever `Retry-After` asks for.
    public var maxDelay: Duration

    /// Creates a policy.
    public init(maxAttempts: Int = 3, baseDelay: Duration = .milliseconds(250), maxDelay: Duration = .seconds(10)) {
        self.maxAttempts = maxAttempts
        self.baseDelay = baseDelay
        self.maxDelay = maxDelay
    }

    /// No retries.
    public static let never = RetryPolicy(maxAttempts: 1)

    /// Whether a reply with this status may be retried.
    static func isRetryable(status: Int) -> Bool {
        status == 429 || status == 503
    }

    /// The wait before retry number `retry` (1-based), honouring a `Retry-After` header (seconds or HTTP date).
    public func delay(beforeRetry retry: Int, retryAfter: String?, now: Date = Date()) -> Duration {
        let backoff = baseDelay * (1 << min(max(retry - 1, 0), 16))
        guard let retryAfter = retryAfter?.trimmingCharacters(in: .whitespaces), !retryAfter.isEmpty else {
            return min(backoff, maxDelay)
        }
        if let seconds = Double(retryAfter), seconds >= 0 {
            return min(.milliseconds(Int64(seconds * 1000)), maxDelay)
        }
        if let date = Self.httpDate(retryAfter) {
            return min(.milliseconds(Int64(max(0, date.timeIntervalSince(now)) * 1000)), maxDelay)
        }
        return min(backoff, maxDelay)
    }

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "EEE, dd MMM yyyy HH:mm:ss zzz"
        return formatter.date(from: text)
    }
}
