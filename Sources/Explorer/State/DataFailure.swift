/// The last failure to get a request's data while other data for it stays on screen (cached or bundled data,
/// or an earlier answer); it stays until the network answers.
struct DataFailure: Sendable, Hashable {
    /// What failed, in words: `network error: cannot reach …`, `GraphQL error: rate limited`, `HTTP 500 …`.
    var message: String
    /// Whether it was a refresh (Ctrl-R) that failed, rather than the request that first loaded the screen.
    var duringRefresh: Bool

    /// The failure as the status bar says it: `refresh failed: why`, or just why.
    var description: String {
        (duringRefresh ? "refresh failed: " : "") + message
    }
}
