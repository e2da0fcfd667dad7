import CompressNIO
import NIOCore

/// gzip for answers over 1 KiB, when the client accepts it (AllCountries: about 18 KB down to about 4 KB).
enum ResponseCompression {
    /// Answers this size or smaller are sent as they are: gzip's header alone would eat what it saves.
    static let minimumSize = 1_024

    /// Whether an `Accept-Encoding` value accepts gzip: named with a weight over 0, or, when not named, covered by
    /// `*` with one (`gzip;q=0, *` refuses it).
    static func acceptsGzip(_ acceptEncoding: String?) -> Bool {
        (WeightedValues(acceptEncoding).weight(of: "gzip", "x-gzip", "*") ?? 0) > 0
    }

    /// `body` gzip-compressed at zlib's fastest level, or nil when zlib fails.
    static func gzip(_ body: ByteBuffer) -> ByteBuffer? {
        var input = body
        return try? input.compress(with: .gzip(configuration: .init(compressionLevel: 1)))
    }
}
