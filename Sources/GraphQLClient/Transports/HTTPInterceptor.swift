import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A hook around each HTTP attempt: adjust the outgoing request (headers, auth) and observe the outcome.
public protocol HTTPInterceptor: Sendable {
    /// Called before each attempt; may change the request.
    func prepare(_ request: inout URLRequest, for graphQLRequest: GraphQLRequest) async
    /// Called after each attempt with its HTTP status (nil when it failed before one arrived) and elapsed time.
    func observe(status: Int?, error: GraphQLClientError?, elapsed: Duration, for graphQLRequest: GraphQLRequest) async
}

extension HTTPInterceptor {
    /// Does nothing.
    public func prepare(_ request: inout URLRequest, for graphQLRequest: GraphQLRequest) async {}
    /// Does nothing.
    public func observe(status: Int?, error: GraphQLClientError?, elapsed: Duration, for graphQLRequest: GraphQLRequest) async {}
}

/// Adds fixed headers, such as `Authorization`, to every request.
public struct HeadersInterceptor: HTTPInterceptor {
    private let headers: [String: String]

    /// Creates an interceptor adding `headers`.
    public init(_ headers: [String: String]) {
        self.headers = headers
    }

    /// Sets each header.
    public func prepare(_ request: inout URLRequest, for graphQLRequest: GraphQLRequest) async {
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
    }
}
