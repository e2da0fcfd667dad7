import AsyncHTTPClient
import Synchronization

/// The process's AsyncHTTPClient instances, made on first use and kept until the process ends, as
/// `HTTPClient.shared` is: they run on NIO's process-wide event loop group, whose threads sleep in `epoll_wait`
/// while a request waits, and need no shutdown.
///
/// One per inflation limit, because AsyncHTTPClient takes that limit from the client's configuration; a process
/// uses one `ReplyLimits` (the CLI's `--max-reply-size`), so in practice one client, and one connection pool.
enum SharedHTTPClient {
    private static let clients = Mutex<[Int: HTTPClient]>([:])

    /// The client that inflates a compressed body up to `maximumInflatedBytes` and fails it past that.
    static func client(inflatingAtMost maximumInflatedBytes: Int) -> HTTPClient {
        clients.withLock { clients in
            if let client = clients[maximumInflatedBytes] { return client }
            var configuration = HTTPClient.Configuration(
                // The transport follows redirects itself, to drop headers when a hop leaves the origin.
                redirectConfiguration: .disallow,
                // The transport's own deadline bounds connecting; this only has to be no shorter than the longest
                // `--timeout`.
                timeout: HTTPClient.Configuration.Timeout(connect: .hours(1)),
                decompression: .enabled(limit: .size(maximumInflatedBytes))
            )
            // A refused connection fails the request at once, instead of being retried until the deadline.
            configuration.connectionPool.retryConnectionEstablishment = false
            let client = HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
            clients[maximumInflatedBytes] = client
            return client
        }
    }
}
