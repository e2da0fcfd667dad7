import Synchronization

/// A `NormalizedCache` in a dictionary behind a lock: fast, and gone when the process ends.
public final class InMemoryNormalizedCache: NormalizedCache {
    private let storage: Mutex<[CacheKey: Record]>

    /// Creates a cache holding `records`.
    public init(_ records: [Record] = []) {
        storage = Mutex(Dictionary(records.map { ($0.key, $0) }) { _, last in last })
    }

    /// Runs `body` over a snapshot of the records, outside the lock.
    public func read<Result>(_ body: (any RecordLookup) throws -> Result) throws -> Result {
        let snapshot = storage.withLock { $0 }
        return try body(DictionaryLookup(records: snapshot))
    }

    /// Merges records in and returns the fields whose values changed, of those `interest` names.
    public func merge(_ records: RecordSet, reporting interest: ChangeInterest) throws -> Set<CacheFieldID> {
        storage.withLock { stored in
            var changed: Set<CacheFieldID> = []
            for (key, record) in records.records {
                if stored[key] == nil {
                    stored[key] = Record(key: key)
                }
                changed.formUnion((stored[key]?.merge(record, writtenAt: records.writtenAt) ?? []).filter(interest.includes))
            }
            return changed
        }
    }

    /// Removes every record.
    public func removeAll() throws {
        storage.withLock { $0.removeAll() }
    }

    /// Every record's key.
    public func keys() throws -> [CacheKey] {
        storage.withLock { Array($0.keys) }
    }

    /// Removes one record; whether there was one.
    public func removeRecord(forKey key: CacheKey) throws -> Bool {
        storage.withLock { $0.removeValue(forKey: key) != nil }
    }

    /// How many records the cache holds.
    public var count: Int { storage.withLock { $0.count } }
}

/// A `RecordLookup` over a dictionary.
struct DictionaryLookup: RecordLookup {
    let records: [CacheKey: Record]

    func record(forKey key: CacheKey) throws -> Record? { records[key] }
}
