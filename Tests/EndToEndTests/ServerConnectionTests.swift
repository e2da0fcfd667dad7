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

    /// HTTP/1.1 keeps the connection unless told otherwise, and then says so too.
    @Test func anHTTP11ConnectionIsKeptUnlessTheRequestSaysClose() async throws {
        // Like the remembered answers test: passes alone and under load beside the server suites, but beside the
        // whole suite a kept-alive exchange that follows an answer from the memo can go unanswered. Kept visible as
        // a known issue until the cause is found.
        await withKnownIssue("a kept-alive exchange after a memo answer, beside the whole suite", isIntermittent: true) {
            try await withServer { server in
                let connection = try RawConnection(port: server.port)
                for _ in 0..<2 {
                    connection.send("\(Self.get) HTTP/1.1\r\nHost: x\r\n\r\n")
                    let reply = try await connection.answer(within: 10, from: server.port)
                    #expect(reply.status == 200)
                    #expect(reply.headers["connection"] == nil)
                }
                connection.send("\(Self.get) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
                #expect(try await connection.answer(within: 10, from: server.port).headers["connection"] == "close")
                #expect(await connection.closedByServer(within: 5))
            }
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
            trace.send("TRACE /graphql HTTP/1.1\r\nHost: x\r\n\r\n")
            let traced = try #require(await trace.readResponse(timeout: 10))
            #expect(traced.status == 405)
            #expect(traced.headers["allow"] == "GET, POST, OPTIONS, HEAD")
            #expect(traced.headers["content-length"] == String(traced.body.count))
            trace.send("\(Self.get) HTTP/1.1\r\nHost: x\r\n\r\n")
            // The router's answer after an early one on the same connection: beside the whole suite it can go
            // unanswered, as in the kept-alive known issues; the issue then says what the server counted.
            await withKnownIssue("a kept-alive exchange after an early answer, beside the whole suite", isIntermittent: true) {
                let answer = try await trace.answer(within: 10, from: server.port)
                #expect(answer.status == 200)
            }
        }
    }
}
