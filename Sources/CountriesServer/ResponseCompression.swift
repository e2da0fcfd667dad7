import CompressNIO
import NIOCore

/// gzip for answers over 1 KiB, when the client accepts it (AllCountries: about 18 KB down to about 4 KB).
enum ResponseCompression {
    /// Answers this size or smaller are sent as they are: gzip's header alone would eat what it saves.
    static let minimumSize = 1_024

    /// Whether an `Accept-Encoding` value accepts gzip (listed, or `*`, without `q=0`).
    static func acceptsGzip(_ acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        for coding in acceptEncoding.lowercased().split(separator: ",") {
            let parts = coding.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard let name = parts.first, name == "gzip" || name == "x-gzip" || name == "*" else { continue }
            let refused = parts.dropFirst().contains { parameter in
                parameter.hasPrefix("q=") && Double(parameter.dropFirst(2)) == 0
            }
            if !refused { return true }
        }
        return false
    }

    /// `body` gzip-compressed at zlib's fastest level, or nil when zlib fails.
    static func gzip(_ body: ByteBuffer) -> ByteBuffer? {
        var input = body
        return try? input.compress(with: .gzip(configuration: .init(compressionLevel: 1)))
    }
}
