import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// The pipeline's end nearest the socket. It answers, before the HTTP decoder, a request that comes again byte for
/// byte on its connection after the memo answered it there (what a polling client sends), and it is where
/// `RememberedAnswers` writes the answers that NIO's HTTP encoder would frame wrongly.
///
/// Such a request costs no decoding, none of the handlers after the decoder, no lookup in the memo and no encoding:
/// its bytes are compared with the earlier request's, and the earlier answer is written again with a new `Date`,
/// counted in the metrics and the access log as `RememberedAnswers` counts its own. Equal bytes are an equal
/// request, so they get the answer the memo gave: same method, target, headers (the same ones `AnswerInputs`
/// admits: no credentials, no `Origin`) and body.
///
/// Bytes are compared only while the decoder is at rest, between whole requests, with every request answered: the
/// bytes are then a request of their own. The decoder is known to be at rest on a new connection, and after bytes
/// that were exactly one plain HTTP/1.1 request, given to it at rest: one request decoded from them, its head ending
/// at their first empty line and its body the rest. Bytes that hold part of a request, or more than one, or an
/// HTTP/1.0 request, a `Connection` header, a CONNECT or an `Upgrade` (after which the decoder may read no more),
/// leave the connection to the decoder from then on.
final class RawRequestAnswers: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// A request the memo answered on this connection, and its answer, written but for the date.
    private struct Repeatable {
        let request: ByteBuffer
        let answer: AnswersByRequestBytes.Answer
        /// The status line and the headers up to `Date`'s value.
        let headBeforeDate: ByteBuffer
        let method: HTTPRequest.Method
        let path: String
        /// Where the metrics count it.
        let series: ServerMetrics.RequestSeries
    }

    /// What the decoder delivered from the bytes being passed on.
    private struct Decoded {
        var heads = 0
        var ends = 0
        var bodyBytes = 0
        var memoAnswer: (answer: AnswersByRequestBytes.Answer, method: HTTPRequest.Method, path: String)?
    }

    private let source: RememberedAnswers.Source
    private let deadlines: ConnectionDeadlines?
    /// The headers after `Date`'s value, and the blank line.
    private let headAfterDate: String
    private var context: ChannelHandlerContext?
    private var decoderAtRest = true
    private var repeatable: Repeatable?
    private var decoded = Decoded()

    /// A handler that answers with `source`'s metrics and log, and tells `deadlines` of its answers.
    init(source: RememberedAnswers.Source, deadlines: ConnectionDeadlines? = nil) {
        self.source = source
        self.deadlines = deadlines
        headAfterDate = "\r\nServer: \(source.serverName)\r\n\r\n"
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        if decoderAtRest, deadlines?.allAnswered ?? true, let repeatable, bytes == repeatable.request {
            answer(with: repeatable, context: context)
            return
        }
        let wasAtRest = decoderAtRest
        decoded = Decoded()
        context.fireChannelRead(data)
        decoderAtRest = wasAtRest && decoded.heads == 1 && decoded.ends == 1
            && Self.plainHeadLength(of: bytes).map { $0 + decoded.bodyBytes } == bytes.readableBytes
        if decoderAtRest, let memo = decoded.memoAnswer {
            repeatable = Repeatable(
                request: ByteBuffer(bytes: bytes.readableBytesView), answer: memo.answer,
                headBeforeDate: Self.headBeforeDate(of: memo.answer.encoded), method: memo.method, path: memo.path,
                series: source.endpoint.metrics.requestSeries(operation: memo.answer.operationName, status: memo.answer.status)
            )
        }
    }

    /// `RememberedAnswers` saw `part` decoded.
    func partDecoded(_ part: HTTPRequestPart) {
        switch part {
        case .head: decoded.heads += 1
        case .body(let bytes): decoded.bodyBytes += bytes.readableBytes
        case .end: decoded.ends += 1
        }
    }

    /// `RememberedAnswers` answered the request just decoded from the memo.
    func answeredFromMemo(_ answer: AnswersByRequestBytes.Answer, method: HTTPRequest.Method, path: String) {
        decoded.memoAnswer = (answer, method, path)
    }

    /// Writes `response` and `body` as HTTP/1.1 bytes, framed by the `Content-Length` the response carries; nil
    /// when the handler has left the pipeline.
    func writeAndFlush(_ response: HTTPResponse, body: ByteBuffer?) -> EventLoopFuture<Void>? {
        guard let context else { return nil }
        var bytes = context.channel.allocator.buffer(capacity: 256 + (body?.readableBytes ?? 0))
        Self.writeHead(response.status, response.headerFields, to: &bytes)
        bytes.writeString("\r\n")
        if var body { bytes.writeBuffer(&body) }
        return context.writeAndFlush(NIOAny(bytes))
    }

    private func answer(with repeatable: Repeatable, context: ChannelHandlerContext) {
        let arrived = ContinuousClock.now
        var head = context.channel.allocator.buffer(capacity: repeatable.headBeforeDate.readableBytes + 64 + headAfterDate.utf8.count)
        head.writeImmutableBuffer(repeatable.headBeforeDate)
        head.writeString(HTTPDate.shared.now)
        head.writeString(headAfterDate)
        context.write(NIOAny(head), promise: nil)
        if let body = repeatable.answer.encoded.body, body.readableBytes > 0 { context.write(NIOAny(body), promise: nil) }
        context.flush()
        source.endpoint.metrics.recordMemoLookup(hit: true)
        source.record(repeatable.answer, method: repeatable.method, path: repeatable.path, arrived: arrived, series: repeatable.series)
        deadlines?.answeredBeforeDecoding()
    }

    /// The status line and `fields`, each line ending in CRLF.
    private static func writeHead(_ status: HTTPResponse.Status, _ fields: HTTPFields, to bytes: inout ByteBuffer) {
        bytes.writeString("HTTP/1.1 \(status.code) \(HTTPResponseStatus(statusCode: status.code).reasonPhrase)\r\n")
        for field in fields {
            bytes.writeString("\(field.name.rawName): \(field.value)\r\n")
        }
    }

    /// `encoded`'s status line and headers, as `RememberedAnswers` sends them, up to the value of their `Date`.
    private static func headBeforeDate(of encoded: EncodedReply) -> ByteBuffer {
        var bytes = ByteBuffer()
        writeHead(encoded.status, RememberedAnswers.framedHeaders(of: encoded), to: &bytes)
        bytes.writeString("Date: ")
        return bytes
    }

    /// The length of the head of the request at the start of `bytes`, up to its first empty line (the decoder takes
    /// no line that does not end in CRLF), when it is a plain HTTP/1.1 request: one that keeps its connection (no
    /// `Connection` header) and after which the decoder reads on, which it does not after a CONNECT or an `Upgrade`.
    /// Nil for any other bytes.
    static func plainHeadLength(of bytes: ByteBuffer) -> Int? {
        let view = bytes.readableBytesView
        guard let blankLine = view.firstRange(of: [13, 10, 13, 10]) else { return nil }
        let lines = String(decoding: view[..<blankLine.lowerBound], as: UTF8.self).split(separator: "\r\n")
        guard let requestLine = lines.first, requestLine.hasSuffix(" HTTP/1.1"), !requestLine.hasPrefix("CONNECT "),
              !lines.dropFirst().contains(where: { line in
                  let name = line.prefix { $0 != ":" }.lowercased()
                  return name == "connection" || name == "upgrade"
              }) else { return nil }
        return blankLine.upperBound - view.startIndex
    }
}
