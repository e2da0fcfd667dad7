import AsyncHTTPClient
import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix

/// GraphQL over HTTP with AsyncHTTPClient: POST JSON (or GET for queries), one deadline for the whole request,
/// limits on the reply checked as it streams in, redirects followed by our rules, interceptors, retries with
/// backoff on 429/503, and cancellation.
public struct HTTPTransport: GraphQLTransport {
    /// How requests are sent.
    public struct Configuration: Sendable {
        /// The GraphQL endpoint.
        public var endpoint: URL
        /// Send queries as GET with URL parameters instead of POST.
        public var useGETForQueries: Bool
        /// How long the whole request may take, retries and redirects included: connecting, the headers and the body.
        public var timeout: Duration
        /// Retries for queries on 429 and 503.
        public var retry: RetryPolicy
        /// How large a reply may be.
        public var limits: ReplyLimits
        /// Send each document's SHA-256 first, and the document only when the server does not know it
        /// (automatic persisted queries, as Apollo iOS's `AutomaticPersistedQueryInterceptor` does).
        public var automaticPersistedQueries: Bool

        /// Creates a configuration.
        public init(
            endpoint: URL, useGETForQueries: Bool = false, timeout: Duration = .seconds(10), retry: RetryPolicy = RetryPolicy(),
            limits: ReplyLimits = ReplyLimits(), automaticPersistedQueries: Bool = false
        ) {
            self.endpoint = endpoint
            self.useGETForQueries = useGETForQueries
            self.timeout = timeout
            self.retry = retry
            self.limits = limits
            self.automaticPersistedQueries = automaticPersistedQueries
        }
    }

    /// One attempt's final reply, after any redirects.
    private struct Answer: Sendable {
        var status: Int
        var retryAfter: String?
        var body: Data
        var entityTag: String?
        /// Whether a 304 was answered with the body kept for the URL.
        var revalidated = false
    }

    /// Why an attempt stopped short of a reply, besides AsyncHTTPClient's and NIO's own errors.
    private enum Stop: Error {
        /// The request's deadline passed.
        case deadline
        /// The server redirected more than `Redirect.maximumHops` times.
        case tooManyRedirects
    }

    private let configuration: Configuration
    private let interceptors: [any HTTPInterceptor]
    private let clock: any Clock<Duration>
    /// The time on `clock` since the transport was made: the time line of its deadlines.
    private let now: @Sendable () -> Duration
    private let client: HTTPClient
    private let entityTags = EntityTagStore()

    /// Creates a transport; `clock` times each request's deadline and paces retries (a test clock moves them by
    /// hand).
    public init(
        _ configuration: Configuration, interceptors: [any HTTPInterceptor] = [],
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.configuration = configuration
        self.interceptors = interceptors
        self.clock = clock
        now = Self.elapsedTime(on: clock)
        client = SharedHTTPClient.client(inflatingAtMost: configuration.limits.maximumInflatedBytes)
    }

    private var host: String {
        let url = configuration.endpoint
        return url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? url.absoluteString
    }

