import Foundation

extension GraphQLClient {
    /// Carries out `policy` for `request`, handing each answer, read by `reader`, to `emit` in order; with
    /// `tracking`, answers read from the cache carry the fields they were read from (watchers need them).
    ///
    /// A network answer is stored only once it has read; a cached one that does not read is a miss.
    func carryOut<Element: Sendable>(
        _ request: GraphQLRequest, policy: CachePolicy, tracking: Bool = false, reader: AnswerReader<Element>,
        emit: (GraphQLResponse<Element>, CacheAnswer) -> Void
    ) async throws(GraphQLClientError) {
        guard let plan = plan(for: request) else {
            if policy == .cacheOnly {
                throw .cacheMiss(cache == nil ? "no cache is configured" : "the cache holds only queries whose selections the request carries")
            }
            let response = try await send(request, fallingBack: policy.fallsBack)
            emit(try accepted(response, reader: reader), CacheAnswer(response: response, dependencies: nil))
            return
        }
        switch policy {
        case .cacheFirst:
            let cached = try? readCache(plan, tracking: tracking, reader: reader).get()
            if let cached, isFresh(cached.read) { return emit(cached.response, cached.read.answer) }
            try await fetchPreferring(cached, request: request, plan: plan, policy: policy, tracking: tracking, reader: reader, emit: emit)
        case .networkFirst:
            try await fetchPreferring(nil, request: request, plan: plan, policy: policy, tracking: tracking, reader: reader, emit: emit)
        case .networkOnly, .noStore:
            let (response, answer) = try read(try await send(request, fallingBack: policy.fallsBack), plan: plan, policy: policy, reader: reader)
            emit(response, answer)
        case .cacheOnly:
            switch readCache(plan, tracking: tracking, reader: reader) {
            case .success(let cached) where isFresh(cached.read): emit(cached.response, cached.read.answer)
            case .success: throw .cacheMiss("the cached data is older than the maximum age")
            case .failure(let miss): throw .cacheMiss(miss.description)
            }
        case .cacheAndNetwork:
            let cached = try? readCache(plan, tracking: tracking, reader: reader).get()
            if let cached { emit(cached.response, cached.read.answer) }
            let raw = try await send(request, fallingBack: policy.fallsBack)
            // The fallback is the last resort: never after an answer from the cache.
            if cached != nil, case .fallback = raw.source { return }
            let (response, answer) = try read(raw, plan: plan, policy: policy, reader: reader)
            emit(response, answer)
        }
    }

    /// Asks the network; when it fails, answers what does not read, or only the fallback answers, cached
    /// data (of any age) wins.
    private func fetchPreferring<Element: Sendable>(
        _ known: TypedCachedRead<Element>?, request: GraphQLRequest, plan: OperationPlan, policy: CachePolicy, tracking: Bool,
        reader: AnswerReader<Element>, emit: (GraphQLResponse<Element>, CacheAnswer) -> Void
    ) async throws(GraphQLClientError) {
        let response: GraphQLResponse<Element>
        let answer: CacheAnswer
        do {
            let raw: RawResponse
            raw = try await send(request, fallingBack: policy.fallsBack)
            if case .fallback = raw.source, let cached = known ?? (try? readCache(plan, tracking: tracking, reader: reader).get()) {
                return emit(cached.response, cached.read.answer)
            }
            (response, answer) = try read(raw, plan: plan, policy: policy, reader: reader)
        } catch where error.isTransportFailure {
            guard let cached = known ?? (try? readCache(plan, tracking: tracking, reader: reader).get()) else { throw error }
            return emit(cached.response, cached.read.answer)
        }
        emit(response, answer)
    }

    /// Reads a network answer, then stores it when it read and the policy allows, all before the request's
    /// deadline.
    private func read<Element: Sendable>(
        _ raw: RawResponse, plan: OperationPlan, policy: CachePolicy, reader: AnswerReader<Element>
    ) throws(GraphQLClientError) -> (GraphQLResponse<Element>, CacheAnswer) {
        let response = try accepted(raw, reader: reader)
        try raw.deadline?.check()
        try storeIfAllowed(raw, plan: plan, policy: policy)
        return (response, CacheAnswer(response: raw, dependencies: nil))
    }

    /// A reply read by `reader`; one it refuses is noted as refused, for the request's record.
    func accepted<Element: Sendable>(_ raw: RawResponse, reader: AnswerReader<Element>) throws(GraphQLClientError) -> GraphQLResponse<Element> {
        do {
            return try reader.read(raw)
        } catch {
            if case .malformedResponse = error { RequestRecorder.current?.noteRefusal(error.description) }
            throw error
        }
    }

    /// Sends a request through the transport and parses the reply; when the network fails and `fallingBack`
    /// allows, through the fallback, if there is one. Each source asked is noted for the request's record.
    func send(_ request: GraphQLRequest, fallingBack: Bool) async throws(GraphQLClientError) -> RawResponse {
        let reply: TransportReply
        let startedAt = now()
        do {
            reply = try await transport.send(request)
        } catch {
            var status: Int?
            if case .httpStatus(let code, _) = error { status = code }
            RequestRecorder.current?.note(TransportAttempt(standIn: false, outcome: .failed(status: status, reason: error.description), duration: elapsed(since: startedAt)))
            if case .replyTooLarge = error { RequestRecorder.current?.noteRefusal(error.description) }
            guard fallingBack, error.isNetworkFailure, let fallback else { throw error }
            return try await send(request, through: fallback, reason: .networkFailed(error.description))
        }
        do throws(GraphQLClientError) {
            // Parsed within the request's deadline: a reply that takes too long to parse is a timeout, and falls
            // back as one.
            return try parsed(reply, startedAt: startedAt)
        } catch {
            guard fallingBack, error.isNetworkFailure, let fallback else { throw error }
            return try await send(request, through: fallback, reason: .networkFailed(error.description))
        }
    }

    /// Sends a request through the fallback and parses its reply, marked `.fallback(reason:)`.
    func send(
        _ request: GraphQLRequest, through fallback: any GraphQLTransport, reason: FallbackReason
    ) async throws(GraphQLClientError) -> RawResponse {
        let startedAt = now()
        var reply = try await fallback.send(request)
        reply.source = .fallback(reason: reason)
        return try parsed(reply, startedAt: startedAt)
    }

    /// A reply parsed, noted for the request's record as an attempt (and as refused when it is not a GraphQL
    /// response).
    private func parsed(_ reply: TransportReply, startedAt: Date) throws(GraphQLClientError) -> RawResponse {
        let standIn: Bool
        if case .fallback = reply.source { standIn = true } else { standIn = false }
        RequestRecorder.current?.note(TransportAttempt(
            standIn: standIn, outcome: .replied(status: reply.statusCode, bytes: reply.body.count), duration: elapsed(since: startedAt)
        ))
        do {
            return try ResponseDecoding.raw(from: reply)
        } catch {
            RequestRecorder.current?.noteRefusal(error.description)
            throw error
        }
    }

    /// The time since `startedAt`, in whole milliseconds.
    func elapsed(since startedAt: Date) -> Duration {
        .milliseconds(Int64((now().timeIntervalSince(startedAt) * 1000).rounded()))
    }
}
