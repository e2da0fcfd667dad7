import Foundation

extension GraphQLClient {
    /// The operation's data rebuilt from the cache, or the reason it cannot be; with `tracking`, the answer
    /// carries the fields it was read from.
    func readCache(_ plan: OperationPlan, tracking: Bool = false) -> Result<CachedRead, CacheMiss> {
        guard let cache else { return .failure(CacheMiss(missing: "anything: no cache is configured")) }
        do {
            return .success(try cache.store.read { lookup in
                var reader = CacheReader(
                    lookup: lookup, schema: cache.schema, tracksDependencies: tracking, maximumBytes: cache.maximumReadBytes
                )
                let data = try reader.read(selection: plan.selection, rootKey: plan.rootKey)
                let oldest = reader.oldestWrite ?? now()
                return CachedRead(
                    answer: CacheAnswer(
                        response: RawResponse(
                            data: data, errors: [], source: .cache(storedAt: oldest),
                            origin: .cache(storedAt: oldest, records: reader.recordsRead, file: cache.store.file)
                        ),
                        dependencies: tracking ? reader.dependencies : nil
                    ),
                    oldestWrite: oldest
                )
            })
        } catch let miss as CacheMiss {
            return .failure(miss)
        } catch {
            return .failure(CacheMiss(missing: "a readable record (\(error))"))
        }
    }

    /// The operation's data rebuilt from the cache and read by `reader`; data that does not read is a miss.
    func readCache<Element: Sendable>(
        _ plan: OperationPlan, tracking: Bool, reader: AnswerReader<Element>
    ) -> Result<TypedCachedRead<Element>, CacheMiss> {
        readCache(plan, tracking: tracking).flatMap { read in
            do {
                return .success(TypedCachedRead(read: read, response: try reader.read(read.answer.response)))
            } catch {
                return .failure(CacheMiss(missing: "data that reads as the operation asks (\(error))"))
            }
        }
    }

    /// Whether a cached read is young enough for `cacheFirst` and `cacheOnly`.
    func isFresh(_ read: CachedRead) -> Bool {
        guard let maxAge = cache?.maxAge else { return true }
        return now().timeIntervalSince(read.oldestWrite) <= maxAge.seconds
    }

    /// Writes a network response into the cache when the policy allows it, then tells the watchers what changed.
    ///
    /// Only complete answers from a server are stored: not a fallback's, and not data that came with errors.
    /// Normalizing and storing are held to the request's deadline: once it passes, nothing is stored and the
    /// request fails.
    func storeIfAllowed(_ response: RawResponse, plan: OperationPlan, policy: CachePolicy) throws(GraphQLClientError) {
        guard policy.storesResults, let cache, response.errors.isEmpty,
              case .network = response.source, case .object(let data)? = response.data
        else { return }
        let now = now()
        let changed = try? cache.store.merge(reporting: watchedFields) { merge in
            var normalizer = ResponseNormalizer(schema: cache.schema, now: now, stop: response.deadline?.hasPassed)
            return try normalizer.normalize(data: data, selection: plan.selection, rootKey: plan.rootKey, merging: merge)
        }
        try response.deadline?.check()
        guard let changed, !changed.isEmpty else { return }
        notifyWatchers(changed: changed, source: response.source)
    }
}
