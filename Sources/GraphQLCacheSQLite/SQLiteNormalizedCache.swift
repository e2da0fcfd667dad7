import Foundation
import GRDB
import GraphQLClient

/// A `NormalizedCache` in a SQLite file that several processes can share: one row per record, WAL mode.
public final class SQLiteNormalizedCache: NormalizedCache {
    /// The file's connections: one writer, concurrent readers.
    private let pool: DatabasePool
    /// The file's path, for messages.
    public let path: String

    /// Wraps an opened pool whose schema is current.
    private init(pool: DatabasePool, path: String) {
        self.pool = pool
        self.path = path
    }

    /// Opens the cache file at `url`, creating it when missing and resetting it when an older version wrote it.
    ///
    /// Returns the cache and, when the file was reset, a one-line notice for the person. A file that is not a
    /// database, is damaged, or comes from a newer version is refused and left untouched.
    public static func open(at url: URL) throws(CacheOpenError) -> (cache: SQLiteNormalizedCache, notice: String?) {
        try open(at: url, options: SQLiteCacheOptions())
    }

    /// Opens the cache file at `url` with connections set up by `options`.
    ///
    /// A lock held by another process is waited for up to the busy timeout. SQLite's busy handler covers most of
    /// that wait, but not all: while several processes open a new file at once, switching it to WAL or recovering
    /// its index can fail at once with `SQLITE_BUSY`, so the whole opening is tried again until the timeout.
    static func open(
        at url: URL, options: SQLiteCacheOptions
    ) throws(CacheOpenError) -> (cache: SQLiteNormalizedCache, notice: String?) {
        let wait = options.busyWait
        let deadline = wait.now() + wait.timeout
        while true {
            do throws(CacheOpenError) {
                return try openOnce(at: url.path, options: options)
            } catch .locked where wait.now() < deadline {
                wait.poll()
            }
        }
    }

    private static func openOnce(
        at path: String, options: SQLiteCacheOptions
    ) throws(CacheOpenError) -> (cache: SQLiteNormalizedCache, notice: String?) {
        try CacheFilePreflight.check(path: path, options: options)
        do {
            let pool = try DatabasePool(path: path, configuration: options.configuration)
            let notice = try pool.write { db in try CacheFileFormat.prepare(db, path: path) }
            return (SQLiteNormalizedCache(pool: pool, path: path), notice)
        } catch let error as CacheOpenError {
            throw error
        } catch {
            throw CacheOpenError.classify(error, path: path)
        }
    }

    /// Runs `body` inside one read transaction, so every lookup sees the same state of the file.
    ///
    /// Failures of the file are thrown as `SQLiteCacheError`s; errors of `body` pass through as they are.
    public func read<Result>(_ body: (any RecordLookup) throws -> Result) throws -> Result {
        do {
            return try pool.read { db in try body(SQLiteRecordLookup(rows: RecordRows(db: db), path: path)) }
        } catch let error as DatabaseError {
            throw SQLiteCacheError(error, operation: .read, path: path)
        }
    }

    /// Merges records in within one write transaction and returns the fields whose values changed.
    public func merge(_ records: RecordSet) throws(SQLiteCacheError) -> Set<CacheFieldID> {
        guard !records.isEmpty else { return [] }
        do {
            return try pool.write { db in try RecordRows(db: db).merge(records) }
        } catch {
            throw SQLiteCacheError(error, operation: .write, path: path)
        }
    }

    /// Every record's key.
    public func keys() throws(SQLiteCacheError) -> [CacheKey] {
        do {
            return try pool.read { db in try RecordRows(db: db).keys() }
        } catch {
            throw SQLiteCacheError(error, operation: .read, path: path)
        }
    }

    /// Removes one record; whether there was one.
    public func removeRecord(forKey key: CacheKey) throws(SQLiteCacheError) -> Bool {
        do {
            return try pool.write { db in try RecordRows(db: db).remove(key: key) }
        } catch {
            throw SQLiteCacheError(error, operation: .write, path: path)
        }
    }

    /// The cache file.
    public var file: URL? { URL(fileURLWithPath: path) }

    /// Removes every record.
    public func removeAll() throws(SQLiteCacheError) {
        do {
            try pool.write { db in try RecordRows(db: db).removeAll() }
        } catch {
            throw SQLiteCacheError(error, operation: .clear, path: path)
        }
    }
}
