import Foundation
import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// A deliberately misbehaving HTTP server on an ephemeral loopback port, for client fault tests.
///
/// Each connection gets the reply that `behaviour(n)` gives for the n-th request (0-based): raw bytes
/// (possibly a lie about Content-Length, or not HTTP at all), or silence until the server stops.
final class FaultyServer: Sendable {
    /// What to do with one request.
    enum Reply: Sendable {
        /// Write these bytes and close.
        case raw(String)
        /// Read the request, answer nothing, and keep the connection open.
        case silence
    }

    private let listener: Int32
    /// The bound port.
    let port: Int
    private let requests = Mutex(0)
    private let openConnections = Mutex<[Int32]>([])

    /// The endpoint URL.
    var endpoint: URL { URL(string: "http://127.0.0.1:\(port)/graphql")! }
    /// How many requests arrived.
    var requestCount: Int { requests.withLock { $0 } }

    /// Starts listening; `behaviour` picks the reply for each request in turn.
    init(behaviour: @escaping @Sendable (Int) -> Reply) throws {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 16) == 0 else { close(socket); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        listener = socket
        port = Int(UInt16(bigEndian: address.sin_port))
        let thread = Thread { [self] in acceptLoop(behaviour) }
        thread.start()
    }

    /// A port on which nothing listens (bound, then closed).
    static func unusedPort() throws -> Int {
        let server = try FaultyServer { _ in .silence }
        let port = server.port
        server.stop()
        return port
    }

    /// Stops listening and closes every connection.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        for connection in openConnections.withLock({ $0 }) {
            shutdown(connection, Int32(SHUT_RDWR))
            close(connection)
        }
    }

    private func acceptLoop(_ behaviour: @Sendable (Int) -> Reply) {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            readRequest(connection)
            let index = requests.withLock { count in
                defer { count += 1 }
                return count
            }
            switch behaviour(index) {
            case .raw(let text):
                let bytes = Array(text.utf8)
                _ = bytes.withUnsafeBytes { send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                shutdown(connection, Int32(SHUT_RDWR))
                close(connection)
            case .silence:
                openConnections.withLock { $0.append(connection) }
            }
        }
    }

    /// Reads the head and as much body as Content-Length announces.
    private func readRequest(_ connection: Int32) {
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0 else { return }
            received += buffer[0..<count]
            let text = String(decoding: received, as: UTF8.self)
            guard let headEnd = text.range(of: "\r\n\r\n") else { continue }
            let head = text[..<headEnd.lowerBound].lowercased()
            let length = head.split(separator: "\r\n")
                .first { $0.hasPrefix("content-length:") }
                .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
            if text.utf8.count - text[..<headEnd.upperBound].utf8.count >= length { return }
        }
    }

    /// An HTTP/1.1 reply with a correct Content-Length.
    static func http(_ status: String, body: String, headers: [String] = ["Content-Type: application/json"]) -> String {
        let head = (["HTTP/1.1 \(status)", "Content-Length: \(body.utf8.count)", "Connection: close"] + headers)
            .joined(separator: "\r\n")
        return head + "\r\n\r\n" + body
    }
}
