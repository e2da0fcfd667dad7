import Foundation

/// What the cache browser shows of the whole cache: its keys and where it is kept.
public struct CacheContents: Sendable, Hashable {
    /// Every record's key, sorted.
    public var keys: [CacheKey]
    /// The file the records are kept in; nil in memory.
    public var file: URL?
}

extension GraphQLClient {
    /// The cache's keys, sorted, and its file; nil without a cache.
    public func cacheContents() throws -> CacheContents? {
        guard let cache else { return nil }
        return CacheContents(keys: try cache.store.keys().sorted(), file: cache.store.file)
    }

    /// The record with this key, as the cache holds it; nil when it holds none (or there is no cache).
    public func cachedRecord(forKey key: CacheKey) throws -> Record? {
        guard let cache else { return nil }
        return try cache.store.read { lookup in try lookup.record(forKey: key) }
    }

    /// Removes one record from the cache, so that the next fetch that needs it asks the network; whether there
    /// was one. Data on screen stays: watchers hear of writes, not of evictions.
    public func evictCachedRecord(forKey key: CacheKey) throws -> Bool {
        guard let cache else { return false }
        return try cache.store.removeRecord(forKey: key)
    }
}
