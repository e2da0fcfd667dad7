import Foundation
import HTTPTypes
import Logging
import NIOCore
import NIOHTTPTypes

/// Answers, on the connection's event loop, a GraphQL request that the engine has answered before (the memo's
/// answers), and a CONNECT or TRACE, which no route serves; it passes every other request on to Hummingbird's
/// router unchanged.
///
/// Hummingbird runs each request in a task on Swift's pool, so even a remembered answer crosses from the event loop
/// to the pool and back, with a thread woken each way: most of what such a request costs. This handler sits after
/// the HTTP decoder and before Hummingbird's: it holds a GraphQL request until its end, asks the endpoint for a
/// remembered reply, and writes it at once, encoded and recorded by the same functions as the router's answers.
///
/// What it leaves to the router: requests while an earlier one on the connection is still being answered there (so
/// that answers keep their order), any request whose headers are not all in `AnswerInputs`'s lists (credentials,
/// `Origin`, `Connection`, `Expect`), the playground's page, `extensions` (persisted queries), batches, bodies over
/// the limit, and every path and method but a GraphQL GET or POST.
///
/// When the server starts to stop, a request held while its body arrives is answered here with the endpoint's 503
/// at once, rather than waiting for a body that may never end; the router's graceful shutdown does the same for
/// the requests passed on to it.
final class RememberedAnswers: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// What the handler answers with.
    struct Source: Sendable {
        let endpoint: GraphQLHTTPEndpoint
        let caching: ConditionalGET
        let serverName: String
        let logger: Logger
        /// The answers given, by their requests' bytes, shared by every connection.
        var byRequestBytes = AnswersByRequestBytes()

        /// Counts `answer`, sent to a request with `method` for `path` that arrived at `arrived`, in the metrics (in
        /// `series` when the caller has found it) and the access log.
        func record(
            _ answer: AnswersByRequestBytes.Answer, method: HTTPRequest.Method, path: String, arrived: ContinuousClock.Instant,
            series: ServerMetrics.RequestSeries? = nil
        ) {
            endpoint.recordAnswer(
                in: series ?? endpoint.metrics.requestSeries(operation: answer.operationName, status: answer.status),
                sentStatus: answer.encoded.status, method: method, path: path, since: arrived, logger: logger
            )
        }
    }

    private enum State {
        /// Between requests, or passing a request on.
        case passing
        /// Holding a request that the memo may answer.
        case holding(head: HTTPRequest, body: ByteBuffer, arrived: ContinuousClock.Instant)
        /// Dropping the rest of a request already answered (a CONNECT's or TRACE's).
        case dropping
    }

    private let source: Source
    /// Where the answer to a CONNECT is written as bytes, past NIO's HTTP encoder, and which hears of every part
    /// decoded and every answer from the memo, to answer a request sent again byte for byte before decoding it.
    private let outlet: RawRequestAnswers?
    private var state = State.passing
    /// Requests passed on whose answers have not been written yet.
    private var passedOn = 0
    private var context: ChannelHandlerContext?

    /// A handler that answers from `source`; it writes a CONNECT's refusal to `outlet` when there is one.
    init(source: Source, outlet: RawRequestAnswers? = nil) {
        self.source = source
        self.outlet = outlet
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        self.context = nil
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let received = unwrapInboundIn(data)
        outlet?.partDecoded(received)
        switch (received, state) {
        case (.head(let head), .passing):
            if passedOn == 0, head.method == .connect || head.method == .trace {
                refuse(head, context: context)
            } else if passedOn == 0, AnswerInputs.mayBeAnsweredEarly(head) {
                state = .holding(head: head, body: context.channel.allocator.buffer(capacity: 0), arrived: .now)
            } else {
                passedOn += 1
                context.fireChannelRead(data)
            }
        case (.body(var part), .holding(let head, var body, let arrived)):
            state = .passing
            guard body.readableBytes + part.readableBytes <= GraphQLHTTPEndpoint.maxBodySize else {
                passOn(head, body: body, context: context)
                context.fireChannelRead(wrapInboundOut(.body(part)))
                return
            }
            body.writeBuffer(&part)
            state = .holding(head: head, body: body, arrived: arrived)
        case (.end, .holding(let head, let body, let arrived)):
            state = .passing
            let inputs = AnswerInputs(head)
            if let answer = answer(inputs, body: body) {
                write(answer, for: inputs, arrived: arrived, context: context)
                outlet?.answeredFromMemo(answer, method: inputs.method, path: String(inputs.pathAndQuery.path))
            } else {
                passOn(head, body: body, context: context)
                context.fireChannelRead(data)
            }
        case (.end, .dropping):
            state = .passing
        case (.body, .dropping):
            break
        case (.head, .holding), (.head, .dropping), (.body, .passing), (.end, .passing):
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), passedOn > 0 { passedOn -= 1 }
        context.write(data, promise: promise)
    }

    /// The server has begun to stop (`ShutdownWatcher`): a request held while its body arrives is answered with the
    /// endpoint's 503 at once, and the rest of it dropped, instead of waiting for a body that may never end.
    /// Hummingbird's connection state, which the event reaches next, then closes the connection, since no request
    /// on it is left unanswered.
    fileprivate func serverStopping() {
        guard let context, case .holding(let head, _, let arrived) = state else { return }
        state = .dropping
        let inputs = AnswerInputs(head)
        let reply = GraphQLHTTPEndpoint.shuttingDown(contentType: GraphQLHTTPEndpoint.responseType(for: inputs[.accept]), operationName: nil)
        write(
            AnswersByRequestBytes.Answer(encoded: EncodedReply(reply, to: inputs, caching: source.caching), operationName: nil, status: reply.status),
            for: inputs, arrived: arrived, context: context
        )
    }

    /// A handler for before Hummingbird's connection state, which keeps the quiescing event to itself: it tells this
    /// handler that the server is stopping, then passes the event on.
    func makeShutdownWatcher() -> ShutdownWatcher { ShutdownWatcher(answers: self) }

    /// The memo's answer to the request, from the answers by request bytes when it was sent byte for byte before.
    private func answer(_ inputs: AnswerInputs, body: ByteBuffer) -> AnswersByRequestBytes.Answer? {
        let key = AnswersByRequestBytes.Key(inputs: inputs, body: body)
        if let known = source.byRequestBytes.answer(for: key) {
            source.endpoint.metrics.recordMemoLookup(hit: true)
            return known
        }
        let request = CountriesHTTPServer.exchange(inputs, body: Data(buffer: body))
        guard let reply = source.endpoint.rememberedReply(to: request) else { return nil }
        let answer = AnswersByRequestBytes.Answer(
            encoded: EncodedReply(reply, to: inputs, caching: source.caching), operationName: reply.operationName, status: reply.status
        )
        source.byRequestBytes.remember(answer, for: key)
        return answer
    }

    /// Answers a CONNECT or TRACE with the endpoint's 405. After a CONNECT the HTTP decoder reads no more of the
    /// connection, so it is closed once the answer is sent.
    ///
    /// NIO's HTTP encoder frames every answer to a CONNECT as a tunnel's, with no body and no `Content-Length`,
    /// though RFC 9112 (§6.3) says so only of a 2xx: a refusal has its body and length. So the CONNECT's refusal is
    /// written as bytes to `outlet`, past the encoder.
    private func refuse(_ head: HTTPRequest, context: ChannelHandlerContext) {
        state = .dropping
        let inputs = AnswerInputs(head)
        let reply = GraphQLHTTPEndpoint.reply(
            refusing: .methodNotAllowed(head.method.rawValue), contentType: GraphQLHTTPEndpoint.responseType(for: inputs[.accept])
        )
        var encoded = EncodedReply(reply, to: inputs, caching: source.caching)
        if head.method == .connect { encoded.headers[.connection] = "close" }
        let answer = AnswersByRequestBytes.Answer(encoded: encoded, operationName: nil, status: reply.status)
        let channel = context.channel
        if head.method == .connect,
           let written = outlet?.writeAndFlush(HTTPResponse(status: encoded.status, headerFields: headers(of: encoded)), body: encoded.body) {
            written.whenComplete { _ in channel.close(promise: nil) }
            source.record(answer, method: inputs.method, path: String(inputs.pathAndQuery.path), arrived: .now)
            return
        }
        write(answer, for: inputs, arrived: .now, context: context)
        if head.method == .connect { channel.close(promise: nil) }
    }

    private func passOn(_ head: HTTPRequest, body: ByteBuffer, context: ChannelHandlerContext) {
        passedOn += 1
        context.fireChannelRead(wrapInboundOut(.head(head)))
        if body.readableBytes > 0 { context.fireChannelRead(wrapInboundOut(.body(body))) }
    }

    private func write(
        _ answer: AnswersByRequestBytes.Answer, for inputs: AnswerInputs, arrived: ContinuousClock.Instant, context: ChannelHandlerContext
    ) {
        let head = HTTPResponse(status: answer.encoded.status, headerFields: headers(of: answer.encoded))
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        if let body = answer.encoded.body, body.readableBytes > 0 {
            context.write(wrapOutboundOut(.body(body)), promise: nil)
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        source.record(answer, method: inputs.method, path: String(inputs.pathAndQuery.path), arrived: arrived)
    }

    /// `encoded`'s headers with what Hummingbird adds to the router's answers.
    private func headers(of encoded: EncodedReply) -> HTTPFields {
        var headers = Self.framedHeaders(of: encoded)
        headers[.date] = HTTPDate.shared.now
        headers[.server] = source.serverName
        return headers
    }

    /// `encoded`'s headers and its `Content-Length`: those of its answer but for `Date` and `Server`, which follow.
    static func framedHeaders(of encoded: EncodedReply) -> HTTPFields {
        var headers = encoded.headers
        headers[.contentLength] = String(encoded.body?.readableBytes ?? 0)
        return headers
    }

    /// Tells `RememberedAnswers` when the server starts to stop.
    final class ShutdownWatcher: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        private let answers: RememberedAnswers

        fileprivate init(answers: RememberedAnswers) {
            self.answers = answers
        }

        func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
            if event is ChannelShouldQuiesceEvent { answers.serverStopping() }
            context.fireUserInboundEventTriggered(event)
        }
    }
}
