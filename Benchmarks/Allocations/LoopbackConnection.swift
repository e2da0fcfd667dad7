import BenchmarkFixtures
import Glibc

/// A kept-alive HTTP/1.1 connection to the loopback server through plain sockets and one buffer allocated up
/// front, so that what a request allocates is the server's, not the client's.
final class LoopbackConnection {
    private let socket: Int32
    private let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 20, alignment: 1)

    /// A connection to 127.0.0.1:`port`.
    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard socket >= 0, connected == 0 else { throw BenchmarkFailure(description: "cannot connect to 127.0.0.1:\(port)") }
    }

    /// A POST of `body` as JSON to `path`, as the bytes a client writes.
    static func post(path: String, body: String) -> [UInt8] {
        let head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
        return Array((head + body).utf8)
    }

    /// Writes `request` and reads its answer: `expected` bytes, or (when nil) a whole answer with a
    /// `Content-Length`, whose size is returned.
    func exchange(_ request: [UInt8], expecting expected: Int?) throws -> Int {
        let written = request.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, 0) }
        guard written == request.count else { throw BenchmarkFailure(description: "the request was not written whole") }
        var received = 0
        while received < (expected ?? Int.max) {
            let count = recv(socket, buffer.baseAddress! + received, buffer.count - received, 0)
            guard count > 0 else { throw BenchmarkFailure(description: "the server closed the connection") }
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

    /// Closes the socket and frees the buffer.
    func close() {
        Glibc.close(socket)
        buffer.deallocate()
    }
}
