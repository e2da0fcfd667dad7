import Foundation

/// Looks records up by key, inside one consistent read of a `NormalizedCache`.
public protocol RecordLookup {
    /// The record with this key, or nil when the cache has none.
    func record(forKey key: CacheKey) throws -> Record?
}

/// Where normalized records live: in memory, or in a SQLite file.
///
/// Calls are synchronous and safe from any thread; implementations serialise access themselves.
public protocol NormalizedCache: Sendable {
    /// Runs `body` with a lookup that sees one consistent state of the records.
    func read<Result>(_ body: (any RecordLookup) throws -> Result) throws -> Result
    /// Merges records in field by field and returns the fields whose values changed, of those `interest` names.
    func merge(_ records: RecordSet, reporting interest: ChangeInterest) throws -> Set<CacheFieldID>
    /// Removes every record.
    func removeAll() throws
    /// Every record's key, in no particular order: what the cache browser lists.
    func keys() throws -> [CacheKey]
    /// Removes the record with this key (the cache browser's eviction); whether there was one.
    func removeRecord(forKey key: CacheKey) throws -> Bool
    /// The file the records are kept in; nil when they live in memory.
    var file: URL? { get }
}

extension NormalizedCache {
    /// Merges records in field by field and returns every field whose value changed.
    public func merge(_ records: RecordSet) throws -> Set<CacheFieldID> {
        try merge(records, reporting: .all)
    }

    /// Nil: records live in memory unless the cache says otherwise.
    public var file: URL? { nil }
}
