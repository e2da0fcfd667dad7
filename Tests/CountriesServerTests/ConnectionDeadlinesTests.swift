@testable import CountriesServer
import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

/// The deadlines on reading a request and on idleness, on an event loop whose time the test moves: the connection's
/// raw bytes go through one channel's handler, its decoded parts through another's, as they sit before and after the
/// decoder.
@Suite("The connection's deadlines")
struct ConnectionDeadlinesTests {
    private struct Connection {
        let loop = EmbeddedEventLoop()
        let deadlines: ConnectionDeadlines
        let bytes: EmbeddedChannel
        let parts: EmbeddedChannel

        init(timeout: TimeAmount, idle: TimeAmount = .hours(1)) throws {
            deadlines = ConnectionDeadlines(read: timeout, idle: idle)
            bytes = EmbeddedChannel(handler: deadlines.makeBytesWatcher(), loop: loop)
            parts = EmbeddedChannel(handler: deadlines.makePartsWatcher(), loop: loop)
            for channel in [bytes, parts] {
                try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
            }
        }

        func send(_ text: String) throws {
            try bytes.writeInbound(ByteBuffer(string: text))
        }

        func decodeEnd() throws {
            try parts.writeInbound(HTTPRequestPart.end(nil))
        }

        func answer() throws {
            try parts.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
            try parts.writeOutbound(HTTPResponsePart.end(nil))
        }

        /// Checks that the connection is still open 1 ms before `milliseconds` from now, and closed at it.
        func expectClosing(
            afterMilliseconds milliseconds: Int64, open: Comment? = nil, closed: Comment? = nil,
            sourceLocation: SourceLocation = #_sourceLocation
        ) {
            loop.advanceTime(by: .milliseconds(milliseconds - 1))
            #expect(bytes.isActive, open, sourceLocation: sourceLocation)
            loop.advanceTime(by: .milliseconds(1))
            #expect(!bytes.isActive, closed, sourceLocation: sourceLocation)
        }
    }

    @Test func aRequestReadJustWithinTheTimeoutKeepsItsConnection() throws {
        let connection = try Connection(timeout: .seconds(3))
        try connection.send("POST /graphql HTTP/1.1\r\n")
        connection.loop.advanceTime(by: .milliseconds(2_999))
        try connection.send("{}")
        try connection.decodeEnd()
        connection.loop.advanceTime(by: .hours(2))
        #expect(connection.bytes.isActive, "no clock runs while the request is answered")
    }

    @Test func aRequestStillArrivingAtTheTimeoutLosesItsConnection() throws {
        let connection = try Connection(timeout: .seconds(3))
        try connection.send("POST /graphql HTTP/1.1\r\n")
        for _ in 0..<299 {
            connection.loop.advanceTime(by: .milliseconds(10))
            try connection.send(" ")
        }
        #expect(connection.bytes.isActive)
        connection.loop.advanceTime(by: .milliseconds(10))
        #expect(!connection.bytes.isActive, "closed 3 s after the request's first byte, however the bytes trickled")
    }

    @Test func theClockStartsAgainAtTheNextRequestsFirstByte() throws {
        let connection = try Connection(timeout: .seconds(3))
        try connection.send("GET / HTTP/1.1\r\n\r\n")
        try connection.decodeEnd()
        try connection.answer()
        connection.loop.advanceTime(by: .seconds(60))
        try connection.send("GET / HTTP/1.1\r\n")
        connection.expectClosing(afterMilliseconds: 3_000)
    }

    @Test func aConnectionWithoutARequestClosesWhenIdle() throws {
        let connection = try Connection(timeout: .seconds(3), idle: .seconds(30))
        connection.expectClosing(afterMilliseconds: 30_000)
    }

    /// The idle clock starts again at each answer that leaves nothing outstanding; the read clock, shorter, comes
    /// before the idle one's timer and closes the connection on time.
    @Test func theIdleClockStartsAtEachAnswerAndTheReadClockOvertakesIt() throws {
        let connection = try Connection(timeout: .seconds(3), idle: .seconds(30))
        connection.loop.advanceTime(by: .seconds(20))
        try connection.send("GET / HTTP/1.1\r\n\r\n")
        try connection.decodeEnd()
        try connection.answer()
        connection.loop.advanceTime(by: .seconds(20))
        #expect(connection.bytes.isActive, "idle since the answer, not since the connection began")
        try connection.send("GET / HTTP/1.1\r\n")
        connection.expectClosing(afterMilliseconds: 3_000)
    }

    /// Bytes alone do not stop the idle clock: a request's head must be whole within it, as Hummingbird's idle
    /// timer required; then the read clock alone runs.
    @Test func theIdleClockRunsUntilARequestsHeadIsWhole() throws {
        let slow = try Connection(timeout: .seconds(10), idle: .seconds(5))
        slow.loop.advanceTime(by: .seconds(4))
        try slow.send("GET / HTTP/1.1\r\n")
        slow.expectClosing(afterMilliseconds: 1_000, closed: "no head 5 s after the connection began")

        let prompt = try Connection(timeout: .seconds(10), idle: .seconds(5))
        prompt.loop.advanceTime(by: .seconds(4))
        try prompt.send("POST / HTTP/1.1\r\nContent-Length: 9\r\n\r\n")
        try prompt.parts.writeInbound(HTTPRequestPart.head(HTTPRequest(method: .post, scheme: nil, authority: nil, path: "/")))
        prompt.expectClosing(afterMilliseconds: 10_000, open: "the head came in time; the body has 10 s from the first byte")
    }

    @Test func answersBeforeDecodingKeepTheConnectionFromIdling() throws {
        let connection = try Connection(timeout: .seconds(3), idle: .seconds(5))
        for _ in 0..<10 {
            connection.loop.advanceTime(by: .seconds(4))
            connection.deadlines.answeredBeforeDecoding()
        }
        #expect(connection.bytes.isActive, "answered every 4 s for 40 s with an idle timeout of 5 s")
        connection.loop.advanceTime(by: .seconds(5))
        #expect(!connection.bytes.isActive)
    }
}
