import ArgumentParser
import Foundation

/// A web origin from `--cors-origin`, parsed once: `scheme://host[:port]`, http or https, with nothing after it,
/// kept as browsers send it in `Origin` (RFC 6454: scheme and host in lower case, no default port), so that
/// `HTTPS://Example.com:443` matches, and `http://a.test/`, a port past 65535 and a host that is not ASCII (write
/// its punycode, `xn--…`) are refused instead of never matching.
struct WebOrigin: ExpressibleByArgument, Sendable {
    /// The origin as an `Origin` header names it.
    let serialized: String

    init?(argument: String) {
        // A browser sends an international host in its ASCII (punycode) form, so any other form would never match.
        guard argument.unicodeScalars.allSatisfy(\.isASCII), !argument.contains("%"),
              let parts = URLComponents(string: argument), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", parts.host != nil,
              // `host` reads punycode back as Unicode (`münchen.de`); `encodedHost` is the ASCII a browser sends.
              let host = parts.encodedHost?.lowercased(), !host.isEmpty,
              parts.path.isEmpty, parts.query == nil, parts.fragment == nil, parts.user == nil, parts.password == nil,
              parts.port.map({ (1...65_535).contains($0) }) ?? true
        else { return nil }
        let port = parts.port.flatMap { $0 == (scheme == "http" ? 80 : 443) ? nil : ":\($0)" } ?? ""
        serialized = "\(scheme)://\(host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host)\(port)"
    }
}
