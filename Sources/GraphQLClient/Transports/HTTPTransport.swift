import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GraphQL over HTTP with URLSession: POST JSON (or GET for queries), one deadline for the whole request,
/// limits on the reply checked as it streams in, interceptors, retries with backoff on 429/503, and cancellation.
public struct HTTPTransport: GraphQLTransport {
    /// How requests are sent.
    public struct Configuration: Sendable {
        /// The GraphQL endpoint.
        public var endpoint: URL
        /// Send queries as GET with URL parameters instead of POST.
        public var useGETForQueries: Bool
        /// How long the whole request may take, retries included: connecting, the headers and the body.
        public var timeout: Duration
        /// Retries for queries on 429 and 503.
        public var retry: RetryPolicy
        /// How large a reply may be.
        public var limits: ReplyLimits

        /// Creates a configuration.
        public init(
            endpoint: URL, useGETForQueries: Bool = false, timeout: Duration = .seconds(10), retry: RetryPolicy = RetryPolicy(),
            limits: ReplyLimits = ReplyLimits()
        ) {
            self.endpoint = endpoint
            self.useGETForQueries = useGETForQueries
            self.timeout = timeout
            self.retry = retry
            self.limits = limits
        }
    }

    private let configuration: Configuration
    private let interceptors: [any HTTPInterceptor]
    private let session: URLSession
    private let sessionDelegate: SessionDelegate
    private let clock: any Clock<Duration>

    /// Creates a transport; `clock` paces retries (a test clock makes them instant).
    public init(
        _ configuration: Configuration, interceptors: [any HTTPInterceptor] = [],
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.configuration = configuration
        self.interceptors = interceptors
        self.clock = clock
        let sessionConfiguration = URLSessionConfiguration.ephemeral
        sessionConfiguration.requestCachePolicy = .reloadIgnoringLocalCacheData
        sessionConfiguration.urlCache = nil
        sessionConfiguration.timeoutIntervalForRequest = configuration.timeout.seconds
        let delegate = SessionDelegate()
        sessionDelegate = delegate
        session = URLSession(configuration: sessionConfiguration, delegate: delegate, delegateQueue: InlineOperationQueue())
    }

    private var host: String {
        let url = configuration.endpoint
        return url.host.map { host in url.port.map { "\(host):\($0)" } ?? host } ?? url.absoluteString
    }

    /// Sends the request, retrying queries on 429/503 as the policy allows, all within one deadline.
    public func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> TransportReply {
        let attempts = request.operationType == .query ? max(1, configuration.retry.maxAttempts) : 1
        let deadline = ContinuousClock.now + configuration.timeout
        var attempt = 1
        while true {
            let (body, response) = try await attemptOnce(request, deadline: deadline)
            let status = response.statusCode
            if RetryPolicy.isRetryable(status: status), attempt < attempts {
                let delay = configuration.retry.delay(
                    beforeRetry: attempt, retryAfter: response.value(forHTTPHeaderField: "Retry-After")
                )
                guard ContinuousClock.now + delay < deadline else { return try reply(status: status, body: body) }
                do {
                    try await clock.sleep(for: delay)
                } catch {
                    throw .cancelled
                }
                attempt += 1
                continue
            }
            return try reply(status: status, body: body)
        }
    }

    /// Accepts 2xx, and 4xx replies that carry a GraphQL response (request errors); anything else is an HTTP error.
    private func reply(status: Int, body: Data) throws(GraphQLClientError) -> TransportReply {
        let reply = TransportReply(body: body, statusCode: status, source: .network(endpoint: configuration.endpoint.absoluteString))
        if (200..<300).contains(status) { return reply }
        if (400..<500).contains(status), status != 429, ResponseDecoding.isGraphQLShaped(body) { return reply }
        throw .httpStatus(code: status, bodyExcerpt: ResponseDecoding.excerpt(of: body))
    }

    private func attemptOnce(
        _ request: GraphQLRequest, deadline: ContinuousClock.Instant
    ) async throws(GraphQLClientError) -> (Data, HTTPURLResponse) {
        var urlRequest = makeURLRequest(for: request)
        for interceptor in interceptors { await interceptor.prepare(&urlRequest, for: request) }
        let start = ContinuousClock.now
        do {
            let (body, response) = try await perform(urlRequest, deadline: deadline)
            for interceptor in interceptors {
                await interceptor.observe(status: response.statusCode, error: nil, elapsed: .now - start, for: request)
            }
            return (body, response)
        } catch {
            let failure = classify(error)
            for interceptor in interceptors {
                await interceptor.observe(status: nil, error: failure, elapsed: .now - start, for: request)
            }
            throw failure
        }
    }

    private func makeURLRequest(for request: GraphQLRequest) -> URLRequest {
        var url = configuration.endpoint
        let useGET = configuration.useGETForQueries && request.operationType == .query
        if useGET, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) {
            components.queryItems = (components.queryItems ?? []) + request.queryItems
            url = components.url ?? url
        }
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: configuration.timeout.seconds)
        urlRequest.setValue("application/graphql-response+json, application/json;q=0.9", forHTTPHeaderField: "Accept")
        if useGET {
            urlRequest.httpMethod = "GET"
        } else {
            urlRequest.httpMethod = "POST"
            urlRequest.setValue("application/json", forHTTPHeaderField: "Content-Type")
            urlRequest.httpBody = request.jsonBody
        }
        return urlRequest
    }

    /// Runs one data task, streaming its reply into a collector that enforces the limits and the deadline,
    /// and cancelling it when the calling task is cancelled.
    private func perform(_ request: URLRequest, deadline: ContinuousClock.Instant) async throws -> (Data, HTTPURLResponse) {
        let remaining = deadline - ContinuousClock.now
        guard remaining > .zero else { throw ReplyCollector.Failure.deadline }
        let limits = configuration.limits
        let handle = DataTaskHandle()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let task = session.dataTask(with: request)
                let collector = ReplyCollector(limits: limits, handle: handle, continuation: continuation)
                sessionDelegate.register(collector, for: task)
                // Expiring after the reply is complete does nothing: the collector resumes its request once.
                DispatchQueue.global().asyncAfter(deadline: .now() + remaining.seconds) { collector.expire() }
                handle.start(task)
            }
        } onCancel: {
            handle.cancel()
        }
    }

    private func classify(_ error: any Error) -> GraphQLClientError {
        switch error as? ReplyCollector.Failure {
        case .tooLarge(let detail)?: return .replyTooLarge(detail)
        case .deadline?: return .timeout(host: host, seconds: configuration.timeout.seconds)
        case .transfer(let underlying)?: return classify(underlying)
        case nil: break
        }
        guard let urlError = error as? URLError else {
            return .network(host: host, reason: String(describing: error))
        }
        switch urlError.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timeout(host: host, seconds: configuration.timeout.seconds)
        case .cannotFindHost, .dnsLookupFailed: return .network(host: host, reason: "the host name could not be resolved")
        case .cannotConnectToHost: return .network(host: host, reason: "connection refused")
        case .networkConnectionLost: return .network(host: host, reason: "the connection closed before the reply was complete")
        case .notConnectedToInternet: return .network(host: host, reason: "not connected to the internet")
        case .badServerResponse: return .malformedResponse("the server's reply is not valid HTTP")
        default: return .network(host: host, reason: urlError.localizedDescription)
        }
    }
}
