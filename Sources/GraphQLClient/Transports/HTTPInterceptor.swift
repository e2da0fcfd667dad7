import HTTPTypes

/// A hook around each HTTP attempt: adjust the outgoing request (headers, auth) and observe the outcome.
public protocol HTTPInterceptor: Sendable {
    /// Called before each attempt; may change the request's method, URL and header fields.
    func prepare(_ request: inout HTTPRequest, for graphQLRequest: GraphQLRequest) async
    /// Called after each attempt with its HTTP status (nil when it failed before one arrived) and elapsed time.
    func observe(status: Int?, error: GraphQLClientError?, elapsed: Duration, for graphQLRequest: GraphQLRequest) async
}

extension HTTPInterceptor {
    /// Does nothing.
    public func prepare(_ request: inout HTTPRequest, for graphQLRequest: GraphQLRequest) async {}
    /// Does nothing.
    public func observe(status: Int?, error: GraphQLClientError?, elapsed: Duration, for graphQLRequest: GraphQLRequest) async {}
}

/// Adds fixed header fields, such as `Authorization`, to every request.
public struct HeadersInterceptor: HTTPInterceptor {
    private let fields: HTTPFields

    /// Creates an interceptor adding `fields`.
    public init(_ fields: HTTPFields) {
        self.fields = fields
    }

    /// Sets each field in turn, in place of the request's fields of its name: of a name given twice, the last
    /// value is the one sent.
    public func prepare(_ request: inout HTTPRequest, for graphQLRequest: GraphQLRequest) async {
        for field in fields { request.headerFields[field.name] = field.value }
    }
}
