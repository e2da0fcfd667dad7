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

    /// The wait before retry number `retry` (1-based): what a valid `Retry-After` header asks for (RFC 9110
    /// delay-seconds or HTTP date), else the doubling backoff; at most `maxDelay` either way.
    ///
    /// A value that is neither form (`inf`, `1e400`, `-1`, `2.5`, text) is ignored, as RFC 9110 lets a recipient
    /// ignore an invalid field; whatever it is, the answer is a finite wait.
    public func delay(beforeRetry retry: Int, retryAfter: String?, now: Date) -> Duration {
        let backoff = baseDelay * (1 << min(max(retry - 1, 0), 16))
        guard let retryAfter, let asked = RetryAfter.delay(retryAfter, now: now) else { return min(backoff, maxDelay) }
        return min(asked, maxDelay)
    }
}
