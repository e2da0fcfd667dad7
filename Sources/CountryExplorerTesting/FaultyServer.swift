import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately misbehaving HTTP server on an ephemeral loopback port, for client fault tests.
///
/// Each connection gets the reply that `behaviour(n)` gives for the n-th request (0-based): raw bytes
/// (possibly a lie about Content-Length, or not HTTP at all), a body streamed piece by piece (endless, paced,
/// or piped from a process), or silence until the server stops.
public final class FaultyServer: Sendable {
    /// What to do with one request.
    public enum Reply: Sendable {
        /// Write these bytes and close.
        case raw(String)
        /// Read the request, answer nothing, and keep the connection open.
        case silence
        /// Write `head`, then the pieces `next(n)` gives for n = 0, 1, 2… until it gives nil or the client goes
        /// away, pausing `pause` before each piece; `chunked` frames the pieces with HTTP chunked encoding.
        /// Runs on a thread of its own, so that other connections are answered meanwhile.
        case stream(head: String, chunked: Bool, pause: Duration, next: @Sendable (Int) -> [UInt8]?)
    }

    private let listener: Int32
    /// The bound port.
    public let port: Int
    private let requests = Mutex(0)
    /// Each request's bytes as read (head and the body its Content-Length announces), in arrival order.
    private let received = Mutex<[[UInt8]]>([])
    /// The silent connections held open, or nil once stopped.
    private let openConnections = Mutex<[Int32]?>([])

    /// The endpoint URL.
    public var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/graphql")! }
    /// How many requests arrived.
    public var requestCount: Int { requests.withLock { $0 } }
    /// The requests that arrived, each as read: head and the body its Content-Length announces.
    public var receivedRequests: [ReceivedRequest] { received.withLock { $0.map(ReceivedRequest.init) } }
    /// Signalled at each arrival.
    private let arrival = NSCondition()

    /// Waits until at least `count` requests have arrived or `timeout` has passed; returns how many arrived.
    @discardableResult
    public func waitForRequests(atLeast count: Int, timeout: TimeInterval = 15) async -> Int {
        await offThePool { self.blockUntilRequests(atLeast: count, timeout: timeout) }
    }

    private func blockUntilRequests(atLeast count: Int, timeout: TimeInterval) -> Int {
        let deadline = Date().addingTimeInterval(timeout)
        arrival.lock()
        defer { arrival.unlock() }
        while requestCount < count, arrival.wait(until: deadline) {}
        return requestCount
    }

    /// Starts listening; `behaviour` picks the reply for each request in turn.
    public init(behaviour: @escaping @Sendable (Int) -> Reply) throws {
        let (socket, port) = try LoopbackSocket.bound()
        guard listen(socket, 16) == 0 else { close(socket); throw POSIXError(.EADDRINUSE) }
        listener = socket
        self.port = port
        let thread = Thread { [self] in acceptLoop(behaviour) }
        thread.start()
    }

    /// Stops listening and closes every connection.
    ///
    /// The listener is only shut down here, which wakes the accept loop; the loop closes it. Closing it here
    /// would free its number while the loop may still be about to accept on it, and the next server in the
    /// process, given the same number, would then have its requests taken by this server's loop.
    public func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        let connections = openConnections.withLock { connections in
            defer { connections = nil }
            return connections ?? []
        }
        for connection in connections {
            shutdown(connection, Int32(SHUT_RDWR))
            close(connection)
        }
    }

    private func acceptLoop(_ behaviour: @Sendable (Int) -> Reply) {
        defer { close(listener) }
        while true {
            let connection = accept(listener, nil, nil)
            if connection < 0, errno == EINTR { continue }
            guard connection >= 0 else { return }
            // No process another test starts may keep the connection open after this server closes it.
            _ = fcntl(connection, F_SETFD, FD_CLOEXEC)
            let request = readRequest(connection)
            received.withLock { $0.append(request) }
            let index = requests.withLock { count in
                defer { count += 1 }
                return count
            }
            arrival.lock()
            arrival.broadcast()
            arrival.unlock()
            switch behaviour(index) {
            case .raw(let text):
                let bytes = Array(text.utf8)
                _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                shutdown(connection, Int32(SHUT_RDWR))
                close(connection)
            case .silence:
                // A connection accepted while the server stops is closed rather than kept.
                let kept = openConnections.withLock { connections in
                    connections?.append(connection)
                    return connections != nil
                }
                if !kept {
                    shutdown(connection, Int32(SHUT_RDWR))
                    close(connection)
                }
            case .stream(let head, let chunked, let pause, let next):
                Thread { Self.stream(to: connection, head: head, chunked: chunked, pause: pause, next: next) }.start()
            }
        }
    }

    /// Writes a streamed reply until its pieces run out or the client stops reading, then closes.
    private static func stream(
        to connection: Int32, head: String, chunked: Bool, pause: Duration, next: @Sendable (Int) -> [UInt8]?
    ) {
        defer {
            shutdown(connection, Int32(SHUT_RDWR))
            close(connection)
        }
        guard write(Array(head.utf8), to: connection) else { return }
        var index = 0
        while true {
            if pause > .zero { Thread.sleep(forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18) }
            guard let piece = next(index) else { break }
            index += 1
            let framed = chunked ? Array(String(piece.count, radix: 16).utf8) + [13, 10] + piece + [13, 10] : piece
            guard piece.isEmpty || write(framed, to: connection) else { return }
        }
        if chunked { _ = write(Array("0\r\n\r\n".utf8), to: connection) }
    }

    /// Sends every byte, or returns false when the client has gone.
    private static func write(_ bytes: [UInt8], to connection: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard sent > 0 else { return false }
            offset += sent
        }
        return true
    }

    /// Reads the head and as much body as Content-Length announces, and returns them.
    private func readRequest(_ connection: Int32) -> [UInt8] {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return received }
            received += buffer[0..<count]
            let head = HTTPHead(received)
            guard let bodyStart = head.bodyStart else { continue }
            if received.count - bodyStart >= Int(head.field("content-length") ?? "0") ?? 0 { return received }
        }
    }

    /// The head of an HTTP/1.1 200 reply: chunked, or with `contentLength`; `headers` are added.
    public static func head(contentLength: Int? = nil, headers: [String] = []) -> String {
        let length = contentLength.map { "Content-Length: \($0)" } ?? "Transfer-Encoding: chunked"
        return (["HTTP/1.1 200 OK", "Content-Type: application/json", length, "Connection: close"] + headers)
            .joined(separator: "\r\n") + "\r\n\r\n"
    }

    /// An HTTP/1.1 reply with a correct Content-Length.
    public static func http(_ status: String, body: String, headers: [String] = ["Content-Type: application/json"]) -> String {
        let head = (["HTTP/1.1 \(status)", "Content-Length: \(body.utf8.count)", "Connection: close"] + headers)
            .joined(separator: "\r\n")
        return head + "\r\n\r\n" + body
    }
}

/// One request as a `FaultyServer` read it.
public struct ReceivedRequest: Sendable {
    /// The request line, such as `POST /graphql HTTP/1.1`.
    public var line: String { head.firstLine }
    /// The header fields, names lowercased, in order.
    public var headers: [(name: String, value: String)] { head.fields }
    /// The bytes after the head.
    public let body: [UInt8]
    private let head: HTTPHead

    public init(_ bytes: [UInt8]) {
        head = HTTPHead(bytes)
        body = Array(bytes[(head.bodyStart ?? bytes.count)...])
    }

    /// The value of the first field named `name` (any case), or nil.
    public func header(_ name: String) -> String? {
        head.field(name)
    }
}
