import CountryExplorerTesting
import Foundation
import Testing

/// The real server's answers from the memo, which its event loop sends without Hummingbird's router: alike to the
/// router's, in order on a pipelined connection, and counted in `/metrics`.
@Suite("countries-server's remembered answers, on a kept-alive connection")
struct ServerRememberedAnswersTests {
    private static let detail = #"{"query":"query D($c: ID!) { country(code: $c) { name capital } }","variables":{"c":"JP"},"operationName":"D"}"#

    private func post(_ body: String, closing: Bool = false) -> String {
        let head = ["POST /graphql HTTP/1.1", "Host: 127.0.0.1", "Content-Type: application/json", "Content-Length: \(body.utf8.count)"]
            + (closing ? ["Connection: close"] : [])
        return head.joined(separator: "\r\n") + "\r\n\r\n" + body
    }

    @Test func aRememberedAnswerIsTheRoutersAnswerAndPipelinedAnswersKeepTheirOrder() async throws {
        try await withServer { server in
            // The router answers the first, the memo the second; then a new document (the router's) and the
            // remembered one, pipelined, are answered in the order asked, read until the server closes.
            let other = #"{"query":"{ continent(code: \"OC\") { name } }"}"#
            let replies = try await RawConnection(port: server.port).answers(
                to: [post(Self.detail), post(Self.detail), post(other) + post(Self.detail, closing: true)],
                within: 30, lastToClose: true, from: server.port
            )
            let (first, again, both) = (replies[0], replies[1], replies[2])
            #expect(first.status == 200 && again.status == 200)
            #expect(String(decoding: again.body, as: UTF8.self) == #"{"data":{"country":{"name":"Japan","capital":"Tokyo"}}}"#)
            #expect(again.body == first.body)
            #expect(again.headers.filter { $0.key != "date" } == first.headers.filter { $0.key != "date" })
            #expect(again.headers["date"] != nil && again.headers["server"] == "countries-server")

            let firstLength = try #require(Int(both.headers["content-length"] ?? ""))
            #expect(String(decoding: both.body.prefix(firstLength), as: UTF8.self) == #"{"data":{"continent":{"name":"Oceania"}}}"#)
            let second = try #require(RawResponse(parsing: Data(both.body.dropFirst(firstLength)), hasBody: true))
            #expect(second.body == first.body)

            let metrics = try await #require(try exchange(server.port, "GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
            let text = String(decoding: metrics.body, as: UTF8.self)
            #expect(text.contains(#"countries_server_requests_total{operation="D",status="200"} 3"#), "\(text)")
        }
    }

    /// From the third time on, the same bytes on the same connection are answered before they are decoded: the
    /// answer is the memo's, headers and all but for the date, and each one is counted and logged.
    @Test func aRequestSentAgainByteForByteIsAnsweredAlikeCountedAndLogged() async throws {
        try await withServer { server in
            let replies = try await RawConnection(port: server.port).answers(
                to: Array(repeating: post(Self.detail), count: 5), within: 30, from: server.port
            )
            #expect(replies.count == 5)
            for again in replies.dropFirst() {
                #expect(again.status == 200 && again.body == replies[0].body)
                #expect(again.headers.filter { $0.key != "date" } == replies[0].headers.filter { $0.key != "date" })
                #expect(again.headers["date"]?.hasSuffix(" GMT") == true)
            }
            let metrics = try await #require(try exchange(server.port, "GET /metrics HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"))
            let text = String(decoding: metrics.body, as: UTF8.self)
            #expect(text.contains(#"countries_server_requests_total{operation="D",status="200"} 5"#), "\(text)")
            _ = await server.stop()
            let logged = server.remainingLog().split(separator: "\n").filter { $0.contains("POST /graphql 200") }
            #expect(logged.count == 5, "\(logged)")
        }
    }

    /// A GET revalidated again and again with its tag gets a 304 each time, the same whichever path answers it.
    @Test func aGETRevalidatedAgainAndAgainGetsA304EachTime() async throws {
        try await withServer { server in
            let get = "GET /graphql?query=%7Bcontinents%7Bcode%7D%7D HTTP/1.1\r\nHost: 127.0.0.1\r\n"
            let first = try await #require(try exchange(server.port, get + "Connection: close\r\n\r\n"))
            let tag = try #require(first.headers["etag"])
            let conditional = get + "If-None-Match: \(tag)\r\n\r\n"
            let replies = try await RawConnection(port: server.port).answers(
                to: Array(repeating: conditional, count: 4), within: 30, from: server.port
            )
            #expect(replies.map(\.status) == [304, 304, 304, 304])
            #expect(replies.allSatisfy { $0.headers["etag"] == tag && $0.body.isEmpty })
        }
    }

    private func exchange(_ port: Int, _ request: String) async throws -> RawResponse? {
        let connection = try RawConnection(port: port)
        connection.send(request)
        return await connection.readResponse(timeout: 10)
    }
}
