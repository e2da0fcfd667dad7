/// When the request a reply answers must be over, on its transport's clock, and the failure its passing is: the
/// client holds the work after the transfer (parsing, reading, normalizing) to the request's deadline with it.
public struct ReplyDeadline: Sendable {
    /// Whether the deadline has passed.
    public let hasPassed: @Sendable () -> Bool
    /// What the request fails with once it has: `timeout` for the HTTP transport.
    public let failure: GraphQLClientError

    /// A deadline that `hasPassed` tells, failing with `failure`.
    public init(hasPassed: @escaping @Sendable () -> Bool, failure: GraphQLClientError) {
        self.hasPassed = hasPassed
        self.failure = failure
    }

    /// Throws `failure` once the deadline has passed.
    func check() throws(GraphQLClientError) {
        if hasPassed() { throw failure }
    }
}
