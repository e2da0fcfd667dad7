import Foundation
import Glibc

/// TCP sockets on loopback: the one the kernel picks a port for, and what the tests' connections ask of theirs.
enum LoopbackSocket {
    /// A new TCP socket, closed on exec.
    static func stream() throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        return socket
    }

    /// What `call` (`bind`, `connect`) returns for `socket` and 127.0.0.1:`port`.
    static func call(_ call: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32, _ socket: Int32, port: Int) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { call(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }

    /// The port `call` (`getsockname`, `getpeername`) says of `socket`, or nil where it fails.
    static func port(
        _ call: (Int32, UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32, of socket: Int32
    ) -> Int? {
        var address = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let status = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { call(socket, $0, &length) } }
        return status == 0 ? Int(UInt16(bigEndian: address.sin_port)) : nil
    }

    /// A new socket bound to 127.0.0.1, and its port.
    static func bound() throws -> (socket: Int32, port: Int) {
        let socket = try stream()
        guard call(bind, socket, port: 0) == 0, let picked = port(getsockname, of: socket) else {
            close(socket)
            throw POSIXError(.EADDRINUSE)
        }
        return (socket, picked)
    }
}

/// A loopback port that refuses every connection until `close()`: bound but never listening, so that no other
/// server, another test's among them, can take its number meanwhile, as it could take a number merely found free.
public final class RefusingPort: Sendable {
    /// The port's number.
    public let port: Int
    private let socket: Int32

    /// Holds a port the kernel picks.
    public init() throws {
        (socket, port) = try LoopbackSocket.bound()
    }

    /// Lets the port go.
    public func close() {
        Glibc.close(socket)
    }
}
