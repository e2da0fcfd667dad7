import Foundation

extension GraphQLClient {
    /// Watches an operation: the answers `policy` gives, then a new answer whenever a cached field it
    /// depends on changes, until the consuming task is cancelled.
    ///
    /// A failure of the first fetch ends the sequence only when nothing was delivered yet.
    public nonisolated func watch<Operation: GraphQLOperation>(
        _ operation: Operation, policy: CachePolicy = .cacheFirst
    ) -> AsyncThrowingStream<GraphQLResponse<Operation.Data>, any Error> {
        let (stream, continuation) = AsyncThrowingStream.makeStream(of: GraphQLResponse<Operation.Data>.self)
        let id = UUID()
        let reader = AnswerReader<Operation.Data>.typed(Operation.self)
        // Cached data that no longer reads as the operation is a miss, not the end of the watch.
        let deliver: @Sendable (RawResponse) -> Void = { raw in
            if let response = try? reader.read(raw) { continuation.yield(response) }
        }
        let task = Task {
            do {
                let request = GraphQLRequest(operation)
                try await self.startWatcher(id, request: request, policy: policy, reader: reader, deliver: deliver) { response in
                    continuation.yield(response)
                }
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in
            task.cancel()
            Task { await self.removeWatcher(id) }
        }
        return stream
    }

    private func startWatcher<Element: Sendable>(
        _ id: UUID, request: GraphQLRequest, policy: CachePolicy, reader: AnswerReader<Element>,
        deliver: @escaping @Sendable (RawResponse) -> Void, yield: @escaping (GraphQLResponse<Element>) -> Void
    ) async throws(GraphQLClientError) {
        watchers[id] = Watcher(plan: plan(for: request), deliver: deliver)
        do {
            try await run(request, policy: policy, tracking: true, reader: reader) { response, answer in
                self.deliver(answer, to: id) { yield(response) }
            }
        } catch {
            guard watchers[id]?.last != nil else {
                watchers[id] = nil
                throw error
            }
        }
    }

    private func removeWatcher(_ id: UUID) {
        watchers[id] = nil
    }

    /// Delivers an answer unless it repeats the last one, and records what it depends on; `yield` hands over
    /// an answer already read, else the watcher reads it.
    private func deliver(_ answer: CacheAnswer, to id: UUID, yield: (() -> Void)? = nil) {
        guard var watcher = watchers[id], watcher.last != answer.response else { return }
        if let dependencies = answer.dependencies {
            watcher.dependencies = dependencies
        } else if let plan = watcher.plan, let read = try? readCache(plan, tracking: true).get() {
            watcher.dependencies = read.answer.dependencies ?? []
        }
        watcher.last = answer.response
        watchers[id] = watcher
        if let yield { yield() } else { watcher.deliver(answer.response) }
    }

    /// The changed fields a merge reports: those the watchers depend on, or every one while a watcher has
    /// nothing cached yet.
    var watchedFields: ChangeInterest {
        var fields: Set<CacheFieldID> = []
        for watcher in watchers.values where watcher.plan != nil {
            if watcher.dependencies.isEmpty { return .all }
            fields.formUnion(watcher.dependencies)
        }
        return .fields(fields)
    }

    /// Re-reads every watcher that depends on a changed field (or has nothing cached yet) and delivers what changed.
    func notifyWatchers(changed: Set<CacheFieldID>, source: ResponseSource) {
        for (id, watcher) in watchers {
            guard let plan = watcher.plan, watcher.dependencies.isEmpty || !watcher.dependencies.isDisjoint(with: changed),
                  let read = try? readCache(plan, tracking: true).get()
            else { continue }
            var answer = read.answer
            answer.response.source = source
            deliver(answer, to: id)
        }
    }
}
