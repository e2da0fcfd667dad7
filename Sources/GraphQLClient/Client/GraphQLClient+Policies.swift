extension GraphQLClient {
    /// Carries out `policy` for `request`, handing each answer to `emit` in order; with `tracking`, answers
    /// read from the cache carry the fields they were read from (watchers need them).
    func run(
        _ request: GraphQLRequest, policy: CachePolicy, tracking: Bool = false, emit: (CacheAnswer) -> Void
    ) async throws(GraphQLClientError) {
        guard let plan = plan(for: request) else {
            if policy == .cacheOnly {
                throw .cacheMiss(cache == nil ? "no cache is configured" : "the cache holds queries only, and only those it can parse")
            }
            emit(CacheAnswer(response: try await send(request), dependencies: nil))
            return
        }
        switch policy {
        case .cacheFirst:
            let cached = try? readCache(plan, tracking: tracking).get()
            if let cached, isFresh(cached) { return emit(cached.answer) }
            try await fetchPreferring(cached, request: request, plan: plan, policy: policy, tracking: tracking, emit: emit)
        case .networkFirst:
            try await fetchPreferring(nil, request: request, plan: plan, policy: policy, tracking: tracking, emit: emit)
        case .networkOnly, .noStore:
            let response = try await send(request)
            storeIfAllowed(response, plan: plan, policy: policy)
            emit(CacheAnswer(response: response, dependencies: nil))
        case .cacheOnly:
            switch readCache(plan, tracking: tracking) {
            case .success(let cached) where isFresh(cached): emit(cached.answer)
            case .success: throw .cacheMiss("the cached data is older than the maximum age")
            case .failure(let miss): throw .cacheMiss(miss.description)
            }
        case .cacheAndNetwork:
            let cached = try? readCache(plan, tracking: tracking).get()
            if let cached { emit(cached.answer) }
            let response = try await send(request)
            // Bundled data is the last resort: never after an answer from the cache.
            if cached != nil, case .bundled = response.source { return }
            storeIfAllowed(response, plan: plan, policy: policy)
            emit(CacheAnswer(response: response, dependencies: nil))
        }
    }

    /// Asks the network; when it fails or only the bundled data answers, cached data (of any age) wins.
    private func fetchPreferring(
        _ known: CachedRead?, request: GraphQLRequest, plan: OperationPlan, policy: CachePolicy, tracking: Bool,
        emit: (CacheAnswer) -> Void
    ) async throws(GraphQLClientError) {
        let response: RawResponse
        do {
            response = try await send(request)
        } catch where error.isTransportFailure {
            guard let cached = known ?? (try? readCache(plan, tracking: tracking).get()) else { throw error }
            return emit(cached.answer)
        }
        if case .bundled = response.source, let cached = known ?? (try? readCache(plan, tracking: tracking).get()) {
            return emit(cached.answer)
        }
        storeIfAllowed(response, plan: plan, policy: policy)
        emit(CacheAnswer(response: response, dependencies: nil))
    }

    /// Sends a request through the transport and parses the reply.
    func send(_ request: GraphQLRequest) async throws(GraphQLClientError) -> RawResponse {
        try ResponseDecoding.raw(from: try await transport.send(request))
    }
}
