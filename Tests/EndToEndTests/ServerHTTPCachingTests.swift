import CountryExplorerTesting
import Foundation
import Testing

/// HTTP caching and compression on the real server: ETags and 304s for GET, Cache-Control, gzip over 1 KiB.
@Suite("countries-server's ETags, Cache-Control and gzip")
struct ServerHTTPCachingTests {
    private static let allCountries = "/graphql?query=%7Bcountries%7Bcode%20name%20emoji%20capital%7D%7D"

    /// One request on a fresh connection, read whole.
    private func exchange(_ server: ServerProcess, _ target: String, method: String = "GET", headers: [String] = [], body: String = "") async throws -> RawResponse {
        let connection = try RawConnection(port: server.port)
        var head = ["\(method) \(target) HTTP/1.1", "Host: 127.0.0.1", "Connection: close"] + headers
        if !body.isEmpty { head += ["Content-Type: application/json", "Content-Length: \(body.utf8.count)"] }
        connection.send(head.joined(separator: "\r\n") + "\r\n\r\n" + body)
        return try #require(await connection.readResponse(timeout: 10))
    }

    @Test func aGETCarriesAnETagAndIfNoneMatchGetsA304() async throws {
        try await withServer { server in
            let first = try await exchange(server, Self.allCountries)
            #expect(first.status == 200)
            let tag = try #require(first.headers["etag"])
            #expect(first.headers["cache-control"] == "no-cache")
            let again = try await exchange(server, Self.allCountries, headers: ["If-None-Match: \(tag)"])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            #expect(again.headers["etag"] == tag)
            // A thousand tags, the current one last: still a 304, on time; without it, the answer.
            let others = (0..<999).map { "\"\($0)\"" }.joined(separator: ", ")
            await #expect(try exchange(server, Self.allCountries, headers: ["If-None-Match: \(others), \(tag)"]).status == 304)
            let stale = try await exchange(server, Self.allCountries, headers: ["If-None-Match: \(others)"])
            #expect(stale.status == 200)
            #expect(stale.body == first.body)
            // A POST is never cached.
            let post = try await exchange(server, "/graphql", method: "POST", body: #"{"query":"{ continents { code } }"}"#)
            #expect(post.status == 200)
            #expect(post.headers["etag"] == nil)
        }
    }

    @Test func maxAgeSetsCacheControl() async throws {
        try await withServer(arguments: ["--max-age", "60"]) { server in
            let reply = try await exchange(server, Self.allCountries)
            #expect(reply.headers["cache-control"] == "public, max-age=60")
        }
        for value in ["-1", "31536001"] {
            let run = try await CommandRun.run("countries-server", ["--max-age", value], timeout: 20)
            #expect(run.status == 64, "--max-age \(value)")
        }
    }

    @Test func answersOverOneKiBAreGzippedForClientsThatAcceptIt() async throws {
        try await withServer { server in
            let plain = try await exchange(server, Self.allCountries)
            let zipped = try await exchange(server, Self.allCountries, headers: ["Accept-Encoding: br, gzip;q=0.8"])
            #expect(zipped.headers["content-encoding"] == "gzip")
            #expect(zipped.headers["vary"] == "Accept, Accept-Encoding")
            #expect(zipped.body.count * 3 < plain.body.count, "\(plain.body.count) bytes down to \(zipped.body.count)")
            await #expect(try Gzip.decompress(zipped.body) == plain.body)
            #expect(zipped.headers["etag"] != plain.headers["etag"], "another representation, another tag")
            // Refused with q=0, or a tiny answer: sent as it is.
            await #expect(try exchange(server, Self.allCountries, headers: ["Accept-Encoding: gzip;q=0"]).headers["content-encoding"] == nil)
            let tiny = try await exchange(server, "/graphql?query=%7B__typename%7D", headers: ["Accept-Encoding: gzip"])
            #expect(tiny.headers["content-encoding"] == nil)
            #expect(String(decoding: tiny.body, as: UTF8.self) == #"{"data":{"__typename":"Query"}}"#)
        }
    }

    /// A GET's status, media type and body depend on `Accept` (the playground's page, or GraphQL in one of two
    /// media types), so `Vary` names it beside `Accept-Encoding`, and each media type has its own tag: a cache
    /// that revalidates one with the other's tag must not get a 304.
    @Test func varyNamesAcceptAndEachMediaTypeHasItsOwnTag() async throws {
        try await withServer(arguments: ["--max-age", "60"]) { server in
            let json = try await exchange(server, Self.allCountries, headers: ["Accept: application/json"])
            let graphQL = try await exchange(server, Self.allCountries, headers: ["Accept: application/graphql-response+json"])
            let page = try await exchange(server, Self.allCountries, headers: ["Accept: text/html"])
            for reply in [json, graphQL, page] {
                #expect(reply.headers["vary"] == "Accept, Accept-Encoding", "\(reply.headers["content-type"] ?? "")")
            }
            #expect(json.body == graphQL.body)
            let tag = try #require(json.headers["etag"])
            #expect(graphQL.headers["etag"] != tag)
            let revalidated = try await exchange(server, Self.allCountries, headers: ["Accept: application/graphql-response+json", "If-None-Match: \(tag)"])
            #expect(revalidated.status == 200)
            #expect(revalidated.headers["content-type"] == "application/graphql-response+json; charset=utf-8")
        }
    }

    /// A persisted query the server does not know is answered 200 for Apollo's clients, but no cache may keep that
    /// answer: the client sends the document next, and the same URL then answers.
    @Test func aPersistedQueryNotFoundIsNeverStored() async throws {
        try await withServer(arguments: ["--max-age", "60"]) { server in
            let hash = String(repeating: "0", count: 64)
            let extensions = #"{"persistedQuery":{"version":1,"sha256Hash":"\#(hash)"}}"#
            let target = "/graphql?extensions=" + (extensions.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")
            let reply = try await exchange(server, target)
            #expect(reply.status == 200)
            #expect(String(decoding: reply.body, as: UTF8.self).contains("PERSISTED_QUERY_NOT_FOUND"))
            #expect(reply.headers["cache-control"] == "no-store")
            #expect(reply.headers["etag"] == nil)
        }
    }

    /// A weight of 0 refuses what it names, even when a `*` or another type would accept it (RFC 9110 §12.4.2).
    @Test func qZeroRefusesWhatItNames() async throws {
        try await withServer { server in
            let plain = try await exchange(server, Self.allCountries, headers: ["Accept-Encoding: gzip;q=0, *"])
            #expect(plain.headers["content-encoding"] == nil)
            let json = try await exchange(server, Self.allCountries, headers: ["Accept: application/graphql-response+json;q=0, application/json"])
            #expect(json.headers["content-type"] == "application/json; charset=utf-8")
            let notThePage = try await exchange(server, Self.allCountries, headers: ["Accept: text/html;q=0, application/json"])
            #expect(notThePage.headers["content-type"] == "application/json; charset=utf-8")
            #expect(String(decoding: notThePage.body, as: UTF8.self).hasPrefix(#"{"data":"#))
        }
    }

    /// The server decodes no request `Content-Encoding`: a body it names as gzip or br is refused with a 415, not
    /// parsed as it is. On a kept-alive connection, where the memo answers a request it has answered before.
    @Test func anEncodedRequestBodyIsRefused() async throws {
        try await withServer { server in
            let body = #"{"query":"{ continents { code } }"}"#
            let codings: [String?] = [nil, nil, "gzip", "br", "identity"]
            let requests = codings.map { coding in
                let codingLine = coding.map { "Content-Encoding: \($0)\r\n" } ?? ""
                return "POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\(codingLine)Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
            }
            let replies = try await RawConnection(port: server.port).answers(to: requests, within: 10, from: server.port)
            #expect(replies.map(\.status) == [200, 200, 415, 415, 200])
            for reply in replies where reply.status == 415 {
                #expect(String(decoding: reply.body, as: UTF8.self).contains("Unsupported Content-Encoding"))
            }
        }
    }
}
