import AsyncHTTPClient
import Foundation
import NIOCore

/// Reads one reply's body as AsyncHTTPClient streams it in, refusing it as soon as it breaks a limit.
///
/// AsyncHTTPClient inflates gzip and deflate bodies before they arrive here, so a compressed body's size on the
/// wire is known only from its `Content-Length`: the inflation ratio is checked against that when it is given,
/// and the inflated size always.
struct ReplyReader {
    /// A reply refused for breaking a limit; the detail says which.
    struct TooLarge: Error {
        let detail: String
    }

    let limits: ReplyLimits

    /// The whole body of `response`, or `TooLarge` once the head or the bytes so far break a limit. Leaving the
    /// body's iteration early cancels the rest of the transfer.
    func body(of response: HTTPClientResponse) async throws -> Data {
        let encoding = response.headers.first(name: "Content-Encoding")?.trimmingCharacters(in: .whitespaces).lowercased()
        // Only the encodings AsyncHTTPClient inflates; any other body is counted as it comes.
        let compressed = encoding == "gzip" || encoding == "deflate"
        let contentLength = response.headers.first(name: "Content-Length").flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        if let refusal = limits.refusal(contentLength: contentLength) { throw TooLarge(detail: refusal) }
        var body = Data()
        if let contentLength, !compressed { body.reserveCapacity(contentLength) }
        for try await piece in response.body {
            body.append(contentsOf: piece.readableBytesView)
            if let refusal = limits.refusal(received: body.count, compressed: compressed, contentLength: contentLength) {
                throw TooLarge(detail: refusal)
            }
        }
        return body
    }
}
