import AsyncHTTPClient
import Foundation
import HTTPTypes
import NIOHTTP1

/// A request as the transport sends it: its head, which the interceptors adjust, and the body of a POST.
struct OutgoingRequest: Sendable {
    var head: HTTPRequest
    var body: Data?

    /// The request as AsyncHTTPClient takes it.
    func clientRequest() throws -> HTTPClientRequest {
        guard let url = head.url else { throw HTTPClientError.invalidURL }
        var request = HTTPClientRequest(url: url.absoluteString)
        request.method = HTTPMethod(rawValue: head.method.rawValue)
        request.headers = HTTPHeaders(head.headerFields.map { ($0.name.rawName, $0.value) })
        if let body { request.body = .bytes(body) }
        return request
    }
}
