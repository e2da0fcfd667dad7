import CountryExplorerTesting
import Foundation
import Testing

/// One of graphql-http's server audits for the GraphQL-over-HTTP spec: its id and title as the suite names
/// them, the request it sends, and what it checks of the answer.
struct ServerAudit: Sendable, CustomTestStringConvertible {
    /// The suite's id, such as `22EB`.
    let id: String
    /// The suite's title, which starts with the requirement's level: `MUST`, `SHOULD` or `MAY`.
    let title: String
    let request: AuditRequest
    let checks: [AuditCheck]

    var testDescription: String { "\(id) \(title)" }
}

/// A request as an audit sends it, written on a raw connection so that no header is added or left out.
struct AuditRequest: Sendable {
    var method = "POST"
    /// URL parameters, form-encoded as WHATWG's `URLSearchParams` does (a space is `+`).
    var parameters: [(name: String, value: String)] = []
    var headers: [(name: String, value: String)] = []
    /// The body; nil sends no body and no `Content-Length`, an empty one `Content-Length: 0`.
    var body: String?

    /// A POST of `body` with the given headers.
    static func post(_ body: String?, contentType: String? = "application/json", accept: String? = nil) -> Self {
        var headers: [(name: String, value: String)] = []
        if let contentType { headers.append(("Content-Type", contentType)) }
        if let accept { headers.append(("Accept", accept)) }
        return AuditRequest(headers: headers, body: body)
    }

    /// A POST of `fields` as a JSON object.
    static func post(json fields: [String: Any], contentType: String? = "application/json", accept: String? = nil) -> Self {
        let data = (try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys])) ?? Data()
        return post(String(decoding: data, as: UTF8.self), contentType: contentType, accept: accept)
    }

    /// A GET with `parameters` in the URL.
    static func get(_ parameters: [(name: String, value: String)], accept: String? = nil) -> Self {
        AuditRequest(method: "GET", parameters: parameters, headers: accept.map { [("Accept", $0)] } ?? [])
    }

    /// Sends the request to `/graphql` on `port` and reads the answer.
    func send(to port: Int) async throws -> RawResponse {
        let connection = try RawConnection(port: port)
        let query = parameters.map { "\(Self.formEncoded($0.name))=\(Self.formEncoded($0.value))" }.joined(separator: "&")
        var text = "\(method) /graphql\(query.isEmpty ? "" : "?" + query) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
        for header in headers { text += "\(header.name): \(header.value)\r\n" }
        if let body { text += "Content-Length: \(body.utf8.count)\r\n" }
        text += "\r\n" + (body ?? "")
        guard connection.send(text) else { throw POSIXError(.ECONNRESET) }
        guard let response = await connection.readResponse(timeout: 10) else { throw POSIXError(.ETIMEDOUT) }
        return response
    }

    /// `text` in `application/x-www-form-urlencoded`, byte by byte as `URLSearchParams` writes it.
    static func formEncoded(_ text: String) -> String {
        var encoded = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "*"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"):
                encoded.append(Character(Unicode.Scalar(byte)))
            case UInt8(ascii: " "): encoded.append("+")
            default: encoded += String(format: "%%%02X", byte)
            }
        }
        return encoded
    }
}

/// What an audit checks of an answer, as graphql-http's `ressert` does.
enum AuditCheck: Sendable, CustomStringConvertible {
    /// The status is exactly this one.
    case status(Int)
    /// The status is in one of these ranges.
    case statusIn([ClosedRange<Int>])
    /// `Content-Type` contains this text.
    case contentTypeContains(String)
    /// The body decodes as UTF-8.
    case utf8Body
    /// The body is a JSON object without an `errors` entry.
    case noErrors
    /// The body is a JSON object without a `data` entry.
    case noData

    var description: String {
        switch self {
        case .status(let code): "status is \(code)"
        case .statusIn(let ranges): "status is in \(ranges.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: " or "))"
        case .contentTypeContains(let text): "Content-Type contains \(text)"
        case .utf8Body: "the body is UTF-8"
        case .noErrors: "the body is a JSON object without \"errors\""
        case .noData: "the body is a JSON object without \"data\""
        }
    }

    /// Whether `response` passes the check.
    func holds(for response: RawResponse) -> Bool {
        switch self {
        case .status(let code): return response.status == code
        case .statusIn(let ranges): return ranges.contains { $0.contains(response.status) }
        case .contentTypeContains(let text): return response.headers["content-type"]?.contains(text) == true
        case .utf8Body: return String(validating: response.body, as: UTF8.self) != nil
        case .noErrors: return Self.object(response.body).map { $0["errors"] == nil } ?? false
        case .noData: return Self.object(response.body).map { $0["data"] == nil } ?? false
        }
    }

    private static func object(_ body: Data) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
