import Foundation

/// HTTP caching of GET answers: each carries an `ETag` (a SHA-256 of the body, and of its encoding) and a
/// `Cache-Control`; a GET whose `If-None-Match` names the current tag is answered 304 with no body.
public struct ConditionalGET: Sendable, Equatable {
    /// How long a cache may use an answer without asking again, in seconds; 0 has it revalidate every time.
    public let maxAge: Int

    /// The longest `--max-age`: a year, as RFC 9111 suggests for "never expires".
    public static let maxMaxAge = 31_536_000

    /// Caching that revalidates every time, unless `maxAge` says otherwise.
    public init(maxAge: Int = 0) {
        self.maxAge = maxAge
    }

    /// The `Cache-Control` of a GET answer.
    var cacheControl: String {
        maxAge > 0 ? "public, max-age=\(maxAge)" : "no-cache"
    }

    /// The strong entity tag of `body` sent with `encoding` (a gzip-encoded answer is another representation).
    static func entityTag(of body: Data, encoding: String?) -> String {
        let digest = SHA256Hex.of(body).prefix(32)
        return "\"" + digest + (encoding.map { "-" + $0 } ?? "") + "\""
    }

    /// Whether an `If-None-Match` value names `tag` (or is `*`), by the weak comparison RFC 9110 asks for.
    static func matches(_ ifNoneMatch: String, tag: String) -> Bool {
        let wanted = tag.hasPrefix("W/") ? String(tag.dropFirst(2)) : tag
        for candidate in ifNoneMatch.split(separator: ",") {
            var candidate = candidate.trimmingCharacters(in: .whitespaces)
            if candidate == "*" { return true }
            if candidate.hasPrefix("W/") { candidate.removeFirst(2) }
            if candidate == wanted { return true }
        }
        return false
    }
}
