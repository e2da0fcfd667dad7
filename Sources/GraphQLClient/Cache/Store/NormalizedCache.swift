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
    /// Merges in, all or nothing, the records `batches` hands over one batch after another, as `merge(_:reporting:)`
    /// merges one set, and returns the fields whose values changed, of those `interest` names; nil when `batches`
    /// gave up, and nothing was merged. A field two batches write is reported when either write changed it.
    func merge(reporting interest: ChangeInterest, _ batches: RecordBatches) throws -> Set<CacheFieldID>?
    /// Removes every record.
    func removeAll() throws
    /// Every record's key, in no particular order: what the cache browser lists.
    func keys() throws -> [CacheKey]
    /// Removes the record with this key (the cache browser's eviction); whether there was one.
    func removeRecord(forKey key: CacheKey) throws -> Bool
    /// The file the records are kept in; nil when they live in memory.
    var file: URL? { get }
}

/// Hands a merge its records a batch at a time, so that a large reply's records are never all held at once: calls
/// `merge` with each batch, all of them written at one time, and returns whether it handed them all (false: it gave
/// up). It throws only what `merge` throws.
public typealias RecordBatches = (_ merge: (RecordSet) throws -> Void) throws -> Bool

extension NormalizedCache {
    /// Merges records in field by field and returns every field whose value changed.
    public func merge(_ records: RecordSet) throws -> Set<CacheFieldID> {
        try merge(records, reporting: .all)
    }

    /// Gathers the batches into one set and merges that: for a cache that holds its records in memory anyway.
    public func merge(reporting interest: ChangeInterest, _ batches: RecordBatches) throws -> Set<CacheFieldID>? {
        var records = RecordSet()
        let complete = try batches { batch in
            records.writtenAt = batch.writtenAt
            for record in batch.records.values { records.merge(record) }
        }
        return complete ? try merge(records, reporting: interest) : nil
    }

    /// Nil: records live in memory unless the cache says otherwise.
    public var file: URL? { nil }
}
