import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1 server, plus deadlines on reading each request and on idleness (`ConnectionDeadlines`,
    /// which keeps Hummingbird's idle timer's place), the memo's answers and the refusal of CONNECT and TRACE sent
    /// from the event loop (`RememberedAnswers`), a request sent again byte for byte answered before decoding
    /// (`RawRequestAnswers`), and a connection closed after the answer to a request that does not keep it
    /// (`ClosingAfterAnswer`).
    static func http1WithEarlyAnswers(timeouts: ServerTimeouts, rememberedAnswers: RememberedAnswers.Source) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            // No idle timer of Hummingbird's: it hears nothing of the requests answered before decoding, and would
            // close a connection busy with them.
            EarlyAnswersChannel(
                inner: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: nil)),
                readTimeout: TimeAmount(timeouts.requestRead),
                idleTimeout: TimeAmount(timeouts.idle),
                rememberedAnswers: rememberedAnswers
            )
        }
    }
}

/// `HTTP1Channel` with, in pipeline order: `RawRequestAnswers` and the `ConnectionDeadlines`' bytes watcher before
/// the HTTP decoder;
/// `ClosingAfterAnswer` after it, while the HTTP version is still known; the deadlines' parts watcher and
/// `RememberedAnswers`' shutdown watcher before Hummingbird's connection state; and `RememberedAnswers` last, just
/// before Hummingbird's own handler, after its connection state, so that a graceful shutdown counts the requests it
/// answers.
struct EarlyAnswersChannel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let inner: HTTP1Channel
    let readTimeout: TimeAmount
    let idleTimeout: TimeAmount
    let rememberedAnswers: RememberedAnswers.Source

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture { () -> (HTTP1Channel, NIOLoopBound<RememberedAnswers>) in
            let deadlines = ConnectionDeadlines(read: readTimeout, idle: idleTimeout)
            try channel.pipeline.syncOperations.addHandler(deadlines.makeBytesWatcher(), position: .first)
            let outlet = RawRequestAnswers(source: rememberedAnswers, deadlines: deadlines)
            try channel.pipeline.syncOperations.addHandler(outlet, position: .first)
            let answers = NIOLoopBound(RememberedAnswers(source: rememberedAnswers, outlet: outlet), eventLoop: channel.eventLoop)
            let watchers = NIOLoopBound(
                [deadlines.makePartsWatcher(), answers.value.makeShutdownWatcher()] as [any RemovableChannelHandler],
                eventLoop: channel.eventLoop
            )
            var configuration = inner.configuration
            let others = configuration.additionalChannelHandlers
            configuration.additionalChannelHandlers = { () -> [any RemovableChannelHandler] in watchers.value + others() }
            return (HTTP1Channel(responder: inner.responder, configuration: configuration), answers)
        }.flatMap { pair in
            let (perConnection, answers) = pair
            return perConnection.setup(channel: channel, logger: logger).flatMapThrowing { value in
                let operations = channel.pipeline.syncOperations
                try operations.addHandler(ClosingAfterAnswer(), position: .before(try operations.handler(type: HTTP1ToHTTPServerCodec.self)))
                try operations.addHandler(answers.value, position: .after(try operations.handler(type: HTTPConnectionStateHandler.self)))
                return value
            }
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// Closes the connection once a request that does not keep it is answered, and says so in the answer's
/// `Connection: close`: HTTP/1.0 without `Connection: keep-alive`, HTTP/1.1 with `Connection: close`, and a CONNECT,
/// after which the HTTP decoder reads no more of the connection.
final class ClosingAfterAnswer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    private var requestsRead = 0
    private var answersWritten = 0
    /// The number of the request (from 1) after whose answer the connection closes.
    private var lastRequest: Int?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data) {
            requestsRead += 1
            if lastRequest == nil, !head.isKeepAlive || head.method == .CONNECT { lastRequest = requestsRead }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var head) where answersWritten + 1 == lastRequest:
            head.headers.replaceOrAdd(name: "Connection", value: "close")
            context.write(wrapOutboundOut(.head(head)), promise: promise)
        case .end:
            answersWritten += 1
            guard answersWritten == lastRequest else { return context.write(data, promise: promise) }
            let written = promise ?? context.eventLoop.makePromise()
            let channel = context.channel
            written.futureResult.whenComplete { _ in channel.close(promise: nil) }
            context.writeAndFlush(data, promise: written)
        default:
            context.write(data, promise: promise)
        }
    }
}
