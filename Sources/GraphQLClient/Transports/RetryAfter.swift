import Foundation

/// Parses a `Retry-After` field value as RFC 9110 §10.2.3 defines it: `delay-seconds` (digits only) or an
/// HTTP date (IMF-fixdate, or the obsolete RFC 850 and asctime forms a recipient must also accept).
enum RetryAfter {
    /// The longest wait a value is taken to ask for: more digits than this are still a valid, very long wait.
    static let longest = Duration.seconds(Int64(Int32.max))

    /// The wait `value` asks for (zero for a date in the past, at most `longest`), or nil when it is neither form.
    static func delay(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        if text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) {
            // Digits only: no sign, exponent, fraction, infinity or NaN can get here. Too many digits for an
            // Int64 is still a valid (absurdly long) wait.
            guard let seconds = Int64(text), seconds <= Int64(Int32.max) else { return longest }
            return .seconds(seconds)
        }
        guard let date = httpDate(text) else { return nil }
        let seconds = date.timeIntervalSince(now)
        guard seconds.isFinite, seconds > 0 else { return .zero }
        guard seconds < Double(Int32.max) else { return longest }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }

    private static let formats = [
        "EEE, dd MMM yyyy HH:mm:ss 'GMT'", // IMF-fixdate
        "EEEE, dd-MMM-yy HH:mm:ss 'GMT'", // RFC 850
        "EEE MMM d HH:mm:ss yyyy", // asctime
    ]

    private static func httpDate(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "GMT")
        // asctime pads a one-digit day with a second space.
        let single = text.split(separator: " ").joined(separator: " ")
        for format in formats {
            formatter.dateFormat = format
            if let date = formatter.date(from: single) { return date }
        }
        return nil
    }
}
