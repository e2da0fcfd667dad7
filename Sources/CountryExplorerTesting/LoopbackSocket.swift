import Foundation
import Glibc

/// A TCP socket bound to a loopback port that the kernel picks.
enum LoopbackSocket {
    /// A new socket bound to 127.0.0.1, and its port.
    static func bound() throws -> (socket: Int32, port: Int) {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0 else { close(socket); throw POSIXError(.EADDRINUSE) }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        return (socket, Int(UInt16(bigEndian: address.sin_port)))
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
