import CountryExplorerTesting
import Foundation
import Testing

/// How the real server ends its connections, on raw sockets: after the answer to a request that does not keep it,
/// and after a CONNECT.
@Suite("countries-server's connections")
struct ServerConnectionTests {
    private static let get = "GET /graphql?query=%7Bcontinents%7Bcode%7D%7D"

    /// An HTTP/1.0 request without `Connection: keep-alive` is the connection's last: its answer says
    /// `Connection: close` and the socket closes at once, not after the idle timeout; the first request goes
    /// through the router, the same one again is answered from the memo on the event loop.
    @Test func anHTTP10RequestWithoutKeepAliveClosesTheConnectionOnBothPaths() async throws {
        try await withServer { server in
            for _ in 0..<2 {
                let connection = try RawConnection(port: server.port)
                connection.send("\(Self.get) HTTP/1.0\r\n\r\n")
                let reply = try #require(await connection.readResponse(timeout: 10))
                #expect(reply.status == 200)
                #expect(reply.headers["connection"] == "close")
                #expect(String(decoding: reply.body, as: UTF8.self).hasPrefix(#"{"data":{"continents":"#))
                let seconds = try #require(await connection.secondsUntilClosedByServer(within: 20), "still open 20 s after the answer")
                #expect(seconds < 5, "closed \(seconds) s after the answer")
            }
        }
    }

    /// HTTP/1.1 keeps the connection unless told otherwise, and then says so too. The second request is answered
    /// from the memo, on the event loop; the third, which says close, by the router.
    @Test func anHTTP11ConnectionIsKeptUnlessTheRequestSaysClose() async throws {
        try await withServer { server in
            let connection = try RawConnection(port: server.port)
            let kept = "\(Self.get) HTTP/1.1\r\nHost: x\r\n\r\n"
            let replies = try await connection.answers(
                to: [kept, kept, "\(Self.get) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"], within: 10, from: server.port
            )
            #expect(replies.map(\.status) == [200, 200, 200])
            #expect(replies.map { $0.headers["connection"] } == [nil, nil, "close"])
            #expect(await connection.closedByServer(within: 5))
        }
    }

    /// CONNECT and TRACE get the endpoint's 405 with `Allow`, its body and a `Content-Length`: RFC 9112 frames only a
    /// 2xx to CONNECT as a tunnel, with no body. The decoder reads nothing after a CONNECT, so that connection
    /// closes at once; after TRACE the connection serves the next request.
    @Test func connectAndTraceGetA405AndCONNECTClosesItsConnection() async throws {
        try await withServer { server in
            let tunnel = try RawConnection(port: server.port)
            tunnel.send("CONNECT a.test:443 HTTP/1.1\r\nHost: a.test:443\r\n\r\n")
            let refused = try #require(await tunnel.readResponse(timeout: 10), "no answer to CONNECT within 10 s")
            #expect(refused.status == 405)
            #expect(refused.headers["allow"] == "GET, POST, OPTIONS, HEAD")
            #expect(refused.headers["connection"] == "close")
            #expect(refused.headers["content-length"] == String(refused.body.count))
            #expect(String(decoding: refused.body, as: UTF8.self).contains("Method CONNECT is not allowed"))
            #expect(await tunnel.closedByServer(within: 5))

            let trace = try RawConnection(port: server.port)
            let replies = try await trace.answers(
                to: ["TRACE /graphql HTTP/1.1\r\nHost: x\r\n\r\n", "\(Self.get) HTTP/1.1\r\nHost: x\r\n\r\n"], within: 10, from: server.port
            )
            #expect(replies[0].status == 405)
            #expect(replies[0].headers["allow"] == "GET, POST, OPTIONS, HEAD")
            #expect(replies[0].headers["content-length"] == String(replies[0].body.count))
            #expect(replies[1].status == 200, "the router answers the next request on the connection")
        }
    }
}
