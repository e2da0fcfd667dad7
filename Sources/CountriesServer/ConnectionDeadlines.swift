import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request takes longer than `read` to arrive, or that stays `idle` without one.
///
/// The read clock runs from a request's first byte to its last: it starts when bytes come while no request is
/// outstanding (every request read has been answered), and stops when the decoder delivers the request's end. The
/// idle clock runs while no request is outstanding until a request's head is whole: from the connection's start and
/// from each answer that leaves nothing outstanding (Hummingbird's idle timer, whose place it takes). Neither runs
/// while a request is being answered, which the endpoint's own deadline bounds.
///
/// One timer serves both, and it is moved only when a deadline comes earlier than it: a timer that fires before the
/// current deadline sets itself again for it. Scheduling and cancelling a task for each request cost more than the
/// rest of answering one from the memo.
///
/// Two handlers share it, both on the connection's event loop: one before the HTTP decoder sees the raw bytes,
/// one after it sees the decoded parts; `RawRequestAnswers`, which answers requests before the decoder, tells it
/// of its answers.
final class ConnectionDeadlines {
    private let read: TimeAmount
    private let idle: TimeAmount
    private var channel: (any Channel)?
    /// When the connection closes unless something happens first; nil while a request is being answered.
    private var deadline: NIODeadline?
    private var timer: (task: Scheduled<Void>, at: NIODeadline)?
    /// Requests whose end has been decoded, and responses completely written; equal when no request is under way.
    private var requestsRead = 0
    private var responsesWritten = 0
    /// Since a request's first byte, until its end: when it must have arrived.
    private var reading: NIODeadline?

    init(read: TimeAmount, idle: TimeAmount) {
        self.read = read
        self.idle = idle
    }

    /// The handler to put first in the pipeline.
    func makeBytesWatcher() -> BytesWatcher { BytesWatcher(deadlines: self) }
    /// The handler to put after the HTTP decoder.
    func makePartsWatcher() -> PartsWatcher { PartsWatcher(deadlines: self) }

    /// Whether every request read has been answered.
    var allAnswered: Bool { requestsRead == responsesWritten }

    /// A request that arrived whole was answered before the decoder: the connection is idle from now.
    func answeredBeforeDecoding() {
        set(now + idle)
    }

    fileprivate func started(_ channel: any Channel) {
        guard self.channel == nil else { return }
        self.channel = channel
        set(now + idle)
    }

    fileprivate func bytesArrived() {
        guard reading == nil, allAnswered else { return }
        let readBy = now + read
        reading = readBy
        set(min(readBy, deadline ?? readBy))
    }

    fileprivate func headRead() {
        if let reading { set(reading) }
    }

    fileprivate func requestRead() {
        requestsRead += 1
        reading = nil
        deadline = nil
    }

    fileprivate func responseWritten() {
        responsesWritten += 1
        if reading == nil, allAnswered { set(now + idle) }
    }

    fileprivate func stop() {
        timer?.task.cancel()
        timer = nil
        deadline = nil
        channel = nil
    }

    /// The time on the connection's event loop, which a test's loop sets.
    private var now: NIODeadline { channel?.eventLoop.now ?? .now() }

    private func set(_ deadline: NIODeadline) {
        self.deadline = deadline
        guard let channel, timer.map({ $0.at > deadline }) ?? true else { return }
        timer?.task.cancel()
        timer = (channel.eventLoop.assumeIsolated().scheduleTask(deadline: deadline) { self.fired() }, deadline)
    }

    private func fired() {
        timer = nil
        guard let deadline else { return }
        if deadline <= now {
            channel?.close(promise: nil)
        } else {
            set(deadline)
        }
    }

    /// Starts the clocks with the connection, and the read clock again on a request's first bytes.
    final class BytesWatcher: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = ByteBuffer
        typealias InboundOut = ByteBuffer
        private let deadlines: ConnectionDeadlines

        fileprivate init(deadlines: ConnectionDeadlines) {
            self.deadlines = deadlines
        }

        func handlerAdded(context: ChannelHandlerContext) {
            if context.channel.isActive { deadlines.started(context.channel) }
        }

        func channelActive(context: ChannelHandlerContext) {
            deadlines.started(context.channel)
            context.fireChannelActive()
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            deadlines.bytesArrived()
            context.fireChannelRead(data)
        }

        func channelInactive(context: ChannelHandlerContext) {
            deadlines.stop()
            context.fireChannelInactive()
        }
    }

    /// Stops the idle clock when a request's head is decoded and the read clock at its end, and counts the responses
    /// written.
    final class PartsWatcher: ChannelDuplexHandler, RemovableChannelHandler {
        typealias InboundIn = HTTPRequestPart
        typealias InboundOut = HTTPRequestPart
        typealias OutboundIn = HTTPResponsePart
        typealias OutboundOut = HTTPResponsePart
        private let deadlines: ConnectionDeadlines

        fileprivate init(deadlines: ConnectionDeadlines) {
            self.deadlines = deadlines
        }

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            switch unwrapInboundIn(data) {
            case .head: deadlines.headRead()
            case .body: break
            case .end: deadlines.requestRead()
            }
            context.fireChannelRead(data)
        }

        func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
            if case .end = unwrapOutboundIn(data) { deadlines.responseWritten() }
            context.write(data, promise: promise)
        }
    }
}
