import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain TCP connection to a loopback port, for sending HTTP the way a slow or hostile client would.
public final class RawConnection: @unchecked Sendable {
    // The descriptor is used by one test at a time.
    private let socket: Int32
    /// The descriptor's two ends when it connected, to tell later whether it still is this connection.
    private let endsWhenConnected: String

    /// Connects to `127.0.0.1:port`.
    public init(port: Int) throws {
        // The descriptor is kept only once connected: a class whose initializer throws after its properties are
        // set is deinitialized, and a second close would close whatever descriptor another test opened since.
        let socket = try LoopbackSocket.stream()
        guard LoopbackSocket.call(connect, socket, port: port) == 0 else {
            Glibc.close(socket)
            throw POSIXError(.ECONNREFUSED)
        }
        self.socket = socket
        endsWhenConnected = Self.ends(of: socket)
    }

    /// What the descriptor is now beside what it was when it connected: a descriptor another part of the process
    /// closed and reopened since reads as other ends, or as no socket.
    public var descriptorNow: String {
        let now = Self.ends(of: socket)
        return now == endsWhenConnected ? "descriptor \(socket) is still \(now)" : "descriptor \(socket) was \(endsWhenConnected), is now \(now)"
    }

    private static func ends(of socket: Int32) -> String {
        func port(_ call: (Int32, UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32) -> String {
            LoopbackSocket.port(call, of: socket).map(String.init) ?? "errno \(errno)"
        }
        return "local \(port(getsockname)) → peer \(port(getpeername))"
    }

    deinit {
        Glibc.close(socket)
    }

    /// Writes `text`; false once the server has closed the connection.
    @discardableResult
    public func send(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } == bytes.count
    }

    /// Whether the server closed the connection within `timeout`; any bytes it sent first are skipped.
    public func closedByServer(within timeout: TimeInterval) async -> Bool {
        await secondsUntilClosedByServer(within: timeout) != nil
    }

    /// How long the server took to close the connection, timed on the thread that waits for it (so that a busy
    /// thread pool cannot lengthen it), or nil when it did not close it within `timeout`.
    public func secondsUntilClosedByServer(within timeout: TimeInterval) async -> TimeInterval? {
        await offThePool {
            let start = Date()
            return self.waitForClose(within: timeout) ? Date().timeIntervalSince(start) : nil
        }
    }

