import Foundation

/// The parts of an HTTP request the GraphQL endpoint reads, free of any server framework.
public struct GraphQLHTTPRequest: Sendable {
    /// `GET`, `POST`, ...
    public var method: String
    /// URL query parameters (for GET and HEAD), form-decoded; nil when the query string is not valid form encoding.
    public var queryParameters: [String: String]? = [:]
    /// The `Content-Type` header.
    public var contentType: String?
    /// The `Accept` header.
    public var accept: String?
    /// The `Content-Encoding` header: the server decodes none, so a POST that names one is refused.
    public var contentEncoding: String?
    /// The body bytes, or nil when it exceeded the size limit.
    public var body: Data? = Data()
}

/// What the GraphQL endpoint answers: a status, a content type and a JSON body.
public struct GraphQLHTTPReply: Sendable, Equatable {
    /// The HTTP status code.
    public var status: Int
    /// The `Content-Type` of the body.
    public var contentType: String
    /// The JSON body.
    public var body: Data
    /// The operation name, for the request log.
    public var operationName: String?
    /// Extra headers, such as `Allow` on a 405.
    public var headers: [String: String]
}
