import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Plain HTTP requests over one kept-alive AsyncHTTPClient, for server benchmarks that send what the GraphQL
/// client does not: a batch, a conditional GET.
final class RawHTTPClient: Sendable {
    private let client = HTTPClient(eventLoopGroupProvider: .singleton)

    /// A reply's status, headers and body.
    struct Reply {
        let status: Int
        let headers: HTTPHeaders
        let body: Data
    }

    /// Sends one request and reads its whole reply (at most 1 MiB).
    func send(_ url: URL, method: HTTPMethod = .GET, headers: [(String, String)] = [], body: Data? = nil) async throws -> Reply {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = method
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        if let body { request.body = .bytes(ByteBuffer(bytes: body)) }
        let response = try await client.execute(request, timeout: .seconds(30))
        let bytes = try await response.body.collect(upTo: 1 << 20)
        return Reply(status: Int(response.status.code), headers: response.headers, body: Data(buffer: bytes))
    }

    /// Ends the client's connections.
    func shutdown() async throws {
        try await client.shutdown()
    }
}
