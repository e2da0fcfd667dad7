import BoundedStorage
import Foundation
import JSONCore

/// Runs operations through a transport, with an optional normalized cache and Apollo's cache policies,
/// and decodes replies into typed responses.
public actor GraphQLClient {
    let transport: any GraphQLTransport
    let fallback: (any GraphQLTransport)?
    let cache: ClientCache?
    let now: @Sendable () -> Date
    /// Plans by request, at most `planCapacity`; nil records a request the cache cannot hold.
    private let plans = BoundedStore<PlanKey, OperationPlan?>(capacity: GraphQLClient.planCapacity, maxBytes: .max)
    /// The most plans memoised.
    static let planCapacity = 128
    /// The live watchers by identifier.
    var watchers: [UUID: Watcher] = [:]
    /// The last answers and failures, for the inspector's request log.
    var log = RequestLog()
    /// Handed each request's record as it is made (`--log` writes it).
    let onRecord: (@Sendable (AnswerTrace) -> Void)?

    /// Creates a client sending through `transport`, caching in `cache` when given; `now` stamps records.
    ///
    /// When the transport's network fails (DNS, connect, timeout, 5xx) and no cached data answers instead,
    /// `fallback` answers, its replies marked `.fallback` with the failure as the reason. `onRecord` is handed
    /// each request's record as it is made.
    public init(
        transport: any GraphQLTransport, fallback: (any GraphQLTransport)? = nil, cache: ClientCache? = nil,
        now: @escaping @Sendable () -> Date = Date.init, onRecord: (@Sendable (AnswerTrace) -> Void)? = nil
    ) {
        self.transport = transport
        self.fallback = fallback
        self.cache = cache
        self.now = now
        self.onRecord = onRecord
    }

    /// Fetches a generated operation under `policy`: the last answer the policy gives (for `cacheAndNetwork`,
    /// the network's, or the cache's when the network fails). Partial data with errors is returned.
    ///
    /// A reply that does not decode into `Operation.Data` is a `malformedResponse` naming the field, and is not stored.
    public func fetch<Operation: GraphQLOperation>(
        _ operation: Operation, policy: CachePolicy = .cacheFirst
    ) async throws(GraphQLClientError) -> GraphQLResponse<Operation.Data> {
        try await lastAnswer(GraphQLRequest(operation), policy: policy, reader: .typed(Operation.self))
    }

    /// The fallback's answer to a generated operation now, without asking the network or the cache, marked
    /// `.fallback(reason:)`: something to show while the network is awaited. Nil without a fallback.
    public func fallbackAnswer<Operation: GraphQLOperation>(
        _ operation: Operation, reason: FallbackReason
    ) async throws(GraphQLClientError) -> GraphQLResponse<Operation.Data>? {
        guard let fallback else { return nil }
        return try await recordedFallbackAnswer(GraphQLRequest(operation), through: fallback, reason: reason, reader: .typed(Operation.self))
    }

    /// Runs an ad-hoc request under `policy` and returns its data as untyped JSON; with `check`, data that fails
    /// it is a `malformedResponse`, and is not stored.
    public func fetchJSON(
        _ request: GraphQLRequest, policy: CachePolicy = .cacheFirst, checking check: DataCheck? = nil
    ) async throws(GraphQLClientError) -> GraphQLResponse<JSONValue> {
        try await lastAnswer(request, policy: policy, reader: .json(operationName: request.operationName, checking: check))
    }

    /// Every answer `policy` gives for an ad-hoc request, in order, as untyped JSON: for `cacheAndNetwork` the
    /// cached one, then the fresh one; a failure after an answer ends the sequence with that error. `check` as
    /// in `fetchJSON`.
    public nonisolated func responsesJSON(
        _ request: GraphQLRequest, policy: CachePolicy, checking check: DataCheck? = nil
    ) -> AsyncThrowingStream<GraphQLResponse<JSONValue>, any Error> {
        answerStream(policy: policy, reader: .json(operationName: request.operationName, checking: check)) { () throws(GraphQLClientError) in
            request
        }
    }

    private nonisolated func answerStream<Element: Sendable>(
        policy: CachePolicy, reader: AnswerReader<Element>,
        makeRequest: @escaping @Sendable () throws(GraphQLClientError) -> GraphQLRequest
    ) -> AsyncThrowingStream<GraphQLResponse<Element>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GraphQLResponse<Element>.self)
        let task = Task {
            do {
                try await self.run(try makeRequest(), policy: policy, reader: reader) { response, _ in continuation.yield(response) }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// The last answer of a policy; a failure after an earlier answer keeps that answer.
    private func lastAnswer<Element: Sendable>(
        _ request: GraphQLRequest, policy: CachePolicy, reader: AnswerReader<Element>
    ) async throws(GraphQLClientError) -> GraphQLResponse<Element> {
        var last: GraphQLResponse<Element>?
        do {
            try await run(request, policy: policy, reader: reader) { response, _ in last = response }
        } catch {
            guard let last, error != .cancelled else { throw error }
            return last
        }
        guard let last else { throw .noData }
        return last
    }

    /// The cache plan for a request, or nil when there is no cache or the request is not a query with selections.
    ///
    /// Plans are memoised (up to `planCapacity`), so a repeated request costs one dictionary lookup.
    func plan(for request: GraphQLRequest) -> OperationPlan? {
        guard let cache, request.operationType == .query, let selections = request.selections else { return nil }
        let key = PlanKey(request)
        if let known = plans.value(for: key) { return known }
        let plan = OperationPlan(request: request, selections: selections, schema: cache.schema)
        plans.remember(plan, for: key, cost: 0)
        return plan
    }
}

/// What a plan depends on. A request's selections describe its document, so the text stands for them and
/// a lookup does not hash the whole selection tree.
private struct PlanKey: Hashable {
    let query: ExactText
    let operationName: ExactText?
    let variables: Data

    init(_ request: GraphQLRequest) {
        query = ExactText(request.query)
        operationName = request.operationName.map(ExactText.init)
        variables = request.variables
    }
}
