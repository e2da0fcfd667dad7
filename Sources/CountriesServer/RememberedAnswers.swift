import Foundation
import HTTPTypes
import Logging
import NIOCore
import NIOHTTPTypes

/// Answers, on the connection's event loop, a GraphQL request that the engine has answered before (the memo's
/// answers), and passes every other request on to Hummingbird's router unchanged.
///
/// Hummingbird runs each request in a task on Swift's pool, so even a remembered answer crosses from the event loop
/// to the pool and back, with a thread woken each way: most of what such a request costs. This handler sits after
/// the HTTP decoder and before Hummingbird's: it holds a GraphQL request until its end, asks the endpoint for a
/// remembered reply, and writes it at once, with the headers, log line and metrics the router's path gives it.
///
/// What it leaves to the router: requests while an earlier one on the connection is still being answered there (so
/// that answers keep their order), `Origin` (CORS), `Connection`, `Expect`, the playground's page, `extensions`
/// (persisted queries), batches, bodies over the limit, and every path and method but a GraphQL GET or POST.
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
    }

    private enum State {
        /// Between requests, or passing a request on.
        case passing
        /// Holding a request that the memo may answer.
        case holding(head: HTTPRequest, body: ByteBuffer, arrived: ContinuousClock.Instant)
    }

    private let source: Source
    private var state = State.passing
    /// Requests passed on whose answers have not been written yet.
    private var passedOn = 0

    init(source: Source) {
        self.source = source
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch (unwrapInboundIn(data), state) {
        case (.head(let head), .passing):
            if passedOn == 0, Self.mayAnswer(head) {
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
            if let answer = answer(head, body: body) {
                write(answer, for: head, arrived: arrived, context: context)
            } else {
                passOn(head, body: body, context: context)
                context.fireChannelRead(data)
            }
        case (.head, .holding), (.body, .passing), (.end, .passing):
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), passedOn > 0 { passedOn -= 1 }
        context.write(data, promise: promise)
    }

    /// Whether `head` is a request this handler may answer, judged before its body arrives.
    static func mayAnswer(_ head: HTTPRequest) -> Bool {
        guard head.method == .post || head.method == .get,
              head.headerFields[.origin] == nil, head.headerFields[.connection] == nil, head.headerFields[.expect] == nil,
              !GraphiQLPlayground.wantsPage(method: head.method, accept: head.headerFields[.accept]) else { return false }
        let path = head.pathAndQuery.path
        return path == "/" || path == "/graphql"
    }

    /// The memo's answer to the request, from the answers by request bytes when it was sent byte for byte before.
    private func answer(_ head: HTTPRequest, body: ByteBuffer) -> AnswersByRequestBytes.Answer? {
        let key = AnswersByRequestBytes.Key(head, body: body)
        if let known = source.byRequestBytes.answer(for: key) {
            source.endpoint.metrics.recordMemoLookup(hit: true)
            return known
        }
        let request = CountriesHTTPServer.exchange(
            method: head.method, query: head.pathAndQuery.query.map(String.init), headers: head.headerFields, body: Data(buffer: body)
        )
        guard let reply = source.endpoint.rememberedReply(to: request) else { return nil }
        let answer = AnswersByRequestBytes.Answer(
            encoded: EncodedReply(reply, method: head.method, requestHeaders: head.headerFields, caching: source.caching),
            operationName: reply.operationName, status: reply.status
        )
        source.byRequestBytes.remember(answer, for: key)
        return answer
    }

    private func passOn(_ head: HTTPRequest, body: ByteBuffer, context: ChannelHandlerContext) {
        passedOn += 1
        context.fireChannelRead(wrapInboundOut(.head(head)))
        if body.readableBytes > 0 { context.fireChannelRead(wrapInboundOut(.body(body))) }
    }

    private func write(_ answer: AnswersByRequestBytes.Answer, for head: HTTPRequest, arrived: ContinuousClock.Instant, context: ChannelHandlerContext) {
        var headers = answer.encoded.headers
        headers[.contentLength] = String(answer.encoded.body?.readableBytes ?? 0)
        headers[.date] = HTTPDate.shared.now
        headers[.server] = source.serverName
        context.write(wrapOutboundOut(.head(HTTPResponse(status: answer.encoded.status, headerFields: headers))), promise: nil)
        if let body = answer.encoded.body, body.readableBytes > 0 {
            context.write(wrapOutboundOut(.body(body)), promise: nil)
        }
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        source.endpoint.metrics.recordRequest(operation: answer.operationName, status: answer.status, duration: .now - arrived)
        AccessLog.write(head.method, String(head.pathAndQuery.path), status: answer.encoded.status.code, since: arrived, logger: source.logger)
    }
}

private extension HTTPRequest {
    /// The request target split at its first `?`: the path, and the query string when there is one.
    var pathAndQuery: (path: Substring, query: Substring?) {
        let target = path ?? ""
        guard let mark = target.firstIndex(of: "?") else { return (target[...], nil) }
        return (target[..<mark], target[target.index(after: mark)...])
    }
}
