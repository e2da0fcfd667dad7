import Foundation

/// HTTP caching of GET answers: each carries an `ETag` (a SHA-256 of the body and its media type, and its encoding) and a
/// `Cache-Control`; a GET whose `If-None-Match` names the current tag is answered 304 with no body.
public struct ConditionalGET: Sendable, Equatable {
    /// How long a cache may use an answer without asking again, in seconds; 0 has it revalidate every time.
    public let maxAge: Int

    /// The longest `--max-age`: a year, as RFC 9111 suggests for "never expires".
    public static let maxMaxAge = 31_536_000

    /// The `Vary` of every GraphQL answer: the request headers that pick its representation.
    let vary: String

    /// Caching that revalidates every time, unless `maxAge` says otherwise.
    public init(maxAge: Int = 0) {
        self.init(maxAge: maxAge, variesByOrigin: false)
    }

    private init(maxAge: Int, variesByOrigin: Bool) {
        self.maxAge = maxAge
        vary = AnswerInputs.vary(byOrigin: variesByOrigin)
    }

    /// The same caching for a server whose CORS headers depend on the request's `Origin`, which `Vary` then names
    /// on every answer, so that no shared cache gives one origin a copy made for another, or for none.
    func varyingByOrigin(_ varies: Bool) -> ConditionalGET {
        ConditionalGET(maxAge: maxAge, variesByOrigin: varies)
    }

    /// The `Cache-Control` of a GET answer.
    var cacheControl: String {
        maxAge > 0 ? "public, max-age=\(maxAge)" : "no-cache"
    }

    /// The strong entity tag of `body` sent as `contentType` with `encoding`: each media type and each encoding
    /// is another representation, with a tag of its own.
    static func entityTag(of body: Data, contentType: String, encoding: String?) -> String {
        let digest = SHA256Hex.of(body, contentType).prefix(32)
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
