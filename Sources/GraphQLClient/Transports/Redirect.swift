import Foundation
import HTTPTypes

/// Where the transport goes after a redirect, and what the next request carries (RFC 9110 §15.4).
///
/// The transport follows redirects itself: AsyncHTTPClient, when it follows them, drops only `Authorization`,
/// `Cookie`, `Proxy-Authorization` and `Origin` on a hop that leaves the origin, and has no way to drop the
/// headers an interceptor added.
///
/// - 303, and 301 or 302 after a POST, become a GET without a body, as browsers and curl do.
/// - 307 and 308 repeat the method and the body byte for byte.
/// - A hop that leaves the origin (scheme, host or port) carries only the transport's own headers: credentials
///   and every header an interceptor added (`--header`) are dropped, as curl and browsers drop them, and stay
///   dropped for the hops after it.
enum Redirect {
    /// The most redirects one attempt follows.
    static let maximumHops = 5

    /// The request that follows a reply with `status` and `location` to `request`, or nil when the reply is not
    /// a redirect the transport follows (no `Location`, or one that is not http or https). `ownHeaders` are the
    /// header fields the transport itself sets, the only ones kept when the hop leaves the origin.
    static func next(after status: Int, location: String?, from request: OutgoingRequest, ownHeaders: HTTPFields) -> OutgoingRequest? {
        guard [301, 302, 303, 307, 308].contains(status), let location, let current = request.head.url,
            let target = URL(string: location, relativeTo: current)?.absoluteURL,
            let scheme = target.scheme?.lowercased(), scheme == "http" || scheme == "https", target.host != nil
        else { return nil }
        var next = request
        next.head.url = target
        if !sameOrigin(current, target) {
            next.head.headerFields = ownHeaders
        }
        let method = request.head.method
        if (status == 303 && method != .head) || ((status == 301 || status == 302) && method == .post) {
            next.head.method = .get
            next.head.headerFields[.contentType] = nil
            next.body = nil
        }
        return next
    }

    /// Whether two URLs share scheme, host and port (a missing port being the scheme's default).
    static func sameOrigin(_ one: URL, _ other: URL) -> Bool {
        origin(one) == origin(other)
    }

    private static func origin(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? ""
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(url.host?.lowercased() ?? ""):\(port)"
    }
}
