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
    /// Merges records in field by field and returns the fields whose values changed.
    func merge(_ records: RecordSet) throws -> Set<CacheFieldID>
    /// Removes every record.
    func removeAll() throws
}
