import ArgumentParser
import Foundation

/// A web origin from `--cors-origin`, parsed once: `scheme://host[:port]`, http or https, with nothing after it,
/// kept as browsers send it in `Origin` (RFC 6454: scheme and host in lower case, no default port), so that
/// `HTTPS://Example.com:443` matches and `http://a.test/` is refused instead of never matching.
struct WebOrigin: ExpressibleByArgument, Sendable {
    /// The origin as an `Origin` header names it.
    let serialized: String

    init?(argument: String) {
        guard let parts = URLComponents(string: argument), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = parts.host?.lowercased(), !host.isEmpty,
              parts.path.isEmpty, parts.query == nil, parts.fragment == nil, parts.user == nil, parts.password == nil
        else { return nil }
        let port = parts.port.flatMap { $0 == (scheme == "http" ? 80 : 443) ? nil : ":\($0)" } ?? ""
        serialized = "\(scheme)://\(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)\(port)"
    }
}
