import NIOCore
import NIOHTTPTypes

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
