import Foundation
import GraphQLClient
import Synchronization

/// A `NormalizedCache` that uses a primary cache until it first fails, then keeps data in memory for good.
///
/// The reason for the switch is reported once; what the primary threw is never thrown to callers.
public final class ResilientNormalizedCache: NormalizedCache {
    /// The primary cache while it has not failed; nil once it has, or when there was none.
    private let primary: Mutex<(any NormalizedCache)?>
    /// Where records go once the primary is gone.
    private let memory = InMemoryNormalizedCache()
    /// Told, once, why the primary was given up.
    private let report: @Sendable (String) -> Void

    /// Creates a cache over `primary`, or over memory alone when it is nil; `report` hears of the switch.
    public init(primary: (any NormalizedCache)?, report: @escaping @Sendable (String) -> Void) {
        self.primary = Mutex(primary)
        self.report = report
    }

    /// Opens the SQLite cache at `url` over memory, reporting a reset notice or why the file could not be used.
    public convenience init(fileAt url: URL, report: @escaping @Sendable (String) -> Void) {
        do {
            let opened = try SQLiteNormalizedCache.open(at: url)
            if let notice = opened.notice { report(notice) }
            self.init(primary: opened.cache, report: report)
        } catch {
            report("cache disabled: \(error); keeping data in memory")
            self.init(primary: nil, report: report)
        }
    }

    /// Runs `body` on the primary; if the primary fails during it, switches to memory and runs it there.
    ///
    /// Errors `body` throws on its own pass through and leave the primary in place.
    public func read<Result>(_ body: (any RecordLookup) throws -> Result) throws -> Result {
        if let cache = activePrimary() {
            let log = LookupFailureLog()
            let outcome: Swift.Result<Result, any Error>
            do {
                outcome = try cache.read { lookup in
                    Swift.Result { try body(LoggingLookup(base: lookup, log: log)) }
                }
            } catch {
                log.failure = log.failure ?? error
                outcome = .failure(error)
            }
            guard let failure = log.failure else { return try outcome.get() }
            giveUpPrimary(after: failure)
        }
        return try memory.read(body)
    }

    /// Merges into the primary; if it fails, switches to memory and merges there.
    public func merge(_ records: RecordSet, reporting interest: ChangeInterest) throws -> Set<CacheFieldID> {
        if let cache = activePrimary() {
            do {
                return try cache.merge(records, reporting: interest)
            } catch {
                giveUpPrimary(after: error)
            }
        }
        return try memory.merge(records, reporting: interest)
    }

    /// Merges the batches into the primary; if it fails, switches to memory and merges them all there.
    public func merge(reporting interest: ChangeInterest, _ batches: RecordBatches) throws -> Set<CacheFieldID>? {
        if let cache = activePrimary() {
            do {
                return try cache.merge(reporting: interest, batches)
            } catch {
                giveUpPrimary(after: error)
            }
        }
        return try memory.merge(reporting: interest, batches)
    }

    /// Removes every record from the primary, switching to memory if that fails, and from memory.
    public func removeAll() throws {
        if let cache = activePrimary() {
            do {
                try cache.removeAll()
            } catch {
                giveUpPrimary(after: error)
            }
        }
        try memory.removeAll()
    }

    /// Every record's key, from the primary (switching to memory if that fails), else from memory.
    public func keys() throws -> [CacheKey] {
        if let cache = activePrimary() {
            do {
                return try cache.keys()
            } catch {
                giveUpPrimary(after: error)
            }
        }
        return try memory.keys()
    }

    /// Removes one record from the primary (switching to memory if that fails), else from memory.
    public func removeRecord(forKey key: CacheKey) throws -> Bool {
        if let cache = activePrimary() {
            do {
                return try cache.removeRecord(forKey: key)
            } catch {
                giveUpPrimary(after: error)
            }
        }
        return try memory.removeRecord(forKey: key)
    }

    /// The primary's file while it is in use; nil once records live in memory.
    public var file: URL? { activePrimary()?.file }

    /// The primary, unless it has been given up.
    private func activePrimary() -> (any NormalizedCache)? {
        primary.withLock { $0 }
    }

    /// Drops the primary for good, reporting `error` if this call is the one that dropped it.
    private func giveUpPrimary(after error: any Error) {
        let dropped = primary.withLock { cache in
            defer { cache = nil }
            return cache != nil
        }
        guard dropped else { return }
        let reason = (error as? SQLiteCacheError)?.summary ?? ErrorWords.of(error)
        report("cache disabled: \(reason); keeping data in memory")
    }
}

/// Remembers the first failure of the primary's lookup, even when the body catches it.
private final class LookupFailureLog {
    /// The first error the lookup threw.
    var failure: (any Error)?
}

/// A lookup that passes calls to the primary's and logs the first error it throws.
private struct LoggingLookup: RecordLookup {
    /// The primary's lookup.
    let base: any RecordLookup
    /// Where failures are logged.
    let log: LookupFailureLog

    /// The record with this key from the primary; an error is logged, then rethrown. A miss (a malformed row)
    /// concerns the one read, not the file, so it is not logged.
    func record(forKey key: CacheKey) throws -> Record? {
        do {
            return try base.record(forKey: key)
        } catch {
            if log.failure == nil, !(error is CacheMiss) { log.failure = error }
            throw error
        }
    }
}