    private func waitForClose(within timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            switch readOnce(waiting: deadline.timeIntervalSinceNow) {
            case .closed: return true
            case .bytes, .nothing: continue
            }
        }
        return false
    }

    /// Sends `text` one byte every `interval`; false if the server closed the connection before the end.
    @discardableResult
    public func sendSlowly(_ text: String, every interval: TimeInterval) async -> Bool {
        await offThePool { self.dripFeed(text, every: interval) }
    }

    private func dripFeed(_ text: String, every interval: TimeInterval) -> Bool {
        for byte in text {
            guard send(String(byte)) else { return false }
            // Peek, so that an answer arriving meanwhile stays there for `readResponse`.
            if case .closed = readOnce(waiting: interval, peek: true) { return false }
        }
        return true
    }

    /// Sends `text` one byte every `interval`, then waits, until the server closes the connection or `limit`
    /// passes; returns how long the server took to close it, or nil if it did not.
    public func trickle(_ text: String, every interval: TimeInterval, limit: TimeInterval) async -> TimeInterval? {
        await offThePool {
            let start = Date()
            if self.dripFeed(text, every: interval) && !self.waitForClose(within: limit - Date().timeIntervalSince(start)) {
                return nil
            }
            return Date().timeIntervalSince(start)
        }
    }

    /// Reads one HTTP response within `timeout`: its head, and as many body bytes as its Content-Length says;
    /// or, for an answer to a HEAD sent with `Connection: close`, everything until the server closes, so that
    /// any bytes after the head show up as a body.
    public func readResponse(timeout: TimeInterval, toHEAD: Bool = false) async -> RawResponse? {
        await offThePool { self.receiveResponse(timeout: timeout, toHEAD: toHEAD) }
    }

    /// Sends each request and reads its answer before sending the next, all on one thread: no wait for the test's
    /// task between them, on a cooperative pool that the rest of the suite may keep busy, can outlast the server's
    /// idle timeout. An answer that does not come within `timeout` is nil, and so is every one after it. With
    /// `lastToClose`, the last request's answer is read until the server closes, as `readResponse(toHEAD:)` reads.
    public func converse(_ requests: [String], timeout: TimeInterval, lastToClose: Bool = false) async -> [RawResponse?] {
        await offThePool { self.exchange(requests, timeout: timeout, lastToClose: lastToClose) }
    }

    /// Sends each request and reads its answer as `converse` does, then times on the same thread how long the
    /// server takes to close the connection after the last answer (nil if not within `limit`, or if an answer did
    /// not come): an idle timeout measured from the answer's arrival, however late the test's task runs on a busy
    /// machine, with no wait for that task between the requests either.
    public func converseThenSecondsUntilClosed(
        _ requests: [String], timeout: TimeInterval, limit: TimeInterval
    ) async -> (answers: [RawResponse?], seconds: TimeInterval?) {
        await offThePool {
            let answers = self.exchange(requests, timeout: timeout, lastToClose: false)
            guard answers.last.flatMap({ $0 }) != nil else { return (answers, nil) }
            let answered = Date()
            return (answers, self.waitForClose(within: limit) ? Date().timeIntervalSince(answered) : nil)
        }
    }

    private func exchange(_ requests: [String], timeout: TimeInterval, lastToClose: Bool) -> [RawResponse?] {
        var answers: [RawResponse?] = []
        for (index, request) in requests.enumerated() {
            let toHEAD = lastToClose && index == requests.count - 1
            let answer = send(request) ? receiveResponse(timeout: timeout, toHEAD: toHEAD) : nil
            answers.append(answer)
            if answer == nil { break }
        }
        return answers + Array(repeating: nil, count: requests.count - answers.count)
    }

    private func receiveResponse(timeout: TimeInterval, toHEAD: Bool) -> RawResponse? {
        let deadline = Date().addingTimeInterval(timeout)
        var received = Data()
        while Date() < deadline {
            if !toHEAD, let response = RawResponse(parsing: received, hasBody: true) { return response }
            switch readOnce(waiting: deadline.timeIntervalSinceNow) {
            case .bytes(let chunk): received += chunk
            case .closed: return RawResponse(parsing: received, hasBody: !toHEAD)
            case .nothing: continue
            }
        }
        return nil
    }

    private enum ReadResult {
        case bytes(Data)
        case closed
        case nothing
    }

    private func readOnce(waiting seconds: TimeInterval, peek: Bool = false) -> ReadResult {
        var descriptor = pollfd(fd: socket, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(0, min(seconds, 60)) * 1000))
        guard ready > 0 else { return .nothing }
        var buffer = [UInt8](repeating: 0, count: 65_536)
        let count = recv(socket, &buffer, buffer.count, peek ? Int32(MSG_PEEK) : 0)
        return count > 0 ? .bytes(Data(buffer[0..<count])) : .closed
    }
}

/// An HTTP/1.1 response read off a raw connection.
public struct RawResponse: Sendable {
    /// The status code.
    public let status: Int
    /// Header names (lowercased) and values.
    public let headers: [String: String]
    /// The body, as long as Content-Length said.
    public let body: Data

    /// Parses `data` once it holds a whole response; when `hasBody` is false, every byte after the head is
    /// the body, whatever Content-Length says.
    public init?(parsing data: Data, hasBody: Bool) {
        let bytes = [UInt8](data)
        let head = HTTPHead(bytes)
        guard let bodyStart = head.bodyStart, let status = Int(head.firstLine.split(separator: " ").dropFirst().first ?? "") else {
            return nil
        }
        let headers = Dictionary(head.fields, uniquingKeysWith: { $1 })
        let body = bytes[bodyStart...]
        let length = hasBody ? Int(headers["content-length"] ?? "0") ?? 0 : body.count
        guard body.count >= length else { return nil }
        self.status = status
        self.headers = headers
        self.body = Data(body.prefix(length))
    }
}

/// The head of an HTTP/1.1 message read off a socket: its first line and its fields, names lowercased.
struct HTTPHead {
    let firstLine: String
    let fields: [(name: String, value: String)]
    /// Where the body starts; nil while the blank line that ends the head has not come (all of it is then the head).
    let bodyStart: Int?

    init(_ bytes: [UInt8]) {
        let end = bytes.firstRange(of: [13, 10, 13, 10])
        let lines = String(decoding: bytes[..<(end?.lowerBound ?? bytes.count)], as: UTF8.self).components(separatedBy: "\r\n")
        firstLine = lines.first ?? ""
        fields = lines.dropFirst().compactMap { field in
            guard let colon = field.firstIndex(of: ":") else { return nil }
            return (field[..<colon].lowercased(), field[field.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        bodyStart = end?.upperBound
    }

    /// The value of the first field named `name` (any case), or nil.
    func field(_ name: String) -> String? {
        fields.first { $0.name == name.lowercased() }?.value
    }
}
