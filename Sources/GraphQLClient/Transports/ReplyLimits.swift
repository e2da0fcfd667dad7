/// How much of a reply the HTTP transport accepts before it refuses it, each checked as the body streams in.
///
/// A compressed body is inflated by AsyncHTTPClient before the transport sees it, so its bytes on the wire are
/// known only from its `Content-Length`: the inflation ratio is checked against that when it is given, and the
/// inflated size always (by AsyncHTTPClient itself as it inflates, and again as the body streams in).
public struct ReplyLimits: Sendable, Hashable {
    /// The most bytes an uncompressed body, or a compressed body's declared `Content-Length`, may have.
    public var maximumBodyBytes: Int
    /// The most bytes a compressed body may inflate to.
    public var maximumInflatedBytes: Int
    /// How many times its declared `Content-Length` a compressed body may inflate to.
    public var maximumInflationRatio: Int

    /// The default `maximumBodyBytes`: 4 MiB. The app's largest reply, AllCountries, is 38 KB.
    public static let defaultMaximumBodyBytes = 4 << 20

    /// Creates limits: by default 4 MiB on the wire, four times the body's limit inflated (16 MiB), and an
    /// inflation ratio of 100 (JSON compresses about 5 to 20 times).
    public init(
        maximumBodyBytes: Int = ReplyLimits.defaultMaximumBodyBytes, maximumInflatedBytes: Int? = nil, maximumInflationRatio: Int = 100
    ) {
        self.maximumBodyBytes = maximumBodyBytes
        self.maximumInflatedBytes = maximumInflatedBytes ?? (maximumBodyBytes > Int.max / 4 ? Int.max : maximumBodyBytes * 4)
        self.maximumInflationRatio = maximumInflationRatio
    }

    /// Why a body that declares `contentLength` (nil when it does not) must be refused before it is read, or nil.
    func refusal(contentLength: Int?) -> String? {
        guard let contentLength, contentLength > maximumBodyBytes else { return nil }
        return "the body announces \(contentLength) bytes, over the limit of \(maximumBodyBytes)"
    }

    /// Why a body must be refused once `received` bytes of it arrived, or nil; `compressed` tells whether they
    /// are inflated bytes of a body whose declared size on the wire is `contentLength`.
    func refusal(received: Int, compressed: Bool, contentLength: Int?) -> String? {
        guard compressed else {
            return received > maximumBodyBytes ? "the body exceeds the limit of \(maximumBodyBytes) bytes" : nil
        }
        if received > maximumInflatedBytes {
            return "the compressed body inflates past the limit of \(maximumInflatedBytes) bytes"
        }
        if let contentLength, Double(received) > Double(contentLength) * Double(maximumInflationRatio) {
            return "the compressed body of \(contentLength) bytes inflates more than \(maximumInflationRatio) times"
        }
        return nil
    }
}
