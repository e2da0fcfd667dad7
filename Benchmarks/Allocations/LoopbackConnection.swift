import BenchmarkFixtures
import Foundation
import Glibc

/// A kept-alive HTTP/1.1 connection to the loopback server through plain sockets and one buffer allocated up
/// front, so that what a request allocates is the server's, not the client's.
///
/// Its sends and receives block, so they run on a thread of its own, which the benchmark's task awaits: blocked on
/// one of the cooperative pool's threads (one a core, two on a small machine), they would starve the server they
/// wait for, whose handlers run on the same pool.
final class LoopbackConnection: @unchecked Sendable {
    // `pending` and `closing` are guarded by `condition`; the socket and the buffer are the connection's thread's
    // alone, which closes and frees them when it ends.
    private let socket: Int32
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)
    private let condition = NSCondition()
    private var pending: Exchange?
    private var closing = false

    /// A request handed to the connection's thread, and the task that awaits its answer.
    private struct Exchange {
        let request: [UInt8]
        let expected: Int?
        let continuation: UnsafeContinuation<Int, any Error>
    }

    /// A connection to 127.0.0.1:`port`, whose reads give up after `timeout` seconds of silence.
    init(port: Int, timeout: Int = 30) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw BenchmarkFailure(description: "cannot open a socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        guard connected == 0, setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size)) == 0 else {
            Glibc.close(socket)
            throw BenchmarkFailure(description: "cannot connect to 127.0.0.1:\(port)")
        }
        self.socket = socket
        Thread { self.serve() }.start()
    }

    /// A POST of `body` as JSON to `path`, as the bytes a client writes.
    static func post(path: String, body: String) -> [UInt8] {
        let head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        return Array((head + body).utf8)
    }

    /// Writes `request` and reads its answer on the connection's thread: `expected` bytes, or (when nil) a whole
    /// answer with a `Content-Length`, whose size is returned.
    func exchange(_ request: [UInt8], expecting expected: Int?) async throws -> Int {
        // Unsafe rather than checked: a checked continuation allocates its canary, which would be counted as the
        // server's.
        try await withUnsafeThrowingContinuation { continuation in
            condition.lock()
            pending = Exchange(request: request, expected: expected, continuation: continuation)
            condition.signal()
            condition.unlock()
        }
    }

    /// Ends the connection's thread, which closes the socket and frees the buffer; call it with no exchange under
    /// way.
    func close() {
        condition.lock()
        closing = true
        condition.signal()
        condition.unlock()
    }

    private func serve() {
        while let next = nextExchange() {
            next.continuation.resume(with: Result { try roundTrip(next.request, expecting: next.expected) })
        }
        Glibc.close(socket)
        buffer.deallocate()
    }

    /// The next request to send, or nil once the connection is closing.
    private func nextExchange() -> Exchange? {
        condition.lock()
        defer { condition.unlock() }
        while pending == nil, !closing { condition.wait() }
        let next = pending
        pending = nil
        return next
    }

    private func roundTrip(_ request: [UInt8], expecting expected: Int?) throws -> Int {
        let written = request.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard written == request.count else { throw BenchmarkFailure(description: "the request was not written whole") }
        var received = 0
        while received < (expected ?? Int.max) {
            let count = recv(socket, buffer.baseAddress! + received, buffer.count - received, 0)
            guard count > 0 else {
                throw BenchmarkFailure(description: count == 0 ? "the server closed the connection" : "no answer (errno \(errno))")
            }
            received += count
            if expected == nil, let length = try answerLength(in: received) {
                if received >= length { return length }
            }
        }
        return received
    }

    /// The whole answer's length, once its head (with a `Content-Length`) is in the buffer; throws on an answer
    /// other than a 200 with a length.
    private func answerLength(in received: Int) throws -> Int? {
        let bytes = UnsafeRawBufferPointer(rebasing: buffer[0..<received])
        let text = String(decoding: bytes, as: UTF8.self)
        guard let end = text.range(of: "\r\n\r\n") else { return nil }
        let head = text[..<end.lowerBound].lowercased()
        guard head.hasPrefix("http/1.1 200"), let field = head.range(of: "content-length: "),
            let length = Int(head[field.upperBound...].prefix { $0.isNumber })
        else { throw BenchmarkFailure(description: "the server answered \(head.prefix(80))") }
        return text.utf8.distance(from: text.utf8.startIndex, to: end.upperBound) + length
    }
}
