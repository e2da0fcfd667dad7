import HTTPTypes
import NIOCore

/// A GraphQL reply as HTTP: its status, headers and body, built the same way whichever path answers it (the
/// router, or `RememberedAnswers` on the event loop).
struct EncodedReply: Sendable {
    var status: HTTPResponse.Status
    var headers: HTTPFields
    /// Nil for a 304.
    var body: ByteBuffer?

    /// `reply` to a request with `request`'s inputs: gzip-encoded when it is over 1 KiB and the client accepts
    /// gzip; for a successful GET, with its ETag and Cache-Control, or a 304 when `If-None-Match` names its tag.
    init(_ reply: GraphQLHTTPReply, to request: AnswerInputs, caching: ConditionalGET) {
        let method = request.method
        var headers: HTTPFields = [.contentType: reply.contentType, .vary: caching.vary]
        for (name, value) in reply.headers {
            if let field = HTTPField.Name(name) { headers[field] = value }
        }
        let compresses = reply.body.count > ResponseCompression.minimumSize
            && ResponseCompression.acceptsGzip(request[.acceptEncoding])
        // A reply that sets its own Cache-Control (a persisted query not found) is not cached.
        if reply.status == 200, method == .get || method == .head, headers[.cacheControl] == nil {
            let tag = ConditionalGET.entityTag(of: reply.body, contentType: reply.contentType, encoding: compresses ? "gzip" : nil)
            headers[.eTag] = tag
            headers[.cacheControl] = caching.cacheControl
            if let ifNoneMatch = request[.ifNoneMatch], ConditionalGET.matches(ifNoneMatch, tag: tag) {
                headers[.contentType] = nil
                self.init(status: .notModified, headers: headers, body: nil)
                return
            }
        }
        var body = ByteBuffer(bytes: reply.body)
        if compresses, let compressed = ResponseCompression.gzip(body) {
            body = compressed
            headers[.contentEncoding] = "gzip"
        }
        self.init(status: HTTPResponse.Status(code: reply.status), headers: headers, body: body)
    }

    private init(status: HTTPResponse.Status, headers: HTTPFields, body: ByteBuffer?) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}