    /// Sends the request, retrying queries on 429/503 as the policy allows, all within one deadline.
    public func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        let attempts = request.operationType == .query ? max(1, configuration.retry.maxAttempts) : 1
        let deadline = now() + configuration.timeout
        var attempt = 1
        var sending: DocumentSending = configuration.automaticPersistedQueries ? .hash : .document
        while true {
            let answer = try await attemptOnce(request, sending: sending, deadline: deadline)
            if sending == .hash, GraphQLRequest.isPersistedQueryNotFound(answer.body) {
                // The server does not know the hash: the document goes with it, once, and the server keeps it.
                sending = .documentAndHash
                continue
            }
            if RetryPolicy.isRetryable(status: answer.status), attempt < attempts {
                // An HTTP date in Retry-After is wall-clock time, which no monotonic clock tells.
                let delay = configuration.retry.delay(beforeRetry: attempt, retryAfter: answer.retryAfter, now: Date())
                // A wait that would end past the deadline is not started: the reply in hand is the answer.
                guard delay < deadline - now() else { return try reply(answer, to: request, sending: sending, deadline: deadline) }
                do {
                    try await clock.sleep(for: delay)
                } catch {
                    throw .cancelled
                }
                attempt += 1
                continue
            }
            return try reply(answer, to: request, sending: sending, deadline: deadline)
        }
    }

    /// Accepts 2xx, and 4xx replies that carry a GraphQL response (request errors); anything else is an HTTP error.
    /// The reply carries the request's `deadline`, by which the client must be done with it too.
    private func reply(
        _ answer: Answer, to request: GraphQLRequest, sending: DocumentSending, deadline: Duration
    ) throws(GraphQLClientError) -> TransportReply {
        let status = answer.status, body = answer.body
        let endpoint = configuration.endpoint.absoluteString
        let exchange = HTTPExchange(method: sendsGET(request) ? "GET" : "POST", sending: sending, revalidated: answer.revalidated)
        let now = self.now
        let passed = ReplyDeadline(
            hasPassed: { now() >= deadline }, failure: .timeout(host: host, seconds: configuration.timeout.seconds)
        )
        let reply = TransportReply(body: body, statusCode: status, source: .network(endpoint: endpoint), exchange: exchange, deadline: passed)
        if (200..<300).contains(status) { return reply }
        if (400..<500).contains(status), status != 429, ResponseDecoding.isGraphQLShaped(body) { return reply }
        throw .httpStatus(code: status, bodyExcerpt: ResponseDecoding.excerpt(of: body))
    }

    private func attemptOnce(
        _ request: GraphQLRequest, sending: DocumentSending, deadline: Duration
    ) async throws(GraphQLClientError) -> Answer {
        let plain = try makeRequest(for: request, sending: sending)
        var prepared = plain
        for interceptor in interceptors { await interceptor.prepare(&prepared.head, for: request) }
        let start = now()
        do {
            let answer = try await withinDeadline(deadline) { [prepared] in
                try await exchange(prepared, ownHeaders: plain.head.headerFields, deadline: deadline)
            }
            for interceptor in interceptors {
                await interceptor.observe(status: answer.status, error: nil, elapsed: now() - start, for: request)
            }
            return revalidated(answer, for: plain.head)
        } catch {
            let failure = classify(error)
            for interceptor in interceptors {
                await interceptor.observe(status: nil, error: failure, elapsed: now() - start, for: request)
            }
            throw failure
        }
    }

    private func makeRequest(for request: GraphQLRequest, sending: DocumentSending) throws(GraphQLClientError) -> OutgoingRequest {
        var url = configuration.endpoint
        // HTTPTypes traps on a URL without a scheme.
        guard url.scheme != nil else { throw Self.invalidEndpoint }
        var fields: HTTPFields = [.accept: "application/graphql-response+json, application/json;q=0.9", .acceptEncoding: "gzip, deflate"]
        guard sendsGET(request) else {
            fields[.contentType] = "application/json"
            return OutgoingRequest(head: HTTPRequest(method: .post, url: url, headerFields: fields), body: request.jsonBody(sending: sending))
        }
        if var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.queryItems = (components.queryItems ?? []) + request.queryItems(sending: sending)
            url = components.url ?? url
        }
        var head = HTTPRequest(method: .get, url: url, headerFields: fields)
        head.headerFields[.ifNoneMatch] = head.url.flatMap(entityTags.tag(for:))
        return OutgoingRequest(head: head, body: nil)
    }

    /// Whether `request` goes as a GET: queries, when so configured.
    private func sendsGET(_ request: GraphQLRequest) -> Bool {
        configuration.useGETForQueries && request.operationType == .query
    }

    /// A GET's answer, with a 304 replaced by the body kept for its URL, and a new tagged body kept.
    private func revalidated(_ answer: Answer, for request: HTTPRequest) -> Answer {
        guard request.method == .get, let url = request.url else { return answer }
        if answer.status == 304, let kept = entityTags.body(for: url) {
            return Answer(status: 200, retryAfter: nil, body: kept, entityTag: answer.entityTag, revalidated: true)
        }
        if answer.status == 200, let tag = answer.entityTag { entityTags.remember(tag, body: answer.body, for: url) }
        return answer
    }

    /// The time on `clock` since now, as a function.
    private static func elapsedTime<C: Clock<Duration>>(on clock: C) -> @Sendable () -> Duration {
        let origin = clock.now
        return { origin.duration(to: clock.now) }
    }

    /// Runs `operation`, throwing `Stop.deadline` and cancelling it if it has not finished by `deadline`.
    private func withinDeadline<Value: Sendable>(
        _ deadline: Duration, _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        try await withThrowingTaskGroup(of: Value?.self) { [clock, now] group in
            group.addTask { try await operation() }
            group.addTask {
                try await clock.sleep(for: deadline - now())
                return nil
            }
            defer { group.cancelAll() }
            guard let first = try await group.next(), let value = first else { throw Stop.deadline }
            return value
        }
    }

    /// Sends `request`, following redirects (see `Redirect`), and reads the final reply's body within the limits.
    private func exchange(_ request: OutgoingRequest, ownHeaders: HTTPFields, deadline: Duration) async throws -> Answer {
        let reader = ReplyReader(limits: configuration.limits)
        var current = request
        for _ in 0...Redirect.maximumHops {
            let response = try await client.execute(try current.clientRequest(), deadline: nioDeadline(deadline))
            let status = Int(response.status.code)
            guard let next = Redirect.next(after: status, location: response.headers.first(name: "Location"), from: current, ownHeaders: ownHeaders) else {
                return Answer(
                    status: status, retryAfter: response.headers.first(name: "Retry-After"), body: try await reader.body(of: response),
                    entityTag: response.headers.first(name: "ETag")
                )
            }
            // Read (within the limits) and dropped, so that the connection can serve the next hop.
            _ = try await reader.body(of: response)
            current = next
        }
        throw Stop.tooManyRedirects
    }

    /// The deadline as AsyncHTTPClient takes it, in real time: what is left of it by the clock, from now.
    private func nioDeadline(_ deadline: Duration) -> NIODeadline {
        let remaining = max(deadline - now(), .zero).components
        return .now() + .seconds(remaining.seconds) + .nanoseconds(remaining.attoseconds / 1_000_000_000)
    }

    private static let invalidEndpoint = GraphQLClientError.invalidRequest("the endpoint is not a valid http or https URL")

    private func classify(_ error: any Error) -> GraphQLClientError {
        let timeout = GraphQLClientError.timeout(host: host, seconds: configuration.timeout.seconds)
        switch error {
        case let stop as Stop:
            switch stop {
            case .deadline: return timeout
            case .tooManyRedirects: return .network(host: host, reason: "more than \(Redirect.maximumHops) redirects")
            }
        case let refusal as ReplyReader.TooLarge:
            return .replyTooLarge(refusal.detail)
        case is CancellationError:
            return .cancelled
        case let failure as HTTPClientError:
            return classify(failure, timeout: timeout)
        case let failure as NIOHTTPDecompression.DecompressionError:
            guard failure == .limit else { return .malformedResponse("the compressed body cannot be inflated") }
            return .replyTooLarge("the compressed body inflates past the limit of \(configuration.limits.maximumInflatedBytes) bytes")
        case is NIOHTTPDecompression.ExtraDecompressionError:
            return .malformedResponse("the compressed body cannot be inflated")
        case is HTTPParserError:
            return .malformedResponse("the server's reply is not valid HTTP")
        case let failure as NIOConnectionError:
            if failure.connectionErrors.isEmpty, failure.dnsAError != nil || failure.dnsAAAAError != nil {
                return .network(host: host, reason: "the host name could not be resolved")
            }
            return failure.connectionErrors.first.map { classify($0.error) } ?? .network(host: host, reason: String(describing: failure))
        case let failure as IOError:
            return .network(host: host, reason: failure.errnoCode == ECONNREFUSED ? "connection refused" : String(cString: strerror(failure.errnoCode)))
        case ChannelError.connectTimeout:
            return timeout
        default:
            return .network(host: host, reason: String(describing: error))
        }
    }

    private func classify(_ failure: HTTPClientError, timeout: GraphQLClientError) -> GraphQLClientError {
        switch failure {
        case .cancelled: .cancelled
        case .deadlineExceeded, .connectTimeout, .readTimeout, .writeTimeout: timeout
        case .remoteConnectionClosed: .network(host: host, reason: "the connection closed before the reply was complete")
        case .invalidURL, .emptyHost, .emptyScheme: Self.invalidEndpoint
        default: .network(host: host, reason: failure.description)
        }
    }
}
