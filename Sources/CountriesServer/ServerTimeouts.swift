/// The time limits that keep a slow or hostile client from holding the server; each is a flag of
/// `countries-server`, and docs/limits.md documents them.
public struct ServerTimeouts: Sendable, Equatable {
    /// How long one request's execution may run; past it the request is answered 504 and its execution cancelled.
    public var requestDeadline: Duration
    /// How long a request's head and body may take to arrive, counted from its first byte; past it the
    /// connection is closed. Sending slowly does not extend it.
    public var requestRead: Duration
    /// How long a connection may stay open with no request under way (before its first request, or between
    /// kept-alive requests) until its next request head is complete; past it the connection is closed.
    public var idle: Duration

    /// Creates a set of limits.
    public init(requestDeadline: Duration, requestRead: Duration, idle: Duration) {
        self.requestDeadline = requestDeadline
        self.requestRead = requestRead
        self.idle = idle
    }

    /// 5 s to execute, 10 s to send a request, 30 s of idleness.
    public static let standard = ServerTimeouts(requestDeadline: .seconds(5), requestRead: .seconds(10), idle: .seconds(30))
}
