import Foundation
import GraphQLClient
import Testing

@Suite("Retry-After as RFC 9110 reads it: delay-seconds or an HTTP date, anything else ignored")
struct RetryAfterTests {
    private let policy = RetryPolicy(maxAttempts: 4, baseDelay: .milliseconds(100), maxDelay: .seconds(5))
    private let now = Date(timeIntervalSince1970: 1_700_000_000) // Tue, 14 Nov 2023 22:13:20 GMT

    /// Not delay-seconds (digits only) nor a date: the backoff applies, and nothing traps.
    @Test(arguments: ["inf", "Infinity", "-inf", "NaN", "nan", "1e400", "9.22e15", "9.3e18", "-1", "2.5", "+3", "0x10", "soon", "", "  ", "3 s"])
    func invalidValuesAreIgnored(value: String) {
        #expect(policy.delay(beforeRetry: 1, retryAfter: value, now: now) == .milliseconds(100))
        #expect(policy.delay(beforeRetry: 3, retryAfter: value, now: now) == .milliseconds(400))
    }

    /// Digits are a wait, however many there are, and never more than `maxDelay`.
    @Test func delaySecondsAreCappedAtTheLongestWait() {
        #expect(policy.delay(beforeRetry: 1, retryAfter: "0", now: now) == .zero)
        #expect(policy.delay(beforeRetry: 1, retryAfter: " 2 ", now: now) == .seconds(2))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "9220000000000000", now: now) == .seconds(5))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "9223372036854775807", now: now) == .seconds(5))
        #expect(policy.delay(beforeRetry: 1, retryAfter: String(repeating: "9", count: 400), now: now) == .seconds(5))
        let patient = RetryPolicy(maxDelay: .seconds(Int64.max))
        #expect(patient.delay(beforeRetry: 1, retryAfter: String(repeating: "9", count: 40), now: now) < .seconds(Int64.max))
    }

    /// The three date forms a recipient must accept; one in the past means now, one far ahead the longest wait.
    @Test func httpDates() {
        #expect(policy.delay(beforeRetry: 1, retryAfter: "Tue, 14 Nov 2023 22:13:23 GMT", now: now) == .seconds(3))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "Tuesday, 14-Nov-23 22:13:23 GMT", now: now) == .seconds(3))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "Tue Nov 14 22:13:23 2023", now: now) == .seconds(3))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "Thu, 01 Jan 1970 00:00:00 GMT", now: now) == .zero)
        #expect(policy.delay(beforeRetry: 1, retryAfter: "Fri, 31 Dec 9999 23:59:59 GMT", now: now) == .seconds(5))
        #expect(policy.delay(beforeRetry: 1, retryAfter: "Tue, 14 Nov 2023 25:99:99 GMT", now: now) == .milliseconds(100))
    }
}
