import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

extension HTTPServerBuilder {
    /// Hummingbird's HTTP/1 server with its idle timeout, plus a deadline on reading each request: its head and
    /// body must arrive within `requestReadTimeout` of its first byte, however slowly they trickle in. With
    /// `rememberedAnswers`, the memo's answers are sent from the event loop (`RememberedAnswers`).
    ///
    /// Hummingbird's idle timer alone restarts at every decoded body part, so a body sent a byte at a time would
    /// hold the connection for ever; and it cannot start at a request's first byte, which only raw bytes show.
    static func http1WithRequestReadTimeout(
        _ requestReadTimeout: Duration, idleTimeout: Duration, rememberedAnswers: RememberedAnswers.Source? = nil
    ) -> HTTPServerBuilder {
        HTTPServerBuilder { responder in
            HTTP1ChannelWithReadDeadline(
                inner: HTTP1Channel(responder: responder, configuration: .init(idleTimeout: TimeAmount(idleTimeout))),
                readTimeout: TimeAmount(requestReadTimeout),
                rememberedAnswers: rememberedAnswers
            )
        }
    }
}

/// `HTTP1Channel` with a `RequestReadDeadline`'s two handlers around the HTTP decoder, and `RememberedAnswers`
/// last, just before Hummingbird's own handler: after its connection state, so that the idle timer and a graceful
/// shutdown count the requests it answers.
struct HTTP1ChannelWithReadDeadline: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let inner: HTTP1Channel
    let readTimeout: TimeAmount
    let rememberedAnswers: RememberedAnswers.Source?

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture { () -> HTTP1Channel in
            let deadline = RequestReadDeadline(timeout: readTimeout)
            try channel.pipeline.syncOperations.addHandler(deadline.makeBytesWatcher(), position: .first)
            let partsWatcher = NIOLoopBound(deadline.makePartsWatcher(), eventLoop: channel.eventLoop)
            var configuration = inner.configuration
            let others = configuration.additionalChannelHandlers
            configuration.additionalChannelHandlers = { () -> [any RemovableChannelHandler] in [partsWatcher.value] + others() }
            return HTTP1Channel(responder: inner.responder, configuration: configuration)
        }.flatMap { perConnection in
            perConnection.setup(channel: channel, logger: logger)
        }.flatMapThrowing { [rememberedAnswers] value in
            if let rememberedAnswers {
                let operations = channel.pipeline.syncOperations
                let state = try operations.handler(type: HTTPConnectionStateHandler.self)
                try operations.addHandler(RememberedAnswers(source: rememberedAnswers), position: .after(state))
            }
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await inner.handle(value: value, logger: logger)
    }
}

/// Closes a connection whose request takes longer than `timeout` to arrive, counted from the request's first byte
/// to its last: the clock starts when bytes come while no request is outstanding (every request read has been
/// answered), and stops when the decoder delivers the request's end.
///
/// Two handlers share it, both on the connection's event loop: one before the HTTP decoder sees the raw bytes,
/// one after it sees the decoded parts.
final class RequestReadDeadline {
    private let timeout: TimeAmount
    private var timer: Scheduled<Void>?
    /// Requests whose end has been decoded, and responses completely written; equal when no request is under way.
    private var requestsRead = 0
    private var responsesWritten = 0

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    /// The handler to put first in the pipeline.
    func makeBytesWatcher() -> BytesWatcher { BytesWatcher(deadline: self) }
    /// The handler to put after the HTTP decoder.
    func makePartsWatcher() -> PartsWatcher { PartsWatcher(deadline: self) }

    fileprivate func bytesArrived(_ context: ChannelHandlerContext) {
        guard timer == nil, requestsRead == responsesWritten else { return }
        let channel = context.channel
        timer = context.eventLoop.scheduleTask(in: timeout) { channel.close(promise: nil) }
    }

    fileprivate func requestRead() {
        requestsRead += 1
        stop()
    }

    fileprivate func responseWritten() {
        responsesWritten += 1
    }

    fileprivate func stop() {
        timer?.cancel()
        timer = nil
    }

    /// Starts the clock on a request's first bytes.
    final class BytesWatcher: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        typealias InboundOut = ByteBuffer
        private let deadline: RequestReadDeadline

        fileprivate init(deadline: RequestReadDeadline) {
            self.deadline = deadline
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            deadline.bytesArrived(context)
            context.fireChannelRead(data)
        }

        func channelInactive(context: ChannelHandlerContext) {
            deadline.stop()
            context.fireChannelInactive()
        }
    }

    /// Stops the clock when a request's end is decoded, and counts the responses written.
    final class PartsWatcher: ChannelDuplexHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        typealias OutboundIn = HTTPResponsePart
        typealias OutboundOut = HTTPResponsePart
        private let deadline: RequestReadDeadline

        fileprivate init(deadline: RequestReadDeadline) {
            self.deadline = deadline
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            if case .end = unwrapInboundIn(data) { deadline.requestRead() }
            context.fireChannelRead(data)
        }

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            if case .end = unwrapOutboundIn(data) { deadline.responseWritten() }
            context.write(data, promise: promise)
        }
    }
}
